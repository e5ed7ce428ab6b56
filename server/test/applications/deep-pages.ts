import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../helper';
import { json } from '../helper';
import { call } from './fixtures';

/**
 * What the deep-page tests share (page-anchors.test.ts, day-starts.test.ts): a page as the API
 * answers it, with where the server says it read it from (Server-Timing list-page), and the same
 * page as a plain OFFSET query reads it from the database at that moment.
 */

/** A list of a company's applications: its query string, status filter and order as SQL spells it. */
export interface ListVariant {
  query: string;
  status?: string;
  orderBy: string;
}

export interface AnsweredPage {
  ids: string[];
  /** Server-Timing's list-page: kept, rows, read, anchored or dated. */
  page?: string;
}

/** The answer's ids and where its page was read from. */
export async function answeredPage(
  t: TestApp,
  token: string,
  path: string,
  key: string,
): Promise<AnsweredPage> {
  const response = await call(t, 'GET', path, token);
  expect(response.statusCode, response.body).toBe(200);
  const rows = (json(response).data as Record<string, { id: string }[]>)[key] ?? [];
  const timing = String(response.headers['server-timing']);
  return { ids: rows.map((row) => row.id), page: /list-page;desc="([a-z]+)"/.exec(timing)?.[1] };
}

/** Page `page` (10 a page) of the company's applications as the API answers it. */
export function applicationsPage(t: TestApp, token: string, v: ListVariant, page: number) {
  return answeredPage(t, token, `/applications?perPage=10&page=${page}${v.query}`, 'applications');
}

/** The same page as OFFSET reads it from the database now. */
export async function applicationsTruth(
  t: TestApp,
  companyId: string,
  v: ListVariant,
  page: number,
): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select id from applications
    where company_id = ${companyId} ${v.status ? sql`and status = ${v.status}` : sql``}
    order by ${sql.raw(v.orderBy)}
    offset ${(page - 1) * 10} limit 10`);
  return result.rows.map((row) => String(row.id));
}

/** Page `page` of the candidates in date order as the API answers it. */
export function candidatesPage(t: TestApp, token: string, order: 'asc' | 'desc', page: number) {
  const path = `/user?role=CANDIDATE&perPage=10&page=${page}&sort=created_at&order=${order}`;
  return answeredPage(t, token, path, 'users');
}

/** The same page as OFFSET reads it from the database now. */
export async function candidatesTruth(t: TestApp, order: 'asc' | 'desc', page: number): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select id from users where role = 'CANDIDATE'
    order by created_at ${sql.raw(order)}, id ${sql.raw(order)} offset ${(page - 1) * 10} limit 10`);
  return result.rows.map((row) => String(row.id));
}
