/**
 * What the server does on SIGINT/SIGTERM: stop taking requests and close (HTTP, sockets, queues,
 * database), then exit. A close that has not ended within the grace period (a stuck stream, a
 * client that never lets go) is given up and the process exits anyway with status 1, so an
 * orchestrator, a restart script or the test harness never waits on a server that will not
 * leave: its port is free again in bounded time. A second signal means "now".
 */

/** How long a close may take before the process exits without it (orchestrators allow ~30 s). */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface Closable {
  close(): Promise<unknown>;
  log: {
    info(message: string): void;
    error(details: object, message: string): void;
  };
}

export function gracefulShutdown(
  app: Closable,
  options: { graceMs?: number; exit?: (code: number) => void } = {},
): (signal: string) => void {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  return (signal) => {
    if (closing) {
      exit(1);
      return;
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    const giveUp = setTimeout(() => {
      app.log.error({ graceMs }, `close did not finish within ${graceMs} ms; exiting without it`);
      exit(1);
    }, graceMs);
    // The timer alone must not keep a process alive that has nothing else left to do.
    giveUp.unref();
    app.close().then(
      () => {
        clearTimeout(giveUp);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(giveUp);
        app.log.error({ err }, 'error while closing');
        exit(1);
      },
    );
  };
}
