import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { type TestApp, createTestApp, json } from '../helper';
import { type Account, call, candidate, employer } from '../applications/fixtures';

/**
 * GET /user (candidate browsing) and GET /user/:id. The database is shared with other tests of
 * this file only, but candidates from earlier runs on PostgreSQL may exist: every filter below
 * uses a value unique to this run (a random city / skill), so counts are exact.
 */

const tag = Math.random().toString(36).slice(2, 8);
const city = `Cidade${tag}`;
const skill = (name: string) => `${name}-${tag}`;

let t: TestApp;
let empA: Account;
let empB: Account;
let joao: Account;
let maria: Account;
let ana: Account;

beforeAll(async () => {
  t = await createTestApp();
  empA = await employer(t, 'Empresa A');
  empB = await employer(t, 'Empresa B');
  joao = await candidate(t, {
    first_name: 'João',
    last_name: `Ngola${tag}`,
    city,
    skills: [skill('React'), skill('SQL')],
    availability: 'FULL_TIME',
    headline: 'Engenheiro de Software',
  });
  t.clock.advance(1000);
  maria = await candidate(t, {
    first_name: 'Maria',
    last_name: `Kiala${tag}`,
    city,
    skills: [skill('SQL')],
    availability: 'PART_TIME',
    headline: 'Analista de Dados',
  });
  t.clock.advance(1000);
  ana = await candidate(t, {
    first_name: 'Ana',
    last_name: `Tavares${tag}`,
    city: `Outra${tag}`,
    skills: [skill('React'), skill('SQL'), skill('Figma')],
    availability: 'REMOTE',
    headline: 'Designer de Produto',
  });
}, 120_000);

afterAll(() => t?.close());

type ListBody = {
  data: {
    users: Array<Record<string, unknown> & { id: string }>;
    pagination: { currentPage: number; totalPages: number; totalItems: number; pageLimit: number };
  };
};

