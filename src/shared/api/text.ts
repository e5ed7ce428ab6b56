import { z } from 'zod';

/**
 * Control characters a person never types: C0 controls except tab, line feed and carriage
 * return, DEL, and the C1 controls. U+0000 in particular is refused by PostgreSQL's text type
 * ("invalid byte sequence"), so it must be stopped at the edge with a 400, not met as a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const CONTROL_CHARACTERS_KEY = 'errors.controlCharacters';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
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

/**
 * A required text field: trimmed, `requiredKey` when blank, `tooLongKey` past `max` characters.
 * Further rules (a pattern, a transform) chain after it.
 */
export const requiredText = (requiredKey: string, max: number, tooLongKey: string) =>
  text(requiredKey).trim().min(1, requiredKey).max(max, tooLongKey);
