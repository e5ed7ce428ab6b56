import { type SQL, sql } from 'drizzle-orm';
import { toSearchText } from '../lib/search-text';

/**
 * The SQL twin of lib/search-text.ts for set-based inserts: `translate()` does what NFD +
 * "drop diacritics" + toLowerCase do in JavaScript, character by character. The table is derived
 * FROM toSearchText itself (every code point up to U+036F: Latin-1, Latin Extended A/B, spacing
 * modifiers and combining marks), so the two cannot drift; a test checks they agree.
 */

/** Code points whose search form differs from lower(c); ASCII letters are left to lower(). */
const FIRST = 0x20;
const LAST = 0x36f;

function buildTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  let removed = '';
  for (let cp = FIRST; cp <= LAST; cp++) {
    const char = String.fromCodePoint(cp);
    if (/[A-Za-z]/.test(char)) continue;
    // Between two letters, so a whitespace character shows as ' ' instead of being trimmed away.
    const mapped = toSearchText(`a${char}b`).slice(1, -1);
    if (mapped === char) continue;
    if (mapped === '') removed += char;
    else {
      from += char;
      to += mapped;
    }
  }
  // JavaScript's \s beyond U+036F becomes ' ' here, so the SQL regex below needs only ASCII spaces
  // (PostgreSQL's \s follows the locale and would also eat U+0085, which JavaScript keeps).
  for (const char of '\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') {
    from += char;
    to += ' ';
  }
  // translate() deletes characters of `from` that have no counterpart in `to`: put them last.
  return { from: from + removed, to };
}

export const SEARCH_TRANSLATE = buildTable();

/** SQL expression giving toSearchText(<value>) for a text expression (NULL-safe: '' for NULL). */
export function searchTextSql(value: SQL): SQL {
  return sql`btrim(regexp_replace(lower(translate(coalesce(${value}, ''), ${SEARCH_TRANSLATE.from}::text, ${SEARCH_TRANSLATE.to}::text)), '[ \\t\\n\\v\\f\\r]+', ' ', 'g'))`;
}
