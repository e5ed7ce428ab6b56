import { randomBytes } from 'node:crypto';
import { hmacHex } from './keys';

/** 256 random bits, URL-safe: the secret part of an emailed reset link. */
export function generateResetSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored and looked up by HMAC, so the table never holds a usable link. */
export function hashResetSecret(key: Buffer, secret: string): string {
  return hmacHex(key, secret);
}
