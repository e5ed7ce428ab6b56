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
  return `cpu ms per request: clients / server / postgres ${cpuSplit(cpu, options)}, machine busy ${busy}`;
}
