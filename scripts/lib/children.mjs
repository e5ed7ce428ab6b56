/**
 * Child processes for `npm start` and `npm run web`: started in their own process group
 * (POSIX) so stopping one also stops npm's grandchildren (tsx, node), and all stopped on
 * Ctrl+C or when the script exits through `shutdown`.
 */
import { spawn, spawnSync } from 'node:child_process';

export const isWindows = process.platform === 'win32';
const children = new Set();

export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: !isWindows, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  if (isWindows) {
    spawnSync('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' });
    return;
  }
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export function shutdown(code) {
  for (const child of children) stopChild(child);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Probes over IPv4: the server binds 127.0.0.1 by default, and "localhost" may try ::1 first. */
export async function answers(url) {
  try {
    const res = await fetch(url.replace('//localhost:', '//127.0.0.1:'), {
      signal: AbortSignal.timeout(1500),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls `url` until it answers, the child exits, or the time is up. */
export async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    if (await answers(url)) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}
