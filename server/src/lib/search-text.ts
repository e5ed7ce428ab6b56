/**
 * Lower-case, accent-free, single-spaced text for search columns: "João  Ngola" and
 * "joao ngola" must find each other whatever the database's collation.
 */
export function toSearchText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** `%text%` for LIKE, with the caller's own %, _ and backslash taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
