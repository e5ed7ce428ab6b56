import { ACCESS_TOKEN_TTL_MINUTES } from '@shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { deriveKeys } from './keys';
import { createTokenService, extractToken } from './tokens';

describe('extractToken', () => {
  it('takes the raw header value (docs/product.md §6) and "Bearer <token>"', () => {
    expect(extractToken('abc.def.ghi')).toBe('abc.def.ghi');
    expect(extractToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(extractToken('bearer   abc.def.ghi ')).toBe('abc.def.ghi');
  });

  it('gives null for nothing usable', () => {
    expect(extractToken(undefined)).toBeNull();
    expect(extractToken('')).toBeNull();
    expect(extractToken('Bearer ')).toBeNull();
    expect(extractToken('x'.repeat(5000))).toBeNull();
  });
});

const USER_ID = '0b5c7d1e-3f4a-4b6c-8d9e-0f1a2b3c4d5e';

describe('token service', () => {
  const clock = { now: () => new Date('2030-01-01T00:00:00Z') };
  const tokens = createTokenService(deriveKeys('unit-test-secret-that-is-long-enough').jwt, clock);

  it('round-trips user id, role and token version', async () => {
    const token = await tokens.sign({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 3 });
  });

  it('signs HS256 with an expiry', async () => {
    const token = await tokens.sign({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 0 });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });

  it('refuses tokens from another key', async () => {
    const other = createTokenService(deriveKeys('another-secret-that-is-long-enough!').jwt, clock);
    const token = await other.sign({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 0 });
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a correctly signed token whose subject is not a user id', async () => {
    for (const subject of ['u-1', 'not-a-uuid', `${USER_ID}x`, "' or 1=1 --", '']) {
      const token = await tokens.sign({ userId: subject, role: 'EMPLOYER', tokenVersion: 0 });
      expect(await tokens.verify(token), subject).toBeNull();
    }
  });

  it("checks a token's signature once, and refuses it from its expiry on all the same", async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const moving = { now: () => now };
    const service = createTokenService(deriveKeys('unit-test-secret-that-is-long-enough').jwt, moving);
    const token = await service.sign({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 1 });
    const checks = vi.spyOn(crypto.subtle, 'verify');
    try {
      expect(await service.verify(token)).toEqual({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 1 });
      expect(await service.verify(token)).toEqual({ userId: USER_ID, role: 'EMPLOYER', tokenVersion: 1 });
      expect(checks).toHaveBeenCalledTimes(1);
      // The same token with its signature's last characters changed is another text: checked, refused.
      const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      expect(await service.verify(forged)).toBeNull();
      now = new Date(now.getTime() + ACCESS_TOKEN_TTL_MINUTES * 60_000);
      expect(await service.verify(token)).toBeNull();
      expect(await service.isExpired(token)).toBe(true);
    } finally {
      checks.mockRestore();
    }
  });
});
