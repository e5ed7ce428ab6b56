import {
  BLOG_ALLOWED_TAGS,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_LINK_REL,
  BLOG_LINK_SCHEMES,
  BLOG_LINK_TARGET,
  BLOG_WORDS_PER_MINUTE,
  isAllowedBlogHref,
} from '@shared/api/blogs';
import sanitizeHtml from 'sanitize-html';

/**
 * Elements whose content is dropped with them, not kept as text: scripts and styles, and the
 * embedding or foreign-content elements whose text is never article text.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'head',
  'xmp',
  'plaintext',
  'svg',
  'math',
];

/** Deeper nesting than any article needs (the editor indents lists 8 levels) is flattened. */
const NESTING_LIMIT = 48;

function safeHref(raw: string | undefined): string | null {
  const href = (raw ?? '').trim();
  if (!isAllowedBlogHref(href)) return null;
  try {
    const { protocol } = new URL(href);
    return (BLOG_LINK_SCHEMES as readonly string[]).includes(protocol.slice(0, -1)) ? href : null;
  } catch {
    return null;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [...BLOG_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  nestingLimit: NESTING_LIMIT,
  enforceHtmlBoundary: false,
  transformTags: {
    // A link keeps only an absolute http(s)/mailto/tel address, and always the same rel and
    // target; any other address (javascript:, data:, relative, broken) leaves a plain <a>.
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href
        ? { href, rel: BLOG_LINK_REL, target: BLOG_LINK_TARGET }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The article's HTML reduced to the editor's allowlist (src/shared/api/blogs.ts): every other
 * element, attribute and address is dropped. Run on every save, before anything is stored.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const BLOCK_END = /<br\s*\/?>|<\/(?:p|h1|h2|h3|li|blockquote|ol|ul)>/gi;

/**
 * The text of sanitised HTML. sanitize-html writes text with only &amp; &lt; &gt; &quot;
 * escaped and `>` never raw inside a tag, so stripping tags and those four entities is exact.
 */
export function blogText(sanitised: string): string {
  return sanitised
    .replace(BLOCK_END, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readingMinutes(text: string): number {
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}

/** The card's teaser: the text up to BLOG_EXCERPT_MAX_LENGTH characters, cut at a word. */
export function excerptOf(text: string): string {
  const chars = [...text];
  if (chars.length <= BLOG_EXCERPT_MAX_LENGTH) return text;
  const cut = chars.slice(0, BLOG_EXCERPT_MAX_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > BLOG_EXCERPT_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Everything the server derives from submitted content. */
export function prepareContent(html: string): {
  content: string;
  text: string;
  excerpt: string;
  minutes: number;
} {
  const content = sanitizeBlogHtml(html);
  const text = blogText(content);
  return { content, text, excerpt: excerptOf(text), minutes: readingMinutes(text) };
}
