import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { json, signedInAccount } from '../helper';
import { PNG_BYTES, form, profileApp, send } from './support';

type CompanyBody = { message: string; data: { company_info: Record<string, unknown> } };

describe('POST /company/add-info', () => {
  it('creates the caller’s company, then updates it, replacing the logo only when a new one comes', async () => {
    const t = await profileApp();
    const { token, userId } = await signedInAccount(t);
    const created = await send(
      t,
      'POST',
      '/company/add-info',
      form(
        {
          company_name: 'Unitel',
          description: 'Telecom',
          city: 'Luanda',
          phone: '222',
          website: 'https://unitel.ao',
          industry: 'Telecom',
        },
        { field: 'logo', bytes: PNG_BYTES, name: 'u.png', type: 'image/png' },
      ),
      token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json() as CompanyBody;
    expect(first.message).toBe('Company information updated successfully!');
    expect(first.data.company_info).toMatchObject({
      company_name: 'Unitel',
      city: 'Luanda',
      website: 'https://unitel.ao/',
    });
    const logo = first.data.company_info.logo as string;

    const updated = await send(
      t,
      'POST',
      '/company/add-info',
      form({ company_name: 'Unitel SA', city: '' }),
      token,
    );
    const second = (updated.json() as CompanyBody).data.company_info;
    expect(second).toMatchObject({ company_name: 'Unitel SA', city: null, logo });

    const replaced = await send(
      t,
      'POST',
      '/company/add-info',
      form(
        { company_name: 'Unitel SA' },
        { field: 'logo', bytes: PNG_BYTES, name: 'v.png', type: 'image/png' },
      ),
      token,
    );
    const third = (replaced.json() as CompanyBody).data.company_info;
    expect(third.logo).not.toBe(logo);
    // The replaced file is gone.
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: third.logo as string })).statusCode).toBe(200);

    const rows = await t.database.db.select().from(companies).where(eq(companies.createdBy, userId));
    expect(rows).toHaveLength(1);

    const details = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    expect((details.json() as { data: { company_info: unknown } }).data.company_info).toMatchObject({
      company_name: 'Unitel SA',
    });
  });

  it('requires a company name and an employer', async () => {
    const t = await profileApp();
    const employer = await signedInAccount(t);
    const blank = await send(t, 'POST', '/company/add-info', form({ company_name: '  ' }), employer.token);
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Company Name is required');

    const candidate = await signedInAccount(t, 'CANDIDATE');
    const res = await send(t, 'POST', '/company/add-info', form({ company_name: 'X' }), candidate.token);
    expect(res.statusCode).toBe(403);
  });

  it('touches only the caller’s own company', async () => {
    const t = await profileApp();
    const a = await signedInAccount(t);
    const b = await signedInAccount(t);
    await send(t, 'POST', '/company/add-info', form({ company_name: 'A Lda' }), a.token);
    await send(t, 'POST', '/company/add-info', form({ company_name: 'B Lda', user_id: a.userId }), b.token);
    const [rowA] = await t.database.db.select().from(companies).where(eq(companies.createdBy, a.userId));
    expect(rowA?.companyName).toBe('A Lda');
  });
});
