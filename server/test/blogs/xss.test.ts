import { hasControlCharacters } from '@shared/api/text';
import { BLOG_ALLOWED_TAGS, BLOG_LINK_REL, BLOG_LINK_TARGET, isAllowedBlogHref } from '@shared/api/blogs';
import { type Element, type Node, Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from '../../src/modules/blogs/sanitize';
import { call, testApp } from '../helper';
import { type BlogBody, employer, write } from './fixtures';
import { XSS_PAYLOADS } from './xss-corpus';

const window = new Window();

/**
 * Parses `html` as a browser does (happy-dom, not the sanitiser's parser) and lists everything
 * that could run or load: an element outside the allowlist, any attribute but a link's own, a
 * link address with another scheme, a link without the fixed rel/target, a comment.
 */
function executableParts(html: string): string[] {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  const walk = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 8) problems.push(`comment ${child.textContent}`);
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      const tag = element.tagName.toLowerCase();
      if (!(BLOG_ALLOWED_TAGS as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
      for (const { name, value } of [...element.attributes]) {
        if (tag !== 'a' || !['href', 'rel', 'target'].includes(name)) problems.push(`${tag}[${name}]`);
        if (name === 'href' && !isAllowedBlogHref(value ?? '')) problems.push(`href=${value}`);
      }
      if (tag === 'a' && element.hasAttribute('href')) {
        if (element.getAttribute('rel') !== BLOG_LINK_REL) problems.push('a without rel');
        if (element.getAttribute('target') !== BLOG_LINK_TARGET) problems.push('a without target');
      }
      walk(child);
    }
  };
  walk(template.content);
  return problems;
}

describe('XSS corpus: stored and read back with no executable part left', () => {
  it(`holds at least 50 payloads (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('the checker itself sees every payload as hostile before sanitising (it can fail)', () => {
    // Passed only: payloads that are already inert text (escaped markup), and <body>, which a
    // browser drops itself when it parses a fragment.
    const unflagged = XSS_PAYLOADS.filter(
      (payload) => executableParts(payload).length === 0 && !/&lt;|&#60;|&amp;lt;|^<body/.test(payload),
    );
    expect(unflagged).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload, i) => [i + 1, payload] as const))(
    'payload %i is inert after sanitising, and sanitising again changes nothing: %s',
    (_n, payload) => {
      const clean = sanitizeBlogHtml(payload);
      expect(executableParts(clean)).toEqual([]);
      expect(clean).not.toMatch(/<(script|style|iframe|object|embed|svg|math|img)/i);
      expect(sanitizeBlogHtml(clean)).toBe(clean);
    },
  );

  it('through the API: every payload is stored and read back inert, as draft and as published', async () => {
    const t = await testApp();
    const ana = await employer(t);
    const reader = await employer(t);
    // Saved through PUT (autosave's path) on one draft and one published article: creating
    // is limited per author an hour, and both paths sanitise the same way.
    const draft = await write(t, ana, { status: 'DRAFT' });
    const published = await write(t, ana, { status: 'PUBLISHED' });
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const content = `<p>Texto ${i}</p>${payload}`;
      const status = i % 2 === 0 ? 'DRAFT' : 'PUBLISHED';
      const id = status === 'DRAFT' ? draft.id : published.id;
      const body = { title: `Artigo ${i} <img src=x onerror=window.__xss=1>`, content, status };
      const saved = await call(t, 'PUT', `/blogs/${id}`, ana.token, body);
      if (hasControlCharacters(content)) {
        // Refused at the edge (400) before any sanitiser sees it: nothing stored.
        expect(saved.statusCode).toBe(400);
        continue;
      }
      expect(saved.statusCode, `${payload} ${saved.body}`).toBe(200);
      // A draft is read back by its author, a published article by another employer.
      const read = await call(t, 'GET', `/blogs/${id}`, (status === 'DRAFT' ? ana : reader).token);
      const blog = (read.json() as { data: BlogBody }).data;
      expect(executableParts(blog.content), payload).toEqual([]);
      expect(blog.content.startsWith(`<p>Texto ${i}</p>`)).toBe(true);
      // Title and excerpt are plain text, kept as typed: the renderer shows them as text, never as HTML.
      expect(blog.title).toContain('<img src=x');
    }
  });

  it('keeps what the toolbar makes, exactly', () => {
    const html =
      '<h1>Um</h1><h2>Dois</h2><h3>Três</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />' +
      '<a href="https://conexao.ao/vagas?x=1&amp;y=2">web</a> <a href="mailto:rh@kianda.ao">mail</a> ' +
      '<a href="tel:+244923000000">tel</a> <a href="http://conexao.ao">http</a></p>' +
      '<ol><li><p>um</p><ul><li><p>dois</p></li></ul></li></ol><blockquote><p>citação</p></blockquote>';
    const rel = `rel="${BLOG_LINK_REL}" target="${BLOG_LINK_TARGET}"`;
    expect(sanitizeBlogHtml(html)).toBe(
      html
        .replace('y=2">', `y=2" ${rel}>`)
        .replace('kianda.ao">', `kianda.ao" ${rel}>`)
        .replace('000000">', `000000" ${rel}>`)
        .replace('http://conexao.ao">', `http://conexao.ao" ${rel}>`),
    );
  });
});
