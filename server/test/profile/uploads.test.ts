import { PROFILE_WRITES_MAX, PROFILE_WRITES_WINDOW_MINUTES, UPLOAD_MAX_BYTES } from '@shared/constants';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, signedInAccount, usesRedis } from '../helper';
import { JPEG_BYTES, PNG_BYTES, SETUP_FIELDS, form, profileApp, send } from './support';

async function uploadLogo(
  t: Awaited<ReturnType<typeof profileApp>>,
  token: string,
  bytes: Buffer,
  name: string,
  type: string,
) {
  return send(
    t,
    'POST',
    '/company/add-info',
    form({ company_name: 'Acme' }, { field: 'logo', bytes, name, type }),
    token,
  );
}

describe('image uploads', () => {
  it('serves a stored image read-only with its real content type', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    const res = await uploadLogo(t, token, JPEG_BYTES, 'photo.jpeg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const logo = (json(res).data as { company_info: { logo: string } }).company_info.logo;
    expect(logo).toMatch(/^\/uploads\/[a-z0-9]{8}\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(JPEG_BYTES)).toBe(true);

    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const write = await t.app.inject({ method, url: logo, payload: 'x' });
      expect(write.statusCode, method).toBe(404);
    }
  });

  it('refuses a text file renamed to .png with 415 and a clear message, keeping nothing', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    const res = await uploadLogo(t, token, Buffer.from('hello, I am not a picture'), 'logo.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({
      message: 'The file is not a PNG or JPEG image.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('refuses a file over the limit with 413', async () => {
    const t = await profileApp();
    const { token, userId } = await signedInAccount(t);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES, 0)]);
    const res = await send(
      t,
      'PUT',
      `/user/${userId}`,
      form(SETUP_FIELDS, { field: 'profile_img', bytes: big, name: 'big.png', type: 'image/png' }),
      token,
    );
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      message: 'The file is too large. The maximum size is 5 MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('accepts an image of exactly the limit', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES - PNG_BYTES.length, 0)]);
    const res = await uploadLogo(t, token, exact, 'exact.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a file under an unexpected field name and a second file', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    const wrong = await send(
      t,
      'POST',
      '/company/add-info',
      form({ company_name: 'Acme' }, { field: 'avatar', bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }),
      token,
    );
    expect(wrong.statusCode).toBe(400);
    const two = form(
      { company_name: 'Acme' },
      { field: 'logo', bytes: PNG_BYTES, name: 'a.png', type: 'image/png' },
    );
    two.append('logo', new Blob([PNG_BYTES], { type: 'image/png' }), 'b.png');
    const res = await send(t, 'POST', '/company/add-info', two, token);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Only one file can be uploaded at a time.');
  });

  it('never leaves the uploads folder: traversal and encoded variants are 404', async () => {
    const t = await profileApp();
    const attempts = [
      '/uploads/../package.json',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/..%5c..%5cwindows%5cwin.ini',
      '/uploads/%252e%252e%252fetc%252fpasswd',
      '/uploads/....//....//etc/passwd',
      '/uploads/abcdefgh.png%00.txt',
      '/uploads/ABCDEFGH.png',
      '/uploads/abcdefgh.svg',
      '/uploads/',
      '/uploads/pglite',
    ];
    for (const url of attempts) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('root:');
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/abcdefgh.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('limits saves per account: the one past the limit is a 429 and stores nothing', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    const other = await signedInAccount(t);
    for (let i = 0; i < PROFILE_WRITES_MAX; i += 1) {
      const ok = await uploadLogo(t, token, PNG_BYTES, 'logo.png', 'image/png');
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const stored = await readdir(path.join(t.dataDir, 'uploads'));
    const refused = await uploadLogo(t, token, PNG_BYTES, 'logo.png', 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await readdir(path.join(t.dataDir, 'uploads'))).toEqual(stored);
    // Someone else is not affected, and the account may save again once the window has passed.
    expect((await uploadLogo(t, other.token, PNG_BYTES, 'logo.png', 'image/png')).statusCode).toBe(200);
    // Redis counts the window in its own time (the key's TTL), which the test clock cannot move.
    if (usesRedis) return;
    t.clock.advance(PROFILE_WRITES_WINDOW_MINUTES * 60_000 + 1);
    expect((await uploadLogo(t, token, PNG_BYTES, 'logo.png', 'image/png')).statusCode).toBe(200);
  });
});
