import { createHmac, hkdfSync } from 'node:crypto';

/**
 * One server secret, several independent keys: signing tokens, hashing OTPs, reset secrets, refresh
 * tokens and signing unsubscribe links each get their own, so a leak or misuse of one purpose does
 * not carry to another.
 * Rotating the secret ends every session, pending code and reset link at once, by design.
 */
export interface ServerKeys {
  jwt: Uint8Array;
  otp: Buffer;
  reset: Buffer;
  refresh: Buffer;
  /** Signs the unsubscribe links of notification emails (one per user and kind, no sign-in). */
  unsubscribe: Buffer;
}

export function deriveKeys(secret: string): ServerKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'conexao', `conexao:${purpose}`, 32));
  return {
    jwt: new Uint8Array(derive('jwt')),
    otp: derive('otp'),
    reset: derive('reset'),
    refresh: derive('refresh'),
    unsubscribe: derive('unsubscribe'),
  };
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
