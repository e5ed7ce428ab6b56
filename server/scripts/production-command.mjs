/**
 * How production starts the API server: `npm run server:prod`, which is server/package.json's
 * `start:prod` script. Read from there, so that the benches and the build test start exactly what
 * production starts (the node flags included) and the script stays the one place to change it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `node [flags…] ENTRY` split into node's flags and the entry's path from server/, e.g.
 * `{ nodeFlags: ['--max-old-space-size=384'], entry: 'dist/server.js' }`.
 * @param {string} [script] the script's text (server/package.json's start:prod when omitted)
 * @returns {{ nodeFlags: string[], entry: string }}
 */
export function productionCommand(script = readStartProd()) {
  const [program, ...words] = script.trim().split(/\s+/);
  const entry = words.at(-1);
  const nodeFlags = words.slice(0, -1);
  if (
    program !== 'node' ||
    !entry ||
    entry.startsWith('-') ||
    nodeFlags.some((flag) => !flag.startsWith('--'))
  )
    throw new Error(`start:prod is not "node [--flag …] ENTRY": ${script}`);
  return { nodeFlags, entry };
}

function readStartProd() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  return pkg.scripts['start:prod'];
}
