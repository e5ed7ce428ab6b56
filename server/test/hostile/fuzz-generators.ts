import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Hostile values for the fuzz suite: what an attacker (or a broken client) sends, not what the
 * forms produce. Strings lean on what broke the server before (NUL and other control
 * characters, objects with a toString trap) and on what breaks servers in general.
 */

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31mred',
  '\u0085',
  '\u202e\u202dreversed',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(50),
  "' or 1=1 --",
  "'); drop table users; --",
  '%00',
  '%FF%FE',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  '{"$gt":""}',
  '1e309',
  '-1',
  '0',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u000b', '\u007f'))
      .map(([text, control]) => `${text}${control}${text}`),
  },
);

/** JSON-representable hostile values: anything a JSON body or a socket payload can carry. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant({ toString: 'x' }),
    fc.constant({ toString: 'x', valueOf: 'y', length: -1 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The field names a zod object schema declares (none for anything else). */
export function schemaKeys(schema: unknown): string[] {
  const shape = (schema as z.ZodObject | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** A record with some of `keys` (and perhaps some others) set to hostile values. */
export function hostileRecord(keys: string[], values: fc.Arbitrary<unknown> = hostileValue) {
  const names = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString;
  return fc.dictionary(names, values, { maxKeys: Math.max(3, keys.length) });
}

/** A raw JSON body: a hostile record, another JSON value, or text that is not JSON at all. */
export function hostileJsonBody(keys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileRecord(keys).map((record) => JSON.stringify(record)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constant('{"__proto__":{"role":"EMPLOYER","isAdmin":true}}') },
    { weight: 1, arbitrary: fc.constant('{"constructor":{"prototype":{"polluted":1}}}') },
    { weight: 1, arbitrary: hostileString },
  );
}

/** A multipart form with hostile text fields named after the form's schema, maybe a file. */
export function hostileMultipart(keys: string[], fileFields: string[]) {
  return fc.record({
    fields: hostileRecord(keys, hostileString),
    file: fc.option(
      fc.record({
        field: fc.constantFrom(...fileFields, 'other', '__proto__'),
        bytes: fc.uint8Array({ maxLength: 256 }),
        name: hostileString,
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/x-msdownload', ''),
      }),
      { nil: null },
    ),
  });
}
