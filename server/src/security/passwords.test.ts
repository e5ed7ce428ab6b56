import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with Argon2id, m = 19456 KiB, t = 2, p = 1', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('correct horse battery');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
  });

  it('answers false for an unparseable hash instead of throwing', async () => {
    expect(await verifyPassword('garbage', 'whatever')).toBe(false);
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
