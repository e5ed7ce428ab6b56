const DAY_MS = 86_400_000;

/**
 * Whole days left before the job expires, rounded up (a job expiring tomorrow morning has 1 day left): 0 or fewer means Expired.
 * Null when the job has no expiration date.
 */
export function daysRemaining(expirationDate: string | null, now: Date = new Date()): number | null {
  if (!expirationDate) return null;
  const expiry = Date.parse(expirationDate);
  if (Number.isNaN(expiry)) return null;
  return Math.ceil((expiry - now.getTime()) / DAY_MS);
}

/** Open means: the server says ACTIVE and the date has not passed since it answered. */
export function isOpen(job: { active_status: string; expiration_date: string | null }, now = new Date()) {
  const days = daysRemaining(job.expiration_date, now);
  return job.active_status === 'ACTIVE' && (days === null || days > 0);
}
