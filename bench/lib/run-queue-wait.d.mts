/** Types of bench/lib/run-queue-wait.mjs for the tests that import it. */
export function waitedSeconds(schedstat: string): number | null;
export function runQueueWaitSeconds(pid: number): number | null;
export function waitShare(
  startSeconds: number | null,
  endSeconds: number | null,
  wallSeconds: number,
): number | null;
