import { candidateResponse, type CandidateSummary } from '@shared/api/candidates';
import { internshipSchema } from '@shared/api/internships';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useZodContract } from '../src/http/contract';
import { registerErrorHandling } from '../src/http/error-handler';
import { candidate, employer, job } from './applications/fixtures';
import { call, testApp } from './helper';

/**
 * Answers are encoded through the route's response schema (src/shared/api): a field the contract
 * does not declare never leaves the server, whatever a service hands the route, and an answer that
 * breaks the contract is a 500 with the usual envelope, not half an answer. No route of the app
 * returns more than its contract today, so the first two tests give one a service that does.
 */

const summary: CandidateSummary = {
  id: '1b7f3f3e-4d1c-4b8e-9a55-0f0f0f0f0f0f',
  first_name: 'Maria',
  last_name: 'Kiala',
  profile_img: null,
  city: 'Benguela',
  skills: ['Excel'],
  availability: null,
  nationality: null,
  headline: null,
  language: ['pt'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The app's own wiring (contract + error envelope) around one route that answers `body`. */
async function appAnswering(body: unknown) {
  const app = Fastify({ logger: false });
  onTestFinished(() => app.close());
  useZodContract(app);
  registerErrorHandling(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/candidate', { schema: { response: { 200: candidateResponse } } }, async () => body as never);
  await app.ready();
  return app;
}

describe('response contract', () => {
  it('leaves out what a service returns beyond the schema, at every depth', async () => {
    // As if a repository row were spread into the answer, secrets and all.
    const leaky = {
      ...summary,
      email: 'maria@example.com',
      password_hash: '$argon2id$v=19$x',
      tokenVersion: 3,
    };
    const app = await appAnswering({ message: 'ok', data: leaky, stack: 'at repository.ts:42' });
    const response = await app.inject({ method: 'GET', url: '/candidate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'ok', data: summary });
    expect(response.body).not.toMatch(/maria@example\.com|argon2|tokenVersion|repository/);
  });

  it('answers 500 with the envelope, and none of the data, when an answer breaks the contract', async () => {
    const { createdAt: _missing, ...broken } = summary;
    const app = await appAnswering({ message: 'ok', data: { ...broken, email: 'maria@example.com' } });
    const response = await app.inject({ method: 'GET', url: '/candidate' });
    expect(response.statusCode).toBe(500);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    expect(response.body).not.toMatch(/maria/i);
  });

  it("the app's answers carry exactly the declared fields (a candidate, a job, the cached job list)", async () => {
    const t = await testApp();
    const boss = await employer(t);
    await job(t, boss, 'Estágio em Contabilidade');
    const maria = await candidate(t, { first_name: 'Maria', last_name: 'Kiala' });

    const person = await call(t, 'GET', `/candidates/${maria.userId}`, boss.token);
    expect(person.statusCode).toBe(200);
    expect(Object.keys(person.json().data).sort()).toEqual(Object.keys(summary).sort());

    // The whole list is sent as kept bytes; they were encoded through the same schema.
    const list = await call(t, 'GET', '/internship/company', boss.token);
    expect(list.statusCode).toBe(200);
    const [first] = (list.json() as { data: { internships: Array<Record<string, unknown>> } }).data
      .internships;
    const declared = Object.keys(internshipSchema.shape);
    for (const key of Object.keys(first ?? {})) expect(declared).toContain(key);
    expect(internshipSchema.safeParse(first).success).toBe(true);
  });
});
