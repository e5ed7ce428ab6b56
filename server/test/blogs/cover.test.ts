import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, json } from '../helper';
import { PNG_BYTES, form, profileApp, send } from '../profile/support';
import { type BlogBody, employer, write } from './fixtures';

const cover = (bytes: Buffer, name = 'cover.png', type = 'image/png') =>
  form({}, { field: 'cover', bytes, name, type });

const stored = (dataDir: string, value: string | null) =>
  value ? existsSync(path.join(dataDir, 'uploads', value.replace('/uploads/', ''))) : false;

describe('blogs: cover image through the upload store', () => {
  it('stores a cover checked by its bytes, replaces it, removes it, and deletes it with the article', async () => {
    const t = await profileApp();
    const ana = await employer(t);
    const blog = await write(t, ana, { status: 'DRAFT' });

    const first = await send(t, 'PUT', `/blogs/${blog.id}/cover`, cover(PNG_BYTES), ana.token);
    expect(first.statusCode).toBe(200);
    expect(json(first).message).toBe('Cover image saved.');
    const firstCover = (first.json() as { data: BlogBody }).data.coverImage;
    expect(firstCover).toMatch(/^\/uploads\/[a-z0-9]+\.png$/);
    expect(stored(t.dataDir, firstCover)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: firstCover ?? '' });
    expect(served.statusCode).toBe(200);

    const second = await send(t, 'PUT', `/blogs/${blog.id}/cover`, cover(PNG_BYTES), ana.token);
    const secondCover = (second.json() as { data: BlogBody }).data.coverImage;
    expect(secondCover).not.toBe(firstCover);
    expect(stored(t.dataDir, firstCover)).toBe(false);

    const removed = await call(t, 'DELETE', `/blogs/${blog.id}/cover`, ana.token);
    expect((removed.json() as { data: BlogBody }).data.coverImage).toBeNull();
    expect(stored(t.dataDir, secondCover)).toBe(false);

    const third = await send(t, 'PUT', `/blogs/${blog.id}/cover`, cover(PNG_BYTES), ana.token);
    const thirdCover = (third.json() as { data: BlogBody }).data.coverImage;
    expect((await call(t, 'DELETE', `/blogs/${blog.id}`, ana.token)).statusCode).toBe(200);
    expect(stored(t.dataDir, thirdCover)).toBe(false);
  });

  it('refuses a file that is not an image (415), no file (400), and another author (403)', async () => {
    const t = await profileApp();
    const ana = await employer(t);
    const other = await employer(t);
    const blog = await write(t, ana);
    const fake = await send(
      t,
      'PUT',
      `/blogs/${blog.id}/cover`,
      cover(Buffer.from('<svg onload="alert(1)"/>'), 'x.png'),
      ana.token,
    );
    expect(fake.statusCode).toBe(415);
    const none = await send(t, 'PUT', `/blogs/${blog.id}/cover`, form({}), ana.token);
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toBe('Choose an image for the cover.');
    const theirs = await send(t, 'PUT', `/blogs/${blog.id}/cover`, cover(PNG_BYTES), other.token);
    expect(theirs.statusCode).toBe(403);
  });
});
