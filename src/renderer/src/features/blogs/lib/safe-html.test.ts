import { describe, expect, it } from 'vitest';
import { onlyAllowlisted, sanitizeForDisplay } from './safe-html';

describe('sanitizeForDisplay (the renderer’s second pass)', () => {
  // DOMPurify misparses under happy-dom, so here the fail-closed path shows (the text only);
  // that formatting is kept in a real browser is checked in Chromium (tests/e2e/blogs.spec.ts).
  it('keeps the text of what the toolbar makes, and only allowlisted markup', () => {
    const html = sanitizeForDisplay(
      '<h2>Título</h2><p><strong>a</strong> <a href="https://conexao.ao">b</a></p>',
    );
    expect(onlyAllowlisted(html)).toBe(true);
    const template = document.createElement('template');
    template.innerHTML = html;
    expect(template.content.textContent).toContain('Título');
  });

  it.each([
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '<a href="javascript:window.__xss=1">x</a>',
    '<p onclick="window.__xss=1">x</p>',
    '<svg onload="window.__xss=1"></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<!-- c --><p>x</p>',
  ])('never lets %j through', (payload) => {
    const html = sanitizeForDisplay(`<p>Texto</p>${payload}`);
    expect(onlyAllowlisted(html)).toBe(true);
    expect(html).not.toMatch(/<(img|script|svg|iframe)|onerror|onclick|onload|javascript:/i);
  });

  it('the check refuses anything outside the allowlist', () => {
    expect(onlyAllowlisted('<p>ok</p>')).toBe(true);
    expect(onlyAllowlisted('<p class="x">no</p>')).toBe(false);
    expect(onlyAllowlisted('<a href="data:text/html,x">no</a>')).toBe(false);
    expect(onlyAllowlisted('<img src=x>')).toBe(false);
  });
});
