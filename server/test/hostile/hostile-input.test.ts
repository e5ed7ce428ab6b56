import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ERROR_CODES } from '@shared/api/errors';
import { describe, expect, it } from 'vitest';
import { type TestApp, call, json, post, testApp } from '../helper';
import { type Employer, employerWithCompany, postJob, validJob } from '../internships/fixtures';
import { connect, join, listen, quickRecruiter, quickUser } from '../messages/chat-helpers';
import { form, send } from '../profile/support';

/**
 * The defects a hostile-input run found (issue 10), each kept fixed by name. The property-based
 * fuzz suite beside this file covers the same ground with generated values.
 */

const NUL = '\u0000';

function expectEnvelope(body: unknown, status: number) {
  const envelope = body as { message?: unknown; code?: unknown };
  expect(typeof envelope.message, `${status} message`).toBe('string');
  expect((envelope.message as string).length).toBeGreaterThan(0);
  expect(ERROR_CODES, `${status} code`).toContain(envelope.code);
}

async function healthy(t: TestApp) {
  expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
}

describe('socket events with hostile payloads', () => {
  it('a joinRoom object with a toString trap is refused and the server keeps answering', async () => {
    const t = await testApp();
    const url = await listen(t.app);
    const candidate = await quickUser(t.app, 'CANDIDATE');
    // A recruiter of a company: a candidate talks to a company (issue 18).
    const employer = await quickRecruiter(t.app);
    const socket = await connect(url, candidate.token);

    // No ack: the case that used to end the process.
    socket.emit('joinRoom', { toString: 'x' } as never);
    socket.emit('joinRoom', { toString: 'x', valueOf: 'y' } as never, undefined as never);
    socket.emit('leaveRoom', { toString: 'x' } as never);
    socket.emit('sendMessage', { toString: 'x' } as never);
    // With an ack: a translated refusal.
    const refused = await socket.timeout(5_000).emitWithAck('joinRoom', { toString: 'x' } as never);
    expect(refused).toEqual({ error: expect.any(String) });
    const badAck = await socket.timeout(5_000).emitWithAck('joinRoom', [1, 2, 3] as never);
    expect(badAck).toEqual({ error: expect.any(String) });

    // The same socket still works, in order, and the process still serves HTTP.
    const room = [candidate.id, employer.id].sort().join('_');
    expect(await join(socket, room)).toEqual({ ok: true });
    const sent = await socket.timeout(5_000).emitWithAck('sendMessage', {
      senderId: candidate.id,
      receiverId: employer.id,
      message: 'Olá',
      clientId: randomUUID(),
    });
    expect(sent).toMatchObject({ message: { message: 'Olá' } });
    await healthy(t);
  });

  it('sendMessage with a NUL byte is refused in the ack with the control-character message', async () => {
    const t = await testApp();
    const url = await listen(t.app);
    const candidate = await quickUser(t.app, 'CANDIDATE');
    // A recruiter of a company: a candidate talks to a company (issue 18).
    const employer = await quickRecruiter(t.app);
    const socket = await connect(url, candidate.token, { lang: 'pt' });
    const ack = await socket.timeout(5_000).emitWithAck('sendMessage', {
      senderId: candidate.id,
      receiverId: employer.id,
      message: `a${NUL}b`,
      clientId: randomUUID(),
    });
    expect(ack).toEqual({ error: expect.stringContaining('caracteres de controlo') });
    await healthy(t);
  });
});

