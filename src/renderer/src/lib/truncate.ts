/**
 * At most `max` characters, counted as the reader sees them (an emoji or 'ã' is one), with
 * '...' taking the last three places when something was cut (job titles in lists: 35).
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 3) return chars.slice(0, max).join('');
  return `${chars
    .slice(0, max - 3)
    .join('')
    .trimEnd()}...`;
}
