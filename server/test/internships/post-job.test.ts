import { describe, expect, it } from 'vitest';
import { json, signedInAccount, testApp } from '../helper';
import { call, employerWithCompany, validJob } from './fixtures';

const eleven = Array.from({ length: 11 }, (_, i) => `item ${i}`);

describe('POST /internship/post', () => {
  it('posts a job for the caller company and answers it', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const response = await call(t, 'POST', '/internship/post', boss.token, validJob());
    expect(response.statusCode).toBe(201);
    const body = json(response) as { message: string; data: Record<string, unknown> };
    expect(body.message).toBe('Job posted successfully!');
    expect(body.data).toMatchObject({
      title: 'Estágio em Engenharia de Software',
      company_id: boss.companyId,
      skills_required: ['TypeScript', 'SQL'],
      // Sent as 'Full-time' (validJob, an older client's word): stored and answered as the code.
      internship_type: 'FULL_TIME',
      number_of_opening: 2,
      min_salary: 150000,
      max_salary: 250000,
      active_status: 'ACTIVE',
      applications_count: 0,
    });
    expect(body.data).not.toHaveProperty('employerId');
  });

  it('answers in Portuguese when asked', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const ok = await call(t, 'POST', '/internship/post', boss.token, validJob(), 'pt-AO');
    expect(json(ok).message).toBe('Vaga publicada com sucesso!');
    const bad = await call(t, 'POST', '/internship/post', boss.token, validJob({ title: '' }), 'pt');
    expect(json(bad).message).toBe('O título da vaga é obrigatório');
  });

  it('applies the product rules in order, first error only', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const body: Record<string, unknown> = {};
    const steps: [string, string, unknown][] = [
      ['Job Title is required', 'title', 'Estagiário'],
      ['Industry is required', 'industry', 'Tech'],
      ['At least one skill is required', 'skills_required', ['React']],
      ['At least one experience is required', 'experience', ['Nenhuma']],
      ['At least one education is required', 'education', ['Ensino médio']],
      ['Job Type is required', 'internship_type', 'REMOTE'],
      ['Number of Openings must be a positive number', 'number_of_opening', 1],
      ['Expiration Date is required', 'expiration_date', '2099-01-01'],
      ['Job City is required', 'internship_city', 'Benguela'],
      ['Description is required', 'description', 'Descrição'],
      ['Responsibilities are required', 'responsibilities', 'Tarefas'],
    ];
    for (const [message, key, value] of steps) {
      const response = await call(t, 'POST', '/internship/post', boss.token, body);
      expect(response.statusCode, message).toBe(400);
      expect(json(response)).toEqual({ message, code: 'VALIDATION_ERROR' });
      body[key] = value;
    }
    const done = await call(t, 'POST', '/internship/post', boss.token, body);
    expect(done.statusCode).toBe(201);
    // Salaries are optional: absent means null.
    expect((json(done).data as Record<string, unknown>).min_salary).toBeNull();
  });

  it.each([
    [{ title: '   ' }, 'Job Title is required'],
    [{ skills_required: ['  ', ''] }, 'At least one skill is required'],
    [{ skills_required: eleven }, 'Cannot add more than 10 skills'],
    [{ experience: eleven }, 'Cannot add more than 10 experience'],
    [{ education: eleven }, 'Cannot add more than 10 education'],
    [{ internship_type: 'Freelance' }, 'Job Type is required'],
    [{ number_of_opening: 0 }, 'Number of Openings must be a positive number'],
    [{ number_of_opening: -3 }, 'Number of Openings must be a positive number'],
    [{ number_of_opening: 1.5 }, 'Number of Openings must be a positive number'],
    [{ number_of_opening: 'abc' }, 'Number of Openings must be a positive number'],
    [{ expiration_date: 'not a date' }, 'Expiration Date is required'],
    [{ expiration_date: '2030-02-30' }, 'Expiration Date is required'],
    [{ expiration_date: luandaDay(-1) }, 'Expiration Date cannot be in the past'],
    [{ expiration_date: '2020-01-01' }, 'Expiration Date cannot be in the past'],
    [
      { expiration_date: new Date(Date.now() - 60_000).toISOString() },
      'Expiration Date cannot be in the past',
    ],
    [{ min_salary: -1 }, 'Minimum Salary must be a non-negative number'],
    [{ min_salary: 'lots' }, 'Minimum Salary must be a non-negative number'],
    [{ max_salary: -1 }, 'Maximum Salary must be a non-negative number'],
    [{ min_salary: 300000, max_salary: 200000 }, 'Minimum Salary cannot be greater than Maximum Salary'],
    [{ posting_date: 'yesterday-ish' }, 'Posting date is not valid'],
    [{ posting_date: new Date(Date.now() - 3 * 86_400_000).toISOString() }, 'Posting date is not valid'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const response = await call(t, 'POST', '/internship/post', boss.token, validJob(overrides));
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
    const count = await call(t, 'GET', '/internship/count', boss.token);
    expect((json(count).data as { count: number }).count).toBe(0);
  });

  it('checks min ≤ max only after every other rule', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const response = await call(
      t,
      'POST',
      '/internship/post',
      boss.token,
      validJob({ description: '', min_salary: 9, max_salary: 1 }),
    );
    expect(json(response).message).toBe('Description is required');
  });

  it('accepts form-style text numbers, blank salaries and ten tags', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const response = await call(
      t,
      'POST',
      '/internship/post',
      boss.token,
      validJob({
        number_of_opening: '3',
        min_salary: '',
        max_salary: null,
        skills_required: eleven.slice(0, 10),
        min_salary_extra: 'ignored',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({ number_of_opening: 3, min_salary: null, max_salary: null });
  });

  it('refuses an employer without a company with a clear message', async () => {
    const t = await testApp();
    const lonely = await signedInAccount(t, 'EMPLOYER');
    const response = await call(t, 'POST', '/internship/post', lonely.token, validJob());
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('Add your company information before posting a job.');
  });

  it('is for signed-in employers only', async () => {
    const t = await testApp();
    const candidate = await signedInAccount(t, 'CANDIDATE');
    expect((await call(t, 'POST', '/internship/post', candidate.token, validJob())).statusCode).toBe(403);
    expect((await call(t, 'POST', '/internship/post', undefined, validJob())).statusCode).toBe(401);
  });
});

/** YYYY-MM-DD of the Luanda day `offset` days from today (WAT is UTC+1 all year). */
function luandaDay(offset: number): string {
  return new Date(Date.now() + 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('expiration date', () => {
  it('accepts today (the job runs to the end of the Luanda day) and refuses yesterday in Portuguese too', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const today = await call(
      t,
      'POST',
      '/internship/post',
      boss.token,
      validJob({ expiration_date: luandaDay(0) }),
    );
    expect(today.statusCode, today.body).toBe(201);
    const pt = await call(
      t,
      'POST',
      '/internship/post',
      boss.token,
      validJob({ expiration_date: luandaDay(-1) }),
      'pt-AO',
    );
    expect(pt.statusCode).toBe(400);
    expect(json(pt).message).toBe('A data de expiração não pode ser anterior a hoje');
  });
});
