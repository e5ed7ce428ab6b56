/** The address a link handed over in the router state (`{ email }`, a team invitation), or ''. */
export function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email.length <= 254 ? email : '';
}
