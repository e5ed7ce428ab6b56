/** "First Last", or null when the candidate gave neither. */
export function candidateName(user: { first_name: string | null; last_name: string | null }): string | null {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}
