#!/usr/bin/env node
/**
 * `npm run build:server`: bundles the API server and the seed command into server/dist with
 * esbuild, so production runs `node server/dist/server.js` (no TypeScript compiler at run time;
 * tsx is for development only). Dependencies stay external (installed in node_modules); only our
 * own code, src/shared included, is bundled. Migrations are read from server/drizzle at run time.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    seed: path.join(serverDir, 'src/seed/cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { '@shared': path.join(serverDir, '../src/shared') },
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}/ (server.js, seed.js)`);
