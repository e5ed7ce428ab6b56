import { z } from 'zod';

/**
 * Control characters a person never types: C0 controls except tab, line feed and carriage
 * return, DEL, and the C1 controls. U+0000 in particular is refused by PostgreSQL's text type
 * ("invalid byte sequence"), so it must be stopped at the edge with a 400, not met as a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_KEY = 'errors.controlCharacters';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Where in a decoded body, query or payload the first string (value or key) with control
 * characters sits, e.g. `['skills', 2]`; null when there is none. Depth and breadth are bounded
 * by what the JSON parser accepted (1 MB), and cycles cannot occur in parsed JSON.
 */
export function findControlCharacters(
  value: unknown,
  path: Array<string | number> = [],
): Array<string | number> | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) return [...path, key];
      const found = findControlCharacters(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every text field and query of the contract starts here instead of `z.string()`: a string
 * (else `key`) without control characters. It returns a ZodString, so `.trim().min()…` chain
 * as usual; the control-character rule comes first, so it is the message a person sees.
 */
export const text = (key?: string) =>
  z
    .string(key === undefined ? undefined : { error: key })
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_KEY);
