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

/**
 * Values that pass a field's own rules, by field name: a body made of these reaches the service
 * and the database, where a hostile value in ONE field does its damage (a NUL in an otherwise
 * valid sign-in reached PostgreSQL and answered 500). Unknown names get a plain word.
 */
const VALID_BY_NAME: Record<string, unknown> = {
  email: 'ana.fuzz@example.com',
  password: 'correct horse battery',
  currentPassword: 'correct horse battery',
  newPassword: 'another horse battery',
  otp: '123456',
  code: '123456',
  role: 'EMPLOYER',
  from: 'EMPLOYER',
  status: 'SHORTLISTED',
  title: 'Estágio',
  industry: 'Tecnologia',
  skills_required: ['SQL'],
  experience: ['Nenhuma'],
  education: ['Licenciatura'],
  internship_type: 'Full-time',
  number_of_opening: 1,
  expiration_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  posting_date: new Date().toISOString(),
  min_salary: 100_000,
  max_salary: 200_000,
  language: '["pt"]',
  skills: '["SQL"]',
  website: 'kianda.ao',
  refreshToken: 'x'.repeat(43),
};

const validFor = (key: string): unknown => VALID_BY_NAME[key] ?? 'Luanda';

/**
 * How a valid value is spoiled: half the time it stays valid-looking but carries one control
 * character somewhere (the most dangerous kind: everything else passes), else any hostile value.
 */
function spoil(valid: unknown): fc.Arbitrary<unknown> {
  const text =
    typeof valid === 'string' ? valid : Array.isArray(valid) ? String(valid[0] ?? 'x') : String(valid);
  const withControl = fc
    .tuple(
      fc.nat({ max: text.length }),
      fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085'),
    )
    .map(([at, control]) => {
      const spoiled = `${text.slice(0, at)}${control}${text.slice(at)}`;
      return Array.isArray(valid) ? [spoiled] : spoiled;
    });
  return fc.oneof(withControl, hostileValue);
}

/** Every declared field valid but one (or two), which gets a hostile value. */
export function nearValidRecord(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  if (keys.length === 0) return hostileRecord(keys);
  return fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }).chain((spoiled) =>
    fc.tuple(...spoiled.map((key) => spoil(validFor(key)))).map((values) => {
      const record: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, validFor(key)]));
      spoiled.forEach((key, i) => {
        record[key] = values[i];
      });
      return record;
    }),
  );
}

/** A raw JSON body: a near-valid or hostile record, another JSON value, or text that is not JSON. */
export function hostileJsonBody(keys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: nearValidRecord(keys).map((record) => JSON.stringify(record)) },
    { weight: 3, arbitrary: hostileRecord(keys).map((record) => JSON.stringify(record)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constant('{"__proto__":{"role":"EMPLOYER","isAdmin":true}}') },
    { weight: 1, arbitrary: fc.constant('{"constructor":{"prototype":{"polluted":1}}}') },
    { weight: 1, arbitrary: hostileString },
  );
}

/** A multipart form with hostile text fields named after the form's schema, maybe a file. */
export function hostileMultipart(keys: string[], fileFields: string[]) {
  const nearValidText = nearValidRecord(keys).map((record) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  );
  return fc.record({
    fields: fc.oneof(nearValidText, hostileRecord(keys, hostileString)),
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
