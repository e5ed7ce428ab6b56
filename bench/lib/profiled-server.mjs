import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicMicros, readProfile, summariseProfile } from './cpu-profile.mjs';
import { startServer } from './proc.mjs';

/**
 * The real server under `node --cpu-prof` (with `profile` false, a plain one): `mark()` brackets
 * the phase that counts, and `stop()` ends the server and returns the summary of that phase's
 * samples (null when not profiled).
 */
export async function startProfiledServer(db, env = {}, profile = true) {
  const dir = profile ? mkdtempSync(join(tmpdir(), 'conexao-cpu-prof-')) : null;
  const server = await startServer(db, env, dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);
  let window = null;
  return {
    ...server,
    /** Runs `phase` and keeps its time window for the summary. */
    async mark(phase) {
      const from = monotonicMicros();
      try {
        return await phase();
      } finally {
        window = { from, to: monotonicMicros() };
      }
    },
    async stop() {
      await server.stop();
      if (!dir) return null;
      try {
        const found = readProfile(dir);
        return found
          ? summariseProfile(found, { window: window ?? undefined })
          : { note: 'the server wrote no profile' };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
