import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema';
import { json, login, signedInAccount } from '../helper';
import { PNG_BYTES, SETUP_FIELDS, form, profileApp, send } from './support';

describe('PUT /user/{userId} (profile setup wizard)', () => {
  it('saves the person and the company, sets the profile flag and keeps the logo under /uploads', async () => {
    const t = await profileApp();
    const { token, userId, email, password } = await signedInAccount(t);

    const res = await send(
      t,
      'PUT',
      `/user/${userId}`,
      form(SETUP_FIELDS, { field: 'profile_img', bytes: PNG_BYTES, name: 'logo.png', type: 'image/png' }),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Profile information saved successfully');

    const details = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    const data = (details.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      first_name: 'Ana',
      last_name: 'Baptista',
      phone: '+244 923 000 000',
      designation: 'HR Manager',
      profileSetup: true,
    });
    const company = data.company_info as Record<string, string>;
    expect(company).toMatchObject({
      company_name: 'Sonangol Digital',
      description: 'Energy and technology',
      city: 'Luanda',
      phone: '+244 222 000 000',
      website: 'https://sonangol.co.ao/',
      industry: 'Energy',
    });
    expect(company.logo).toMatch(/^\/uploads\/[a-z0-9]{8}\.png$/);
    expect(await readdir(path.join(t.dataDir, 'uploads'))).toEqual([company.logo?.slice('/uploads/'.length)]);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.searchText).toBe('ana baptista');

    // From now on, sign-in says the profile is complete.
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password, from: 'EMPLOYER' },
    });
    expect((again.json() as { profileSetup: boolean }).profileSetup).toBe(true);
    await login(t, email, password);
  });

  it('answers the product messages, in order, for blank required fields (after trimming)', async () => {
    const t = await profileApp();
    const { token, userId } = await signedInAccount(t);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...SETUP_FIELDS, first_name: '   ' }, 'First Name is required'],
      [{ ...SETUP_FIELDS, phone: ' ' }, 'Phone number is required'],
      [{ ...SETUP_FIELDS, company_name: '' }, 'Company Name is required'],
      [{ ...SETUP_FIELDS, city: '  ' }, 'City is required'],
      [{ ...SETUP_FIELDS, company_phone: '' }, 'Phone number is required'],
      [{ ...SETUP_FIELDS, first_name: '', city: '' }, 'First Name is required'],
    ];
    for (const [fields, message] of cases) {
      const res = await send(t, 'PUT', `/user/${userId}`, form(fields), token);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ message, code: 'VALIDATION_ERROR' });
    }
    const pt = await send(t, 'PUT', `/user/${userId}`, form({ ...SETUP_FIELDS, city: '' }), token, {
      'accept-language': 'pt',
    });
    expect(json(pt).message).toBe('A cidade é obrigatória');

    const [company] = await t.database.db.select().from(companies).where(eq(companies.createdBy, userId));
    expect(company).toBeUndefined();
  });

  it('refuses a javascript: website', async () => {
    const t = await profileApp();
    const { token, userId } = await signedInAccount(t);
    const res = await send(
      t,
      'PUT',
      `/user/${userId}`,
      form({ ...SETUP_FIELDS, website: 'javascript:alert(1)' }),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('VALIDATION_ERROR');
  });

  it('lets only the account itself write its profile (403 for another employer, 401 without a token)', async () => {
    const t = await profileApp();
    const owner = await signedInAccount(t);
    const other = await signedInAccount(t);
    const res = await send(t, 'PUT', `/user/${owner.userId}`, form(SETUP_FIELDS), other.token);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
    const anonymous = await send(t, 'PUT', `/user/${owner.userId}`, form(SETUP_FIELDS));
    expect(anonymous.statusCode).toBe(401);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(row?.firstName).toBeNull();
    expect(row?.profileSetup).toBe(false);
  });

  it('saving again updates the one company and keeps its logo when none is sent', async () => {
    const t = await profileApp();
    const { token, userId } = await signedInAccount(t);
    await send(
      t,
      'PUT',
      `/user/${userId}`,
      form(SETUP_FIELDS, { field: 'profile_img', bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }),
      token,
    );
    const res = await send(
      t,
      'PUT',
      `/user/${userId}`,
      form({ ...SETUP_FIELDS, company_name: 'Unitel' }),
      token,
    );
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(companies).where(eq(companies.createdBy, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.companyName).toBe('Unitel');
    expect(rows[0]?.logo).toMatch(/^\/uploads\//);
  });
});
