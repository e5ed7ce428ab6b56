#!/usr/bin/env node
/**
 * Runs drizzle-kit with this package's drizzle-orm. npm hoists drizzle-kit to the root
 * node_modules but keeps drizzle-orm in server/node_modules, and drizzle-kit loads the ORM
 * with both import() (which ignores NODE_PATH; a resolve hook points it here) and require().
 * Usage (from server/): node scripts/drizzle-kit.mjs generate --name <name>
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = path.join(here, 'drizzle-orm-hook.mjs');

const result = spawnSync(process.execPath, ['--import', hook, kitBin, ...process.argv.slice(2)], {
  cwd: path.join(here, '..'),
  stdio: 'inherit',
  // Its bundled CommonJS code also require()s the ORM, and require() does honour NODE_PATH.
  env: { ...process.env, NODE_PATH: path.join(here, '..', 'node_modules') },
});
process.exit(result.status ?? 1);
