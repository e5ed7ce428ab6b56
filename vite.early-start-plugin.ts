import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from './src/shared/domain';
import { chunkHolding, staticImportWalk } from './vite.route-chunks';
import { START_FILES_ELEMENT_ID, type StartFiles } from './src/shared/web/start-files';

/**
 * The web build runs app/start-early-reads.ts as soon as its own small file is in, not once the whole
 * entry (React, the router, ~330 KB) has been fetched and compiled (issue 12, speed to open): the
 * module is a second entry of the build, and the page names it in an `async` module script ahead of
 * the app's. main.tsx still imports it first, so the desktop build, which has no such script, runs
 * it as before; a page runs a module once, whichever script reaches it first. On a warm start the
 * dashboard's counts then leave ~0.3 s sooner.
 *
 * The page also lists, per language, the files a signed-in start on the dashboard loads after the
 * entry (dashboardStartFiles): that module asks for them at once (app/preload-start-files.ts).
 */
export function earlyStartScript(rendererSrc: string): Plugin {
  const early = resolve(rendererSrc, 'app/start-early-reads.ts');
  return {
    name: 'conexao:early-start-script',
    apply: 'build',
    config: (config) => ({
      build: {
        rolldownOptions: {
          input: { index: resolve(config.root ?? '', 'index.html'), 'start-early-reads': early },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === early,
        );
        if (!chunk) throw new Error(`${early} is not an entry of this build`);
        const script = `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`;
        // Ahead of the app's own script, and after the page's Content-Security-Policy, which only
        // governs what follows it.
        const app = html.indexOf('<script type="module"');
        if (app < 0 || app < html.indexOf('Content-Security-Policy')) {
          throw new Error(
            'index.html: no app script after the Content-Security-Policy to put the early one before',
          );
        }
        // JSON, not script: the page's Content-Security-Policy runs nothing of it.
        const files = JSON.stringify(dashboardStartFiles(bundle ?? {}, rendererSrc)).replaceAll(
          '<',
          '\\u003c',
        );
        const list = `<script type="application/json" id="${START_FILES_ELEMENT_ID}">${files}</script>`;
        // What the early file imports, asked for beside it rather than once it has arrived (a round
        // trip later); the app's entry already has its own imports listed so.
        const preloads = importedFiles(bundle ?? {}, chunk.fileName)
          .filter((file) => !html.includes(`"/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `)
          .join('');
        return `${html.slice(0, app)}${list}\n    ${preloads}${script}\n    ${html.slice(app)}`;
      },
    },
  };
}

/**
 * The lazy modules a signed-in start on the dashboard loads before it shows, besides the entry: the
 * frame, the screen, and the language's first messages and those the frame and the dashboard name.
 * scripts/bundle-size.mjs measures the `/` route with the same ones (a plain Node script, so it
 * keeps its own list; tests/scripts/early-start-plugin.test.ts fails when the two differ).
 */
export const DASHBOARD_START_MODULES = (lang: string) => [
  ...DASHBOARD_SCREEN_MODULES,
  `i18n/catalogue-${lang}.ts`,
  `i18n/catalogue-${lang}-frame.ts`,
];

/** The frame and the screen of a signed-in start on the dashboard (vite.frame-messages.ts reads their code). */
export const DASHBOARD_SCREEN_MODULES = [
  'app/protected-layout.tsx',
  'features/jobs/routes/dashboard-page.tsx',
];

/** What rolldown keeps of a chunk that this reads (its `viteMetadata` holds the imported CSS). */
type ChunkWithCss = Pick<OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'> & {
  viteMetadata?: { importedCss: ReadonlySet<string> };
};

/** The files a chunk imports, directly or through others (not itself). Pure: reads the bundle only. */
export function importedFiles(bundle: OutputBundle, fileName: string): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as ChunkWithCss[];
  const reached = new Set<string>();
  staticImportWalk(chunks)(
    chunks.find((chunk) => chunk.fileName === fileName),
    reached,
  );
  reached.delete(fileName);
  return [...reached];
}

/**
 * Per language, the files (scripts and style sheets, "/assets/…") that those modules and their
 * static imports are in, without what the page's entries load anyway. Pure: reads the bundle only.
 */
export function dashboardStartFiles(bundle: OutputBundle, rendererSrc: string): StartFiles {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as ChunkWithCss[];
  const closure = staticImportWalk(chunks, (chunk, into) => {
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  });
  const atStart = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, atStart);
  const files: StartFiles = {};
  for (const lang of LANGUAGES) {
    const loaded = new Set<string>();
    for (const module of DASHBOARD_START_MODULES(lang))
      closure(chunkHolding(chunks, rendererSrc, module), loaded);
    files[lang] = [...loaded].filter((file) => !atStart.has(file)).map((file) => `/${file}`);
  }
  return files;
}
