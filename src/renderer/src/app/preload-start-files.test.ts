import { START_FILES_ELEMENT_ID } from '@shared/web/start-files';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadStartFiles } from './preload-start-files';

function listFiles(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = START_FILES_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.as,
    link.crossOrigin,
    link.getAttribute('href'),
  ]);

afterEach(() => {
  document.getElementById(START_FILES_ELEMENT_ID)?.remove();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('the dashboard start files, asked for beside the entry', () => {
  it("asks for the listed language's files: scripts as module preloads, style sheets as style preloads, in CORS mode", () => {
    listFiles(
      JSON.stringify({
        en: ['/assets/signed-in.js', '/assets/signed-in.css', '/assets/catalogue-en.js'],
        pt: ['/assets/signed-in.js', '/assets/signed-in.css', '/assets/catalogue-pt.js'],
      }),
    );
    expect(preloadStartFiles('pt')).toBe(3);
    // crossorigin present and empty: the CORS mode of Vite's own loader, so its request reuses these.
    expect(links()).toEqual([
      ['modulepreload', '', '', '/assets/signed-in.js'],
      ['preload', 'style', '', '/assets/signed-in.css'],
      ['modulepreload', '', '', '/assets/catalogue-pt.js'],
    ]);
  });

  it('asks for nothing without a list (the desktop build, the dev server), with a broken one, or for files elsewhere', () => {
    expect(preloadStartFiles('en')).toBe(0);
    for (const broken of [
      '{not json',
      'null',
      '"en"',
      '{"en": "/assets/x.js"}',
      '{"en": {"0": "/assets/x.js"}}',
    ]) {
      listFiles(broken);
      expect(preloadStartFiles('en'), broken).toBe(0);
      document.getElementById(START_FILES_ELEMENT_ID)?.remove();
    }
    listFiles(JSON.stringify({ en: ['https://elsewhere.test/x.js', '//elsewhere.test/y.js'] }));
    expect(preloadStartFiles('en')).toBe(0);
    expect(links()).toEqual([]);
  });
});
