import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Role } from '@shared/domain';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openPglite, openPostgres, pgliteExtensions } from '../src/db/client';
import type { Mailer } from '../src/mail/mailer';
import { createMemoryStore } from '../src/rate-limit/memory-store';
import { createRedisStore } from '../src/rate-limit/redis-store';
import type { RateLimitStore } from '../src/rate-limit/store';
import type { RedisClient } from '../src/redis';
import { type MailCapture, otpFrom, startMailCapture } from './mail-capture';

/**
 * Builds the app per test (fastify/demo style). Per test FILE, one database (a fresh PGlite
 * loaded from the run's migrated snapshot, or this run's PostgreSQL database) and one SMTP
 * receiver are shared; tests use unique emails, so they never see each other's rows.
 */

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const WEB_URL = 'http://web.test:5173';
export const STRONG_PASSWORD = 'correct horse battery';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

let databasePromise: Promise<DatabaseHandle> | undefined;
let mailPromise: Promise<MailCapture> | undefined;
let redisPromise: Promise<RedisClient> | undefined;

export function testDatabase(): Promise<DatabaseHandle> {
  databasePromise ??= (async () => {
    const url = inject('testDatabaseUrl');
    if (url) return openPostgres(url, { max: 4 });
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) throw new Error('global setup provided no database');
    const client = await PGlite.create({
      loadDataDir: new Blob([await readFile(snapshot)]),
      extensions: await pgliteExtensions(),
    });
    return openPglite(client);
  })();
  return databasePromise;
}

/**
 * A database of the test's own, closed (and on PostgreSQL dropped) when the test ends: for tests
 * whose rows or counts must not meet other files' (the suite's PostgreSQL database is shared by
 * every file; on PGlite each file already has its own, so this is a fresh copy of the snapshot).
 */
export async function ownDatabase(): Promise<DatabaseHandle> {
  const serverUrl = inject('testDatabaseUrl');
  if (!serverUrl) {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) throw new Error('global setup provided no database');
    const client = await PGlite.create({
      loadDataDir: new Blob([await readFile(snapshot)]),
      extensions: await pgliteExtensions(),
    });
    const database = await openPglite(client);
    onTestFinished(() => database.close());
    return database;
  }
  const name = `conexao_own_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  onTestFinished(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 4 });
  await database.migrate();
  onTestFinished(() => database.close());
  return database;
}

function mailCapture(): Promise<MailCapture> {
  mailPromise ??= startMailCapture();
  return mailPromise;
}

// Opened in a hook (longer timeout than a test) so a slow, busy machine does not fail the first test.
beforeAll(async () => {
  await Promise.all([testDatabase(), mailCapture()]);
});

afterAll(async () => {
  await Promise.all([
    databasePromise?.then((d) => d.close()),
    mailPromise?.then((m) => m.close()),
    redisPromise?.then((r) => r.close()),
  ]);
});

/** With REDIS_URL the suite uses the Redis store (own key prefix per app), else memory. */
async function rateLimitStore(clock: Clock): Promise<RateLimitStore> {
  const url = process.env.REDIS_URL;
  if (!url) return createMemoryStore(clock);
  redisPromise ??= import('../src/redis').then(({ connectRedis }) => connectRedis(url, () => {}));
  return createRedisStore(await redisPromise, `conexao:test:${randomBytes(6).toString('hex')}:`);
}

export const usesRedis = Boolean(process.env.REDIS_URL);

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  mail: MailCapture;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Where the app logs (silent by default). */
  logger?: FastifyServerOptions['logger'];
  /** Settings that are not environment variables (e.g. a short provider timeout). */
  config?: Partial<Config>;
  /** A database of the test's own instead of the file's shared one (a bulk load that would lock others out). */
  database?: DatabaseHandle;
  /** Run the start-up warm-up (off by default: an app per test; warm-up.test.ts turns it on). */
  warmUp?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const [database, mail] = await Promise.all([options.database ?? testDatabase(), mailCapture()]);
  const clock = createTestClock();
  const config = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: os.tmpdir(),
    SMTP_URL: mail.url,
    WEB_URL,
    // The suite's own Redis use goes through the store above; Socket.IO gets the adapter too.
    REDIS_URL: process.env.REDIS_URL,
    ...options.env,
  });
  Object.assign(config, options.config);
  const store = await rateLimitStore(clock);
  const app = await buildApp({
    config,
    database,
    clock,
    logger: options.logger ?? false,
    rateLimitStore: store,
    mailer: options.mailer,
    // The file's own sweeps and sends only (see BuildAppOptions.backgroundWork).
    backgroundWork: false,
    warmUp: options.warmUp ?? false,
  });
  return {
    app,
    config,
    database,
    mail,
    clock,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** createTestApp for one test: closed when that test ends, whatever its outcome. */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  onTestFinished(() => t.close());
  return t;
}

let counter = 0;
/** An address no other test (or earlier run on the same PostgreSQL) uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${randomBytes(5).toString('hex')}@example.com`;
}

export function json(
  response: LightMyRequestResponse,
): Record<string, unknown> & { message?: string; code?: string } {
  return response.json();
}

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** A request as a signed-in caller would send it: raw token, optional language, optional JSON body. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  lang?: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (lang) headers['accept-language'] = lang;
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Sign-up + the emailed code → a verified account. */
export async function createVerifiedAccount(
  t: TestApp,
  { email = uniqueEmail(), password = STRONG_PASSWORD, role = 'EMPLOYER' as Role } = {},
): Promise<{ email: string; password: string; role: Role }> {
  const signUp = await post(t, '/auth/sign-up', { email, password, role });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const otp = otpFrom(await t.mail.next(email));
  const verify = await post(t, '/auth/verify', { email, otp });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { email, password, role };
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  from: Role = 'EMPLOYER',
): Promise<{ token: string; userId: string }> {
  const response = await post(t, '/auth/login', { email, password, from });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json() as { data: { accessToken: string; user_id: string } };
  return { token: body.data.accessToken, userId: body.data.user_id };
}

export async function signedInAccount(t: TestApp, role: Role = 'EMPLOYER') {
  const account = await createVerifiedAccount(t, { role });
  return { ...account, ...(await login(t, account.email, account.password, role)) };
}
