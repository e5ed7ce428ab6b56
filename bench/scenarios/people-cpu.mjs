/**
 * A pass's CPU split (runMix's `cpu`): ms of CPU per answered request spent by the clients (the
 * harness), the server and PostgreSQL. Results from before it was measured say so.
 */
export function cpuSplit(cpu) {
  if (!cpu) return 'not measured';
  const ms = (v) => (typeof v === 'number' ? v.toFixed(2) : '—');
  return `${ms(cpu.clientsMs)} / ${ms(cpu.serverMs)} / ${ms(cpu.postgresMs)}`;
}

/** The same as one log line, with how busy the machine's cores were. */
export function cpuLine(cpu) {
  const busy =
    typeof cpu?.machineBusyShare === 'number' ? `${Math.round(cpu.machineBusyShare * 100)} %` : '—';
  return `cpu ms per request: clients / server / postgres ${cpuSplit(cpu)}, machine busy ${busy}`;
}
