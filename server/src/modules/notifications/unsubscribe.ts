import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/api/notifications';
import { isUserId } from '@shared/realtime/events';

/**
 * The unsubscribe link of a notification email: `<userId>.<kind>.<signature>`, the signature an
 * HMAC (keys.unsubscribe, used for nothing else) over a purpose label, the user and the kind. It
 * turns off exactly one kind's email for exactly one user and does nothing else, so it needs no
 * sign-in and no expiry; rotating JWT_SECRET voids every link.
 */

const PURPOSE = 'notifications:unsubscribe:v1';

function signature(key: Buffer, userId: string, kind: NotificationKind): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${userId.toLowerCase()}\n${kind}`).digest();
}

export function unsubscribeToken(key: Buffer, userId: string, kind: NotificationKind): string {
  return `${userId.toLowerCase()}.${kind}.${signature(key, userId, kind).toString('base64url')}`;
}

/** The user and kind of a genuine token; null for anything else (tampered, other kind, malformed). */
export function verifyUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId = '', kind = '', given = ''] = parts;
  if (!isUserId(userId) || !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  // Compared as text: base64 decoding would forgive changed padding bits or stray characters.
  const expected = Buffer.from(signature(key, userId, kind as NotificationKind).toString('base64url'));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId: userId.toLowerCase(), kind: kind as NotificationKind };
}
