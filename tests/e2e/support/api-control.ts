import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { waitForUrl } from './processes';

/**
 * Opt-in control of the run's API server for specs that must see it restart (the chat spec:
 * "the server restarts mid-conversation and nothing is lost"). The global setup serves
 * POST /restart-api on a random local port (E2E_CONTROL_URL); specs call `restartApi()`.
 * Specs that never call it are not affected. Runs are serial (workers: 1), so no other spec
 * is talking to the server while it restarts.
 */
export interface ApiControl {
  url: string;
  close(): Promise<void>;
}

/**
 * Resolves when `child` has exited. A server whose graceful close hangs (a connection that does not
 * end) would keep the port and hold every later spec: after `graceMs` its group is killed.
 */
function exited(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function startApiControl(options: {
  apiUrl: string;
  /** Stops the current API process (its whole process group). */
  stop(): ChildProcess | undefined;
  /** Starts a new API process with the same environment (same port, same DATA_DIR). */
  start(): ChildProcess;
}): Promise<ApiControl> {
  let busy = false;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/restart-api' || busy) {
      response.writeHead(busy ? 409 : 404).end();
      return;
    }
    busy = true;
    void (async () => {
      try {
        const old = options.stop();
        if (old) await exited(old);
        const next = options.start();
        await waitForUrl(`${options.apiUrl}/health`, 120_000, next);
        response.writeHead(204).end();
      } catch (error) {
        response.writeHead(500).end(String(error));
      } finally {
        busy = false;
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** From a spec: restart the API server of this run and wait until it answers again. */
export async function restartApi(): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: the global setup offers no API restart');
  const res = await fetch(`${base}/restart-api`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`API restart failed: ${res.status} ${await res.text()}`);
}
