import { readFileSync } from 'node:fs';

/**
 * How long a process's main thread (for Node, its event loop) has been ready to run but waiting
 * for a CPU, from Linux's /proc/<pid>/schedstat: "<on-CPU ns> <waiting on a run queue ns>
 * <timeslices>". Issue 20's mixes saturate two cores with the clients, the server and PostgreSQL's
 * backends; while the event loop waits, every request in flight waits with it, and a V8 CPU profile
 * books that time to whatever native call was running when the thread was taken off its core
 * (mostly `writev`, which wakes the peer that then takes the core). This tells the two apart.
 */

/** Seconds waited, from schedstat's text; null when the text is not schedstat's. */
export function waitedSeconds(schedstat) {
  const fields = String(schedstat).trim().split(/\s+/);
  if (fields.length < 3 || !fields.every((field) => /^\d+$/.test(field))) return null;
  return Number(fields[1]) / 1e9;
}

/** Seconds `pid`'s main thread has waited for a CPU since it started; null off Linux or once it exited. */
export function runQueueWaitSeconds(pid) {
  try {
    return waitedSeconds(readFileSync(`/proc/${pid}/schedstat`, 'utf8'));
  } catch {
    return null;
  }
}

/** The share of `wallSeconds` the thread spent waiting, two decimals; null when either end is unknown. */
export function waitShare(startSeconds, endSeconds, wallSeconds) {
  if (startSeconds === null || endSeconds === null || !(wallSeconds > 0)) return null;
  return Math.round(((endSeconds - startSeconds) / wallSeconds) * 100) / 100;
}
