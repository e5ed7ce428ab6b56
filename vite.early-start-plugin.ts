import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web build runs app/start-early-reads.ts as soon as its own small file is in, not once the whole
 * entry (React, the router, ~330 KB) has been fetched and compiled (issue 12, speed to open): the
 * module is a second entry of the build, and the page names it in an `async` module script ahead of
 * the app's. main.tsx still imports it first, so the desktop build, which has no such script, runs
 * it as before; a page runs a module once, whichever script reaches it first. On a warm start the
 * dashboard's counts then leave ~0.3 s sooner.
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
        return `${html.slice(0, app)}${script}\n    ${html.slice(app)}`;
      },
    },
  };
}
