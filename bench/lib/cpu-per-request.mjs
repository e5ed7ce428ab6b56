/**
 * Issue 20's mixes: what cpuMeter (proc.mjs) read over a pass, per answered request.
 *
 * Where the pass's CPU went, in ms per answered request: the clients (the harness process: every
 * request's socket and parsing, on the same two cores as the server), the server and PostgreSQL's
 * backends; and how busy the machine was (a share of all its cores). A client near the server's figure means
 * the load generator, not the server, sets much of the ceiling.
 */
export function cpuPerRequest(cores, seconds, requests) {
  const msPer = (c) =>
    c === null || c === undefined || !requests ? null : Math.round(((c * seconds) / requests) * 1e5) / 100;
  return {
    clientsMs: msPer(cores.harness),
    serverMs: msPer(cores.servers[0]),
    postgresMs: msPer(cores.postgres),
    machineBusyShare: cores.machineBusyShare,
    /** The share of the pass the server's event loop waited for a core (run-queue-wait.mjs). */
    serverWaitShare: cores.serverWaits?.[0] ?? null,
  };
}

/**
 * A pass's CPU split (runMix's `cpu`): ms of CPU per answered request spent by the clients (the
 * harness), the server and PostgreSQL. Results from before it was measured say so. On PGlite the
 * database runs inside the server, so PostgreSQL's column is a dash (its processes on the machine
 * were idle, not part of the pass).
 */
export function cpuSplit(cpu, { postgres = true } = {}) {
  if (!cpu) return 'not measured';
  const ms = (v) => (typeof v === 'number' ? v.toFixed(2) : '—');
  return `${ms(cpu.clientsMs)} / ${ms(cpu.serverMs)} / ${postgres ? ms(cpu.postgresMs) : '—'}`;
}

/** The same as one log line, with how busy the machine's cores were. */
export function cpuLine(cpu, options) {
  const busy =
    typeof cpu?.machineBusyShare === 'number' ? `${Math.round(cpu.machineBusyShare * 100)} %` : '—';
  const waited =
    typeof cpu?.serverWaitShare === 'number'
      ? `, server's event loop waiting for a core ${Math.round(cpu.serverWaitShare * 100)} % of the pass`
      : '';
  return `cpu ms per request: clients / server / postgres ${cpuSplit(cpu, options)}, machine busy ${busy}${waited}`;
}
