import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities, users } from '../src/db/schema';
import { json, signedInAccount, testApp } from './helper';
import { foundCompany } from './company-fixture';

const PUBLIC_USER_KEYS = [
  'availability',
  'city',
  'company_info',
  // Only on the caller's own details: their role in their company (issue 18), null without one.
  'company_role',
  'designation',
  'email',
  'first_name',
  // Only on the caller's own details: whether a password exists (not the hash) and linked providers.
  'hasPassword',
  'headline',
  'id',
  'language',
  'last_name',
  'linkedProviders',
  'nationality',
  // Only on the caller's own details: the address of an email change awaiting its code.
  'pendingEmail',
  'phone',
  'profileSetup',
  'profile_img',
  'provider',
  'role',
  'skills',
];

describe('GET /user/details', () => {
  it('answers {message, data: PublicUser} with company_info null until a company exists', async () => {
    const t = await testApp();
    const { email, token, userId } = await signedInAccount(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const body = json(response) as { message: string; data: Record<string, unknown> };
    expect(body.message).toBe('User details fetched successfully');
    expect(Object.keys(body.data).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(body.data).toMatchObject({
      id: userId,
      email,
      role: 'EMPLOYER',
      provider: 'LOCAL',
      language: [],
      skills: [],
      profileSetup: false,
      company_info: null,
      company_role: null,
      pendingEmail: null,
      hasPassword: true,
      linkedProviders: [],
    });
  });

  it('says when an account has no password and which providers it signs in with', async () => {
    const t = await testApp();
    const { token, userId, email } = await signedInAccount(t);
    // As an account made through Google is stored: no password hash, the provider linked.
    await t.database.db
      .update(users)
      .set({ passwordHash: null, provider: 'GOOGLE' })
      .where(eq(users.id, userId));
    await t.database.db.insert(userIdentities).values([
      { provider: 'GOOGLE', subject: `google-${userId}`, userId, email },
      { provider: 'FACEBOOK', subject: `fb-${userId}`, userId, email },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    expect(json(response).data).toMatchObject({
      hasPassword: false,
      linkedProviders: ['FACEBOOK', 'GOOGLE'],
    });
  });

  it('never carries the password hash or the token version', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    // `hasPassword` (a yes/no) is the only field that may name a password.
    expect(response.body.replace('"hasPassword":true', '')).not.toMatch(
      /argon2|password|token_?version|tokenVersion|search/i,
    );
  });

  it('includes the company once it exists', async () => {
    const t = await testApp();
    const { token, userId } = await signedInAccount(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Ana', phone: '+244 923 000 000' })
      .where(eq(users.id, userId));
    await foundCompany(t.database.db, userId, { companyName: 'Kianda Lda', city: 'Luanda' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    const data = (json(response) as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ first_name: 'Ana', phone: '+244 923 000 000' });
    expect(data.company_info).toMatchObject({ company_name: 'Kianda Lda', city: 'Luanda', logo: null });
    expect(data.company_role).toBe('OWNER');
  });

  it('answers 401 once the account is gone', async () => {
    const t = await testApp();
    const { token, userId } = await signedInAccount(t);
    await t.database.db.delete(users).where(eq(users.id, userId));
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(401);
  });
});
