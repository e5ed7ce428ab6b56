import { BLOG_ALLOWED_TAGS, BLOG_LINK_REL, BLOG_LINK_TARGET, isAllowedBlogHref } from '@shared/api/blogs';
import createDOMPurify from 'dompurify';

/**
 * The renderer's own pass over an article's HTML before it is shown: the server already
 * sanitised it to the same allowlist, and this second sanitiser (DOMPurify, a different parser
 * and code base) means one bug on either side is not enough for a script to run (defence in
 * depth). Its own instance, so its hook touches nothing else.
 */
const purifier = createDOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null || !isAllowedBlogHref(href.trim())) {
    node.removeAttribute('href');
    node.removeAttribute('rel');
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('rel', BLOG_LINK_REL);
  node.setAttribute('target', BLOG_LINK_TARGET);
});

const CONFIG = {
  ALLOWED_TAGS: [...BLOG_ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'rel', 'target'],
  ALLOWED_URI_REGEXP: /^(?:https?|mailto|tel):/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'svg',
    'math',
    'iframe',
    'object',
    'noscript',
    'textarea',
    'title',
  ],
};

const LINK_ATTRIBUTES = ['href', 'rel', 'target'];

/**
 * Whether `html`, parsed as the browser will parse it, holds only allowlisted elements and link
 * attributes with allowed addresses: the check after the sanitiser, so that a sanitiser that
 * misbehaves (an unsupported environment, a bug) fails closed.
 */
export function onlyAllowlisted(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(
    template.content,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== Node.ELEMENT_NODE) return false;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (!(BLOG_ALLOWED_TAGS as readonly string[]).includes(tag)) return false;
    for (const { name, value } of [...element.attributes]) {
      if (tag !== 'a' || !LINK_ATTRIBUTES.includes(name)) return false;
      if (name === 'href' && !isAllowedBlogHref(value.trim())) return false;
    }
  }
  return true;
}

function asText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const paragraph = document.createElement('p');
  paragraph.textContent = template.content.textContent ?? '';
  return paragraph.outerHTML;
}

/**
 * The article's HTML reduced to the editor's allowlist, ready to be shown. Should anything
 * outside the allowlist survive the sanitiser, the article is shown as plain text instead.
 */
export function sanitizeForDisplay(html: string): string {
  const clean = purifier.isSupported ? purifier.sanitize(html, CONFIG) : '';
  return onlyAllowlisted(clean) ? clean : asText(html);
}
