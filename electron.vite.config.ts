import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { catalogueOneLanguage } from './vite.catalogue-plugin';

/**
 * Three builds: main (Node, CJS because package.json has no "type"), preload (CJS so the
 * window keeps `sandbox: true`: a sandboxed preload cannot be an ES module) and the renderer.
 * Main and preload bundle every dependency (electron-store is ESM-only, and a bundled app needs
 * no node_modules in the installer), so electron-builder ships out/** and package.json only.
 */
const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
const renderer = fileURLToPath(new URL('./src/renderer/src', import.meta.url));

/** Baked in at build time; CONEXAO_API_URL overrides it when the app starts (src/main/config). */
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
/** The update feed of this build (the admin configuration file can name another); empty: none. */
const updateUrl = process.env.CONEXAO_UPDATE_URL ?? '';

/** Shown in Help → About beside the version: CONEXAO_BUILD (CI sets it), else the commit built. */
function buildId(): string {
  if (process.env.CONEXAO_BUILD) return process.env.CONEXAO_BUILD;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'local';
  }
}

/**
 * electron-vite forces `base: './'` for production renderers. The app is served from
 * app://conexao/ with BrowserRouter paths (/reset-password/abc), where relative asset URLs
 * would resolve under the route; absolute ones always hit /assets/.
 */
function absoluteBase(): Plugin {
  return { name: 'conexao:absolute-base', config: () => ({ base: '/' }) };
}

/** Same reason as in vite.web.config.ts: the dev server's Fast Refresh preamble is an inline script. */
function devOnlyRelaxCsp(): Plugin {
  return {
    name: 'conexao:dev-relax-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, ''),
  };
}

export default defineConfig(({ mode }) => {
  const production = mode === 'production';
  return {
    main: {
      resolve: { alias: { '@shared': shared } },
      define: {
        __CONEXAO_API_URL__: JSON.stringify(apiUrl),
        __CONEXAO_UPDATE_URL__: JSON.stringify(updateUrl),
        __CONEXAO_BUILD__: JSON.stringify(buildId()),
      },
      build: {
        externalizeDeps: false,
        minify: production,
        sourcemap: !production,
        rolldownOptions: { output: { format: 'cjs' } },
      },
    },
    preload: {
      resolve: { alias: { '@shared': shared } },
      build: {
        externalizeDeps: false,
        minify: production,
        sourcemap: !production,
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].js' } },
      },
    },
    renderer: {
      root: 'src/renderer',
      plugins: [react(), absoluteBase(), devOnlyRelaxCsp(), catalogueOneLanguage()],
      resolve: { alias: { '@shared': shared, '@renderer': renderer } },
      define: { 'import.meta.env.VITE_API_URL': JSON.stringify(apiUrl) },
      build: { minify: production, sourcemap: false },
    },
  };
});
