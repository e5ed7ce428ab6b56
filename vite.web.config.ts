import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { brotliAssets, serveBrotliAssets } from './vite.brotli-plugin';
import { catalogueOneLanguage } from './vite.catalogue-plugin';
import { catalogue } from './src/shared/i18n';
import { DASHBOARD_SCREEN_MODULES, earlyStartScript } from './vite.early-start-plugin';
import { frameMessageKeys } from './vite.frame-messages';
import { planRouteChunks, RENDERER_ROUTES, routeChunkSplitting } from './vite.route-chunks';

/**
 * The renderer as a plain web app (`npm run web`, e2e tests). Same root and aliases as the
 * renderer section of electron.vite.config.ts, so both builds see the same modules.
 */
const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
const renderer = fileURLToPath(new URL('./src/renderer/src', import.meta.url));
const outDir = fileURLToPath(new URL('./out/web', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The renderer's and the contract's TypeScript modules, not main.tsx (the entry), not CSS and not
 * app/start-early-reads.ts, which main.tsx imports for its effect (the reads it sends at once).
 */
const OWN_SOURCE =
  /[\\/]src[\\/](renderer[\\/]src|shared)[\\/](?!main\.tsx$|app[\\/]start-early-reads\.ts$).*\.tsx?$/;

const port = Number(process.env.WEB_PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`WEB_PORT must be a port number, got "${process.env.WEB_PORT}"`);
}

/**
 * The dev server's React Fast Refresh preamble is an inline script, which the page's
 * `script-src 'self'` policy rightly blocks. Only while serving, drop the meta policy;
 * the built files keep it.
 */
function devOnlyRelaxCsp(): Plugin {
  return {
    name: 'conexao:dev-relax-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, ''),
  };
}

/**
 * Cache headers of the served web build. Files under /assets/ carry a content hash in their
 * name, so a browser may keep them for a year without asking again; everything else (the HTML,
 * which names the current hashes) is revalidated on every load. A warm start on a slow link then
 * costs one small request instead of one per file.
 */
export function cacheHeaders(): Plugin {
  return {
    name: 'conexao:cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        next();
      });
    },
  };
}

/** Set while the first of a build's two passes runs (planFromFirstBuild), so it does not plan again. */
const PLANNING = 'CONEXAO_PLANNING_ROUTE_CHUNKS';

/**
 * The chunks of a first build, in memory and with rolldown's own splitting, grouped by the routes
 * that load them (vite.route-chunks.ts); the real build then makes each group one file. About a
 * second more per build (3.5 → 4.3 s here).
 */
async function planFromFirstBuild(): Promise<{ plan: Map<string, string>; frameKeys: Set<string> }> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'silent',
      build: { write: false, emptyOutDir: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((out) => out.output).filter((file) => file.type === 'chunk');
    return {
      plan: planRouteChunks(chunks, RENDERER_ROUTES),
      // The texts the frame and the dashboard name ship with the frame, the others after it.
      frameKeys: frameMessageKeys(
        chunks,
        renderer,
        DASHBOARD_SCREEN_MODULES,
        new Set(Object.keys(catalogue.en)),
      ),
    };
  } finally {
    delete process.env[PLANNING];
  }
}

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const planned = command === 'build' && !process.env[PLANNING] ? await planFromFirstBuild() : null;
  return {
    root,
    base: '/',
    appType: 'spa',
    plugins: [
      react(),
      devOnlyRelaxCsp(),
      cacheHeaders(),
      serveBrotliAssets(),
      brotliAssets(),
      catalogueOneLanguage(planned?.frameKeys ?? null),
      earlyStartScript(renderer),
    ],
    resolve: { alias: { '@shared': shared, '@renderer': renderer } },
    define: {
      'import.meta.env.VITE_API_URL': JSON.stringify(process.env.API_URL ?? 'http://localhost:4000'),
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      // Which chunks each route loads, for scripts/bundle-size.mjs (served too: it names only hashed files).
      manifest: true,
      rolldownOptions: {
        // Our own modules are imported for what they export, never for an effect (CSS aside): a feature's index
        // that re-exports hooks for the signed-in frame then no longer pulls them into the entry.
        treeshake: { moduleSideEffects: (id: string) => !OWN_SOURCE.test(id) },
        ...(planned ? { output: { codeSplitting: routeChunkSplitting(planned.plan) } } : {}),
      },
    },
    server: { port, strictPort: false, host: process.env.WEB_HOST ?? '127.0.0.1' },
    preview: { port, strictPort: false, host: process.env.WEB_HOST ?? '127.0.0.1' },
  };
});