async function list(query: string, token = empA.token) {
  const response = await call(t, 'GET', `/candidates?role=CANDIDATE&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ListBody).data;
}
const ids = (data: ListBody['data']) => data.users.map((u) => u.id).sort();

describe('GET /user', () => {
  it('lists candidates only, for employers only, never with secrets or contact details', async () => {
    const data = await list('');
    expect(data.pagination).toMatchObject({ currentPage: 1, pageLimit: 10 });
    expect(data.users.length).toBeLessThanOrEqual(10);
    for (const u of data.users) {
      expect(Object.keys(u).sort()).toEqual(
        [
          'availability',
          'city',
          'createdAt',
          'first_name',
          'headline',
          'id',
          'language',
          'last_name',
          'nationality',
          'profile_img',
          'skills',
        ].sort(),
      );
    }
    const body = JSON.stringify(data);
    expect(body).not.toContain(empA.userId);
    expect(body).not.toMatch(/password|token|@example\.com/i);

    expect((await call(t, 'GET', '/candidates?role=CANDIDATE', joao.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/candidates?role=CANDIDATE')).statusCode).toBe(401);
    const employers = await call(t, 'GET', '/candidates?role=EMPLOYER', empA.token);
    expect(employers.statusCode).toBe(403);
    expect(json(employers).message).toBe('Only candidates can be listed.');
    expect((await call(t, 'GET', '/candidates?role=ADMIN', empA.token)).statusCode).toBe(400);
  });

  it('filters by location (any case), skills (all must match), availability and q (accent-insensitive)', async () => {
    expect(ids(await list(`location=${city}`))).toEqual([joao.userId, maria.userId].sort());
    expect(ids(await list(`location=${city.toLowerCase()}`))).toEqual([joao.userId, maria.userId].sort());
    expect(ids(await list(`skills=${skill('SQL')}`))).toEqual([joao.userId, maria.userId, ana.userId].sort());
    expect(ids(await list(`skills=${skill('React')},%20${skill('SQL')}`))).toEqual(
      [joao.userId, ana.userId].sort(),
    );
    expect(ids(await list(`skills=${skill('React')},${skill('Figma')}`))).toEqual([ana.userId]);
    expect(ids(await list(`skills=${skill('SQL')}&availability=Part-time`))).toEqual([maria.userId]);
    expect(ids(await list(`skills=${skill('SQL')}&availability=FULL_TIME`))).toEqual([joao.userId]);
    // The filter is a code; 'Remoto' and 'Remote' (an older client, an old address) find the same.
    for (const value of ['REMOTE', 'Remoto', 'Remote', 'remote'])
      expect(ids(await list(`skills=${skill('SQL')}&availability=${value}`)), value).toEqual([ana.userId]);
    const unknown = await call(t, 'GET', '/candidates?role=CANDIDATE&availability=Mornings', empA.token);
    expect(unknown.statusCode).toBe(400);
    expect(ids(await list(`q=joao%20ngola${tag}`))).toEqual([joao.userId]);
    expect(ids(await list(`q=JO%C3%83O&location=${city}`))).toEqual([joao.userId]);
    expect(ids(await list(`q=analista&skills=${skill('SQL')}`))).toEqual([maria.userId]);
    expect(ids(await list(`q=%25&location=${city}`))).toEqual([]);
    expect(ids(await list(`location=&availability=&q=&skills=${skill('Figma')}`))).toEqual([ana.userId]);
  });

  it('stores availability and spoken languages as codes; a word from an older client is taken as its code', async () => {
    const words = await call(t, 'PUT', '/user/profile', maria.token, {
      availability: 'Fins de semana',
      language: ['Português', 'en', 'pt'],
    });
    expect(words.statusCode, words.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, maria.userId));
    expect(row).toMatchObject({ availability: 'WEEKENDS', language: ['pt', 'en'] });
    expect((await call(t, 'PUT', '/user/profile', maria.token, { language: ['Klingon'] })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, 'PUT', '/user/profile', maria.token, { availability: 'Mornings' })).statusCode,
    ).toBe(400);
    const back = await call(t, 'PUT', '/user/profile', maria.token, {
      availability: 'PART_TIME',
      language: [],
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('shows a profile change and a new candidate at once, though pages and counts are kept', async () => {
    const before = await list(`location=${city}`);
    expect(before.pagination.totalItems).toBe(2);
    const headline = `Arquitecto de Dados ${tag}`;
    const edit = await call(t, 'PUT', '/user/profile', joao.token, { headline });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await list(`location=${city}`);
    expect(after.users.find((u) => u.id === joao.userId)?.headline).toBe(headline);
    // Nationality is neither filtered nor searched: the kept page must still notice it changed.
    const other = await call(t, 'PUT', '/user/profile', joao.token, { nationality: 'Moçambicana' });
    expect(other.statusCode, other.body).toBe(200);
    const again = await list(`location=${city}`);
    expect(again.users.find((u) => u.id === joao.userId)?.nationality).toBe('Moçambicana');

    t.clock.advance(1000); // the newest of the city, whatever ran before
    const newcomer = await candidate(t, { first_name: 'Nzinga', last_name: `Mbande${tag}`, city });
    const grown = await list(`location=${city}`);
    expect(grown.pagination.totalItems).toBe(3);
    expect(grown.users[0]?.id).toBe(newcomer.userId);
    // Back as it was for the other tests of this file.
    await t.database.db.delete(users).where(eq(users.id, newcomer.userId));
    expect((await list(`location=${city}`)).pagination.totalItems).toBe(2);
  });

  it('paginates: pages, past the end, and 400 for garbage, 0 or 10,000', async () => {
    const q = `skills=${skill('SQL')}`;
    const first = await list(`${q}&page=1&perPage=2`);
    expect(first.users).toHaveLength(2);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, pageLimit: 2 });
    const second = await list(`${q}&page=2&perPage=2`);
    expect(second.users).toHaveLength(1);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(3);
    // Newest first.
    expect(first.users[0]?.id).toBe(ana.userId);
    const past = await list(`${q}&page=5&perPage=2`);
    expect(past).toEqual({
      users: [],
      pagination: { currentPage: 5, totalPages: 2, totalItems: 3, pageLimit: 2 },
    });

    const refused: Array<[string, string]> = [
      ['perPage=0', 'perPage must be a whole number from 1 to 100.'],
      ['perPage=10000', 'perPage must be a whole number from 1 to 100.'],
      ['perPage=abc', 'perPage must be a whole number from 1 to 100.'],
      ['page=0', 'page must be a whole number from 1 to 10000.'],
      ['page=2.5', 'page must be a whole number from 1 to 10000.'],
      ['page=', 'page must be a whole number from 1 to 10000.'],
    ];
    for (const [query, message] of refused) {
      const response = await call(t, 'GET', `/candidates?role=CANDIDATE&${query}`, empA.token);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toBe(message);
    }
    const pt = await call(t, 'GET', '/candidates?perPage=0', empA.token, undefined, 'pt');
    expect(json(pt).message).toBe('perPage deve ser um número inteiro de 1 a 100.');
    const max = await list(`${q}&perPage=100`);
    expect(max.pagination.pageLimit).toBe(100);
  });
});

describe('GET /user/:id', () => {
  it("shows a candidate's public profile to an employer; employers' accounts are not found", async () => {
    const ok = await call(t, 'GET', `/candidates/${maria.userId}`, empB.token);
    expect(ok.statusCode).toBe(200);
    const data = (ok.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      id: maria.userId,
      first_name: 'Maria',
      city,
      skills: [skill('SQL')],
      availability: 'PART_TIME',
    });
    expect(JSON.stringify(data)).not.toMatch(/password|token|@example\.com/i);

    expect((await call(t, 'GET', `/candidates/${empA.userId}`, empB.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/candidates/${crypto.randomUUID()}`, empB.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/user/not-an-id', empB.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', `/candidates/${maria.userId}`, joao.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/candidates/${maria.userId}`)).statusCode).toBe(401);
    // The user module's own paths still answer.
    expect((await call(t, 'GET', '/user/details', empA.token)).statusCode).toBe(200);
  });
});
