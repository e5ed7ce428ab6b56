import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server package lives, found by walking up from this module to the package.json
 * named @conexao/server. It works the same from the TypeScript sources (tsx, tests) and from
 * the bundle in dist/, whose depth differs.
 */
function findServerDir(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@conexao/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@conexao/server package.json not found above ${start}`);
    dir = parent;
  }
}

export const SERVER_DIR = findServerDir(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The repository root: a relative DATA_DIR is resolved against it, so `npm start`, `npm run
 * web`, `npm run server` and `npm run seed` (whose working directories differ: npm runs a
 * workspace's scripts in server/) all use the same ./data.
 */
export const REPO_ROOT = path.dirname(SERVER_DIR);

export const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'drizzle');
