import { describe, expect, it } from 'vitest';
import { createSessionRevocations } from './session-revocations';

describe('session revocations', () => {
  it('tells every listener, keeps going past a failing one, and stops after unsubscribe', () => {
    const errors: unknown[] = [];
    const revocations = createSessionRevocations((error) => errors.push(error));
    const seen: string[] = [];
    revocations.onRevoked(() => {
      throw new Error('listener broke');
    });
    const off = revocations.onRevoked((userId) => seen.push(userId));
    revocations.revoked('u-1');
    off();
    revocations.revoked('u-2');
    expect(seen).toEqual(['u-1']);
    expect(errors).toHaveLength(2);
  });
});
