import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { json, signedInAccount } from '../helper';
import { PNG_BYTES, form, profileApp, send } from './support';

type UserBody = { data: { user: Record<string, unknown> }; message: string };

describe('PUT /user/profile', () => {
  it('updates an employer and answers data.user with language as a list', async () => {
    const t = await profileApp();
    const { token, userId, email } = await signedInAccount(t);
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form({
        first_name: 'Joana',
        last_name: 'Ngola',
        email,
        phone: '923111222',
        designation: 'Recruiter',
        language: JSON.stringify(['Português', 'English', 'English']),
      }),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UserBody;
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.data.user).toMatchObject({
      id: userId,
      first_name: 'Joana',
      last_name: 'Ngola',
      email,
      phone: '923111222',
      designation: 'Recruiter',
      // Names from an older client are stored as their codes, once each.
      language: ['pt', 'en'],
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.searchText).toBe('joana ngola');
  });

  it('refuses an email used by another account with 409 and a message', async () => {
    const t = await profileApp();
    const first = await signedInAccount(t);
    const second = await signedInAccount(t);
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: first.email.toUpperCase(), current_password: second.password }),
      second.token,
    );
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      message: 'This email is already used by another account.',
      code: 'CONFLICT',
    });
    const own = await send(t, 'PUT', '/user/profile', form({ email: second.email }), second.token);
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 for malformed language JSON, a list of non-strings and an unknown language', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    for (const language of ['["en"', '{"a":1}', '[1,2]', 'not json', '["Klingon"]']) {
      const res = await send(t, 'PUT', '/user/profile', form({ language }), token);
      expect(res.statusCode, language).toBe(400);
      expect(json(res).message, language).toBe('Choose languages from the list.');
    }
  });

  it('refuses an invalid email with 400', async () => {
    const t = await profileApp();
    const { token } = await signedInAccount(t);
    const res = await send(t, 'PUT', '/user/profile', form({ email: 'not an email' }), token);
    expect(res.statusCode).toBe(400);
  });

  it('serves candidates with their own fields and keeps employers to theirs', async () => {
    const t = await profileApp();
    const candidate = await signedInAccount(t, 'CANDIDATE');
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form(
        {
          first_name: 'Mário',
          last_name: 'Kiala',
          phone: '912000000',
          city: 'Benguela',
          skills: JSON.stringify(['React', 'SQL']),
          availability: 'Part-time',
          nationality: 'Angolan',
          headline: 'Estudante de Informática',
        },
        { field: 'profile_img', bytes: PNG_BYTES, name: 'me.png', type: 'image/png' },
      ),
      candidate.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const user = (res.json() as UserBody).data.user;
    expect(user).toMatchObject({
      first_name: 'Mário',
      city: 'Benguela',
      skills: ['React', 'SQL'],
      availability: 'PART_TIME',
      nationality: 'Angolan',
      headline: 'Estudante de Informática',
    });
    expect(user.profile_img).toMatch(/^\/uploads\/[a-z0-9]{8}\.png$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, candidate.userId));
    expect(row?.searchText).toBe('mario kiala estudante de informatica');

    const tooMany = await send(
      t,
      'PUT',
      '/user/profile',
      form({ skills: JSON.stringify(Array.from({ length: 11 }, (_, i) => `s${i}`)) }),
      candidate.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('Skills must be a JSON list of at most 10 names.');

    const employer = await signedInAccount(t);
    const ignored = await send(
      t,
      'PUT',
      '/user/profile',
      form({ first_name: 'Rui', skills: '["x"]', headline: 'ignored' }),
      employer.token,
    );
    expect(ignored.statusCode).toBe(200);
    expect((ignored.json() as UserBody).data.user).toMatchObject({
      first_name: 'Rui',
      skills: [],
      headline: null,
    });
  });

  it('keeps a social-login image URL as it is when no new picture is sent', async () => {
    const t = await profileApp();
    const { token, userId } = await signedInAccount(t);
    const url = 'https://lh3.googleusercontent.com/a/photo.jpg';
    await t.database.db.update(users).set({ profileImg: url }).where(eq(users.id, userId));
    const res = await send(t, 'PUT', '/user/profile', form({ first_name: 'Eva' }), token);
    expect((res.json() as UserBody).data.user.profile_img).toBe(url);
  });

  it('needs a token', async () => {
    const t = await profileApp();
    const res = await send(t, 'PUT', '/user/profile', form({ first_name: 'X' }));
    expect(res.statusCode).toBe(401);
  });
});
