import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { catalogue, inLanguage, LANGS, ROUTES } from '../../scripts/bundle-size.mjs';
import { DASHBOARD_START_MODULES, dashboardStartFiles, importedFiles } from '../../vite.early-start-plugin';

/**
 * vite.early-start-plugin.ts (issue 12, speed to open): the files the page lists for a signed-in
 * start on the dashboard, from a chunk graph built by hand. The real build's list is exercised by
 * the e2e suite (tests/e2e/caching.spec.ts).
 */
const src = '/app/src/renderer/src';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], options: object = {}) {
  return { type: 'chunk', fileName, isEntry: false, moduleIds, imports, ...options };
}

/** The entry (React…), the start-up file, the frame's file, the dashboard and each language's messages. */
function bundle(): OutputBundle {
  const files = [
    chunk('assets/index.js', [`${src}/main.tsx`], ['assets/shared.js'], { isEntry: true }),
    chunk('assets/start-early-reads.js', [`${src}/app/start-early-reads.ts`], ['assets/zod.js'], {
      isEntry: true,
    }),
    chunk('assets/shared.js', ['/app/node_modules/react/index.js']),
    chunk('assets/zod.js', ['/app/node_modules/zod/index.js']),
    chunk(
      'assets/signed-in.js',
      [`${src}/app/protected-layout.tsx`],
      ['assets/shared.js', 'assets/query.js'],
      {
        viteMetadata: { importedCss: new Set(['assets/signed-in.css']) },
      },
    ),
    chunk('assets/query.js', ['/app/node_modules/@tanstack/query-core/index.js'], ['assets/zod.js']),
    chunk(
      'assets/dashboard-page.js',
      [`${src}/features/jobs/routes/dashboard-page.tsx`],
      ['assets/query.js'],
    ),
    chunk('assets/jobs-page.js', [`${src}/features/jobs/routes/jobs-page.tsx`], ['assets/query.js']),
    chunk('assets/catalogue-en.js', [`${src}/i18n/catalogue-en.ts`]),
    chunk('assets/catalogue-en-frame.js', [`${src}/i18n/catalogue-en-frame.ts`]),
    chunk('assets/catalogue-pt.js', [`${src}/i18n/catalogue-pt.ts`]),
    chunk('assets/catalogue-pt-frame.js', [`${src}/i18n/catalogue-pt-frame.ts`]),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file])) as unknown as OutputBundle;
}

describe('the dashboard start files the page lists', () => {
  it("per language: the frame (with its style sheet), the screen, their imports and that language's messages, without what the entries load", () => {
    const files = dashboardStartFiles(bundle(), src);
    expect(files.en).toEqual([
      '/assets/signed-in.js',
      '/assets/signed-in.css',
      '/assets/query.js',
      '/assets/dashboard-page.js',
      '/assets/catalogue-en.js',
      '/assets/catalogue-en-frame.js',
    ]);
    expect(files.pt).toEqual([
      '/assets/signed-in.js',
      '/assets/signed-in.css',
      '/assets/query.js',
      '/assets/dashboard-page.js',
      '/assets/catalogue-pt.js',
      '/assets/catalogue-pt-frame.js',
    ]);
  });

  it('fails the build when one of those modules is in no chunk (a renamed screen)', () => {
    const files = bundle() as unknown as Record<string, unknown>;
    delete files['assets/dashboard-page.js'];
    expect(() => dashboardStartFiles(files as unknown as OutputBundle, src)).toThrow(/dashboard-page\.tsx/);
  });

  it("lists the modules scripts/bundle-size.mjs measures the dashboard's route with, in each language", () => {
    const dashboard = ROUTES.find((route) => route.path === '/');
    if (!dashboard) throw new Error('bundle-size.mjs measures no / route');
    for (const lang of LANGS) {
      // bundle-size names modules from the project's src/ (the manifest's keys); the plugin from the renderer's.
      const measured = [catalogue(lang), ...dashboard.lazy.map((key) => inLanguage(key, lang))]
        .map((key) => key.replace(/^src\//, ''))
        .sort();
      expect(measured, lang).toEqual([...DASHBOARD_START_MODULES(lang)].sort());
    }
  });
});

describe("the start-up file's own imports", () => {
  it('are every file it reaches through static imports, itself not among them (the page asks for them beside it)', () => {
    expect(importedFiles(bundle(), 'assets/start-early-reads.js')).toEqual(['assets/zod.js']);
    expect(importedFiles(bundle(), 'assets/signed-in.js').sort()).toEqual([
      'assets/query.js',
      'assets/shared.js',
      'assets/zod.js',
    ]);
    expect(importedFiles(bundle(), 'assets/zod.js')).toEqual([]);
  });
});
