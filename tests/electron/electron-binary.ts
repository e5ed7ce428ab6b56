import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Electron executable, or null when this machine has none. Deliberately not
 * `require('electron')`: that module downloads the binary when it is missing, and tests
 * must never download anything.
 */
export function electronBinary(): string | null {
  try {
    const require = createRequire(__filename);
    const dir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const relative = readFileSync(pathFile, 'utf8').trim();
    const binary = join(process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(dir, 'dist'), relative);
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Why the launch test cannot run here, or null when it can. */
export function launchSkipReason(): string | null {
  if (!electronBinary()) return 'Electron binary not installed here; launch tests skipped';
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return 'No display (set DISPLAY or run under xvfb-run); launch tests skipped';
  }
  return null;
}