describe('NUL and other control characters', () => {
  const publicRoutes: Array<[string, Record<string, unknown>]> = [
    ['/auth/login', { email: `a${NUL}b@example.com`, password: 'x' }],
    ['/auth/sign-up', { email: `a${NUL}b@example.com`, password: 'long enough password' }],
    ['/auth/verify', { email: `a${NUL}b@example.com`, otp: '123456' }],
    ['/auth/resend-otp', { email: `a${NUL}b@example.com` }],
    ['/auth/forget-password', { email: `a${NUL}b@example.com` }],
  ];
  for (const [url, body] of publicRoutes) {
    it(`POST ${url} answers 400 with the control-character message`, async () => {
      const t = await testApp();
      const response = await post(t, url, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual({
        message:
          'The text contains invisible control characters that cannot be saved. Remove them and try again.',
        code: 'VALIDATION_ERROR',
      });
    });
  }

  it('job text fields, filters, searches and the cover letter answer 400', async () => {
    const t = await testApp();
    const employer = await employerWithCompany(t);
    const candidate = await quickUser(t.app, 'CANDIDATE');
    const jobId = await postJob(t, employer);
    const cases: Array<[Parameters<typeof call>[1], string, string, unknown?]> = [
      ['POST', '/internship/post', employer.token, { title: `Dev${NUL}` }],
      ['POST', '/internship/post', employer.token, { skills_required: ['a', `b${NUL}`] }],
      ['GET', `/user?q=${encodeURIComponent(`ana${NUL}`)}`, employer.token],
      ['GET', `/user?location=${encodeURIComponent(`Lu${NUL}`)}`, employer.token],
      ['GET', `/user?skills=${encodeURIComponent(`SQL,${NUL}`)}`, employer.token],
      ['GET', `/user?availability=${encodeURIComponent(`\u0007`)}`, employer.token],
      ['GET', `/applications?search=${encodeURIComponent(`x${NUL}`)}`, employer.token],
      ['POST', `/applications/apply/${jobId}`, candidate.token, { cover_letter: `Olá${NUL}` }],
    ];
    for (const [method, url, token, body] of cases) {
      const valid =
        method === 'POST' && url === '/internship/post' ? { ...validJob(), ...(body as object) } : body;
      const response = await call(t, method, url, token, valid);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(json(response).code).toBe('VALIDATION_ERROR');
    }
    await healthy(t);
  });

  it('profile and company form fields with control characters answer 400 and change nothing', async () => {
    const t = await testApp();
    const employer = await employerWithCompany(t);
    const before = await call(t, 'GET', '/user/details', employer.token);
    const profile = await send(t, 'PUT', '/user/profile', form({ first_name: `Ana${NUL}` }), employer.token);
    expect(profile.statusCode, profile.body).toBe(400);
    const company = await send(
      t,
      'POST',
      '/company/add-info',
      form({ company_name: 'Kianda', city: `Luanda${NUL}`, company_phone: '923000000' }),
      employer.token,
    );
    expect(company.statusCode, company.body).toBe(400);
    const after = await call(t, 'GET', '/user/details', employer.token);
    expect(after.json()).toEqual(before.json());
  });

  it('tab and newline stay allowed', async () => {
    const t = await testApp();
    const employer = await employerWithCompany(t);
    const response = await call(t, 'POST', '/internship/post', employer.token, {
      ...validJob(),
      description: 'Linha um\nLinha dois\r\n\tcom tabulação',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('broken multipart forms', () => {
  const bodies: Array<[string, string, string | Buffer]> = [
    ['no boundary', 'multipart/form-data', 'first_name=Ana'],
    [
      'an unterminated part',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAna',
    ],
    [
      'random bytes',
      'multipart/form-data; boundary=XyZ',
      Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)),
    ],
  ];
  for (const [label, contentType, payload] of bodies) {
    it(`${label} answers 400 on every form route`, async () => {
      const t = await testApp();
      const employer = await employerWithCompany(t);
      for (const [method, url] of [
        ['PUT', '/user/profile'],
        ['PUT', `/user/${employer.userId}`],
        ['POST', '/company/add-info'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload,
          headers: { authorization: employer.token, 'content-type': contentType },
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expectEnvelope(response.json(), 400);
      }
      await healthy(t);
    });
  }
});

describe('authentication before validation', () => {
  it('protected routes answer 401 without a token, whatever the body', async () => {
    const t = await testApp();
    for (const [method, url] of [
      ['POST', '/internship/post'],
      ['GET', '/user/not-a-uuid'],
      ['GET', '/user?page=-1'],
      ['GET', '/internship/not-a-uuid'],
      ['GET', '/applications?page=abc'],
      ['PUT', '/user/profile'],
      ['PUT', '/user/not-a-uuid'],
      ['POST', '/company/add-info'],
      ['GET', '/messages/history/not-a-uuid'],
      ['POST', '/auth/change-password'],
    ] as const) {
      const response = await call(t, method, url, undefined, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(401);
      expect(json(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('a candidate posting an empty job gets 403, not a validation message', async () => {
    const t = await testApp();
    const candidate = await quickUser(t.app, 'CANDIDATE');
    const response = await call(t, 'POST', '/internship/post', candidate.token, {});
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('FORBIDDEN');
  });

  it('a correctly signed token whose subject is not a user id is a 401, not a 500', async () => {
    const t = await testApp();
    const token = await t.app.ctx.tokens.sign({ userId: 'not-a-uuid', role: 'EMPLOYER', tokenVersion: 0 });
    for (const url of ['/user/details', '/internship/count', '/messages/conversations']) {
      const response = await call(t, 'GET', url, token);
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('applicant counts are the owner’s only', () => {
  async function setup(t: TestApp): Promise<{ a: Employer; b: Employer; jobId: string }> {
    const a = await employerWithCompany(t, 'Empresa A');
    const b = await employerWithCompany(t, 'Empresa B');
    const jobId = await postJob(t, a);
    return { a, b, jobId };
  }

  it('GET /internship/:id shows the count to its owner only', async () => {
    const t = await testApp();
    const { a, b, jobId } = await setup(t);
    const candidate = await quickUser(t.app, 'CANDIDATE');
    const own = await call(t, 'GET', `/internship/${jobId}`, a.token);
    expect(own.json().data.applications_count).toBe(0);
    for (const token of [b.token, candidate.token]) {
      const other = await call(t, 'GET', `/internship/${jobId}`, token);
      expect(other.statusCode).toBe(200);
      expect(other.json().data).not.toHaveProperty('applications_count');
      expect(other.json().data.title).toBe(own.json().data.title);
    }
  });

  it('GET /company/:id lists jobs without counts for anyone but the owner', async () => {
    const t = await testApp();
    const { a, b } = await setup(t);
    const candidate = await quickUser(t.app, 'CANDIDATE');
    const own = await call(t, 'GET', `/company/${a.companyId}`, a.token);
    expect(own.json().data.internships[0].applications_count).toBe(0);
    for (const token of [b.token, candidate.token]) {
      const other = await call(t, 'GET', `/company/${a.companyId}`, token);
      expect(other.statusCode).toBe(200);
      expect(other.json().data.internships).toHaveLength(1);
      expect(other.json().data.internships[0]).not.toHaveProperty('applications_count');
    }
  });
});

/** A raw HTTP request (inject skips Node's own parser, where some of these are refused). */
function raw(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('framework errors keep the envelope', () => {
  it('a URL that is not valid percent-encoding, an over-long id and a huge query string', async () => {
    const t = await testApp();
    const base = await listen(t.app);
    const employer = await employerWithCompany(t);
    const auth = { authorization: employer.token, 'accept-language': 'pt' };
    const cases: Array<[string, Record<string, string>]> = [
      ['/user/%FF%FE', auth],
      [`/user/${'a'.repeat(300)}`, auth],
      [`/internship/${'b'.repeat(300)}`, {}],
      [`/user?q=${'x'.repeat(1024 * 1024)}`, auth],
      ['/user', { ...auth, 'x-filler': 'y'.repeat(64 * 1024) }],
    ];
    for (const [path, headers] of cases) {
      const response = await raw(base, path, headers);
      const label = `${path.slice(0, 40)} → ${response.status}`;
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      const body = JSON.parse(response.body);
      expect(Object.keys(body).sort(), label).toEqual(['code', 'message']);
      expectEnvelope(body, response.status);
    }
    await healthy(t);
  });

  it('answers in the caller’s language', async () => {
    const t = await testApp();
    const base = await listen(t.app);
    const response = await raw(base, '/user/%FF%FE', { 'accept-language': 'pt' });
    expect(JSON.parse(response.body).message).toBe('O endereço deste pedido não é válido.');
  });
});
