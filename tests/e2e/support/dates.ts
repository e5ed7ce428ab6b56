/** The date `days` from today as YYYY-MM-DD, the form of the job and profile date fields. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
