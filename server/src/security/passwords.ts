import { randomBytes } from 'node:crypto';
import { type Options, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): ~tens of ms here, slow
 * enough to make offline guessing expensive, cheap enough for a busy sign-in endpoint.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package declares a const enum, which isolated modules cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be parsed (never throws on bad data). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password) to check
 * against, so response time does not tell which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
