import { randomUUID } from 'node:crypto';
import {
  COMPANY_LOGO_FIELD,
  PROFILE_IMAGE_FIELD,
  SETUP_LOGO_FIELD,
  companyInfoBody,
  profileSetupBody,
  profileUpdateBody,
} from '@shared/api/profile';
import { ERROR_CODES } from '@shared/api/errors';
import { roomName } from '@shared/realtime/events';
import { asc, eq, inArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/context';
import {
  applicationStatusHistory,
  applications,
  companies,
  internships,
  messages,
  users,
} from '../../src/db/schema';
import { type TestApp, testApp } from '../helper';
import { employerWithCompany, postJob } from '../internships/fixtures';
import { connect, listen, quickUser, send } from '../messages/chat-helpers';
import {
  hostileJsonBody,
  hostileMultipart,
  hostileString,
  hostileValue,
  schemaKeys,
} from './fuzz-generators';

/**
 * Property-based hostile input over every route the app registers and every socket event
 * (issue 10, "Keep it fixed"). Seeded and bounded: FUZZ_SEED and FUZZ_RUNS change them for a
 * longer hunt. Properties: never a 5xx; every refusal is the `{message, code}` envelope with a
 * catalogue code; no answer carries a password hash; /health still answers afterwards; and
 * nothing the victim owns (employer A's profile, company, jobs, applicants, conversation with
 * candidate D) changes, whatever the attackers (employer B, candidate C, forged and missing
 * tokens) send.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const HTTP_RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);
const SOCKET_RUNS = Math.ceil(HTTP_RUNS / 5);

/** Multipart routes read their form in the handler; these are the shared schemas they parse. */
const FORM_ROUTES: Record<string, { keys: string[]; files: string[] }> = {
  'PUT /user/profile': { keys: schemaKeys(profileUpdateBody), files: [PROFILE_IMAGE_FIELD] },
  'PUT /user/:userId': { keys: schemaKeys(profileSetupBody), files: [SETUP_LOGO_FIELD] },
  'POST /company/add-info': { keys: schemaKeys(companyInfoBody), files: [COMPANY_LOGO_FIELD] },
};

interface World {
  t: TestApp;
  victim: { userId: string; companyId: string; jobId: string; applicationId: string };
  candidateD: { id: string; token: string };
  callers: Array<{ label: string; token: string | null }>;
  ids: string[];
}

async function buildWorld(): Promise<World> {
  // No per-address limit on the auth routes: every request should reach validation and beyond,
  // not a 429 after the first 120 (the limit has its own tests).
  const t = await testApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '0' } });
  const a = await employerWithCompany(t, 'Vítima Lda');
  const b = await employerWithCompany(t, 'Atacante SA');
  const jobId = await postJob(t, a);
  const bJobId = await postJob(t, b);
  const candidateC = await quickUser(t.app, 'CANDIDATE');
  const candidateD = await quickUser(t.app, 'CANDIDATE');
  const applied = await t.app.inject({
    method: 'POST',
    url: `/applications/apply/${jobId}`,
    headers: { authorization: candidateD.token },
    payload: { cover_letter: 'Candidatura legítima' },
  });
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.body}`);
  const applicationId = (applied.json() as { data: { id: string } }).data.id;
  await t.database.db.insert(messages).values({
    clientId: randomUUID(),
    senderId: candidateD.id,
    receiverId: a.userId,
    pairKey: roomName(candidateD.id, a.userId),
    message: 'Conversa privada entre A e D',
  });

  const key = t.app.ctx.keys.jwt;
  const forge = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('conexao-api')
      .setAudience('conexao')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  const callers: World['callers'] = [
    { label: 'no token', token: null },
    { label: 'employer B', token: b.token },
    { label: 'candidate C', token: candidateC.token },
    { label: 'garbage token', token: 'not.a.token' },
    {
      label: 'alg none',
      token: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: a.userId, role: 'EMPLOYER', tv: 0 }),
      ).toString('base64url')}.`,
    },
    // Signed with the real key (as if it leaked) but with claims no real token has.
    { label: 'non-uuid subject', token: await forge({ role: 'EMPLOYER', tv: 0 }, 'not-a-uuid') },
    { label: 'unknown role', token: await forge({ role: 'ADMIN', tv: 0 }, a.userId) },
    { label: 'string version', token: await forge({ role: 'EMPLOYER', tv: '0' }, a.userId) },
    { label: 'unknown user', token: await forge({ role: 'EMPLOYER', tv: 0 }, randomUUID()) },
  ];
  return {
    t,
    victim: { userId: a.userId, companyId: a.companyId, jobId, applicationId },
    candidateD,
    callers,
    ids: [
      a.userId,
      a.companyId,
      jobId,
      applicationId,
      b.userId,
      b.companyId,
      bJobId,
      candidateC.id,
      candidateD.id,
    ],
  };
}

/** Everything employer A owns (and D's side of it), read straight from the database. */
async function victimSnapshot({ t, victim, candidateD }: World) {
  const { db } = t.database;
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      designation: users.designation,
      profileImg: users.profileImg,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(inArray(users.id, [victim.userId, candidateD.id]))
    .orderBy(asc(users.id));
  const company = await db.select().from(companies).where(eq(companies.createdBy, victim.userId));
  const jobs = await db
    .select({
      id: internships.id,
      title: internships.title,
      description: internships.description,
      activeStatus: internships.activeStatus,
      expirationDate: internships.expirationDate,
      companyId: internships.companyId,
    })
    .from(internships)
    .where(eq(internships.postedBy, victim.userId));
  const applicants = await db
    .select({ id: applications.id, userId: applications.userId, status: applications.status })
    .from(applications)
    .where(eq(applications.id, victim.applicationId));
  const history = await db
    .select({ toStatus: applicationStatusHistory.toStatus })
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, victim.applicationId));
  const conversation = await db
    .select({ id: messages.id, message: messages.message, readAt: messages.readAt })
    .from(messages)
    .where(
      or(
        eq(messages.pairKey, roomName(victim.userId, candidateD.id)),
        eq(messages.receiverId, victim.userId),
      ),
    )
    .orderBy(asc(messages.id));
  return { people, company, jobs, applicants, history, conversation };
}

function assertSafeAnswer(response: LightMyRequestResponse, label: string) {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/\$argon2|password_?hash/i);
  if (response.statusCode >= 400) {
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort(), label).toEqual(['code', 'message']);
    expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
    expect(ERROR_CODES, label).toContain(body.code);
  }
}

function pathFor(route: RegisteredRoute, params: string[]): string {
  let i = 0;
  return route.url
    .replace(/:[A-Za-z]+/g, () => segment(params[i++]))
    .replace(/\*$/, () => segment(params[i++]));
}

/** A path segment: lone surrogates cannot be percent-encoded, so they travel as U+FFFD, as a browser sends them. */
function segment(value = ''): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

describe('fuzz: every route and socket event with hostile values', () => {
  it(`HTTP: ${HTTP_RUNS} seeded requests over every route: no 5xx, always the envelope, nothing of A's changes`, async () => {
    const world = await buildWorld();
    const { t } = world;
    const before = await victimSnapshot(world);
    // Every route the app registered, health included; the list is read from the app itself, so a
    // route added later is fuzzed without anyone remembering to add it here.
    const routes = t.app.routeTable;
    expect(routes.length).toBeGreaterThan(25);

    const paramValue = fc.oneof(fc.constantFrom(...world.ids), hostileString, fc.uuid());
    const request = fc.record({
      route: fc.constantFrom(...routes),
      // Real accounts most of the time, so requests get past the guards to the services.
      caller: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(...world.callers.filter((c) => /employer B|candidate C/.test(c.label))),
        },
        { weight: 2, arbitrary: fc.constantFrom(...world.callers) },
      ),
      params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
      query: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              'page',
              'perPage',
              'q',
              'search',
              'status',
              'internshipId',
              'days',
              'before',
              'limit',
              'role',
              'skills',
              'location',
              'availability',
            ),
            hostileString,
          ),
          hostileString,
        ),
        { maxLength: 4 },
      ),
      lang: fc.oneof(
        fc.constantFrom(undefined, 'pt', 'en', 'pt-AO,pt;q=0.9', '*'),
        // Header values must be printable ASCII, or the HTTP client refuses to send them.
        hostileString.map((text) => text.replace(/[^\t\x20-\x7e]/g, '')),
      ),
      bodySeed: fc.nat(),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'multipart/form-data',
      ),
    });

    await fc.assert(
      fc.asyncProperty(request, fc.context(), async (req, ctx) => {
        const { route } = req;
        const key = `${route.method} ${route.url}`;
        const form = FORM_ROUTES[key];
        const query = new URLSearchParams();
        for (const [name, value] of req.query) query.append(name, value);
        const url = `${pathFor(route, req.params)}${req.query.length > 0 ? `?${query}` : ''}`;
        const headers: Record<string, string> = {};
        if (req.caller.token) headers.authorization = req.caller.token;
        if (req.lang) headers['accept-language'] = req.lang;

        let payload: string | FormData | Buffer | undefined;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          if (form && req.contentType === 'text/plain') {
            // A broken form: random bytes declared as multipart (no part, no end, no sense).
            payload = Buffer.from(
              fc.sample(fc.uint8Array({ maxLength: 300 }), { seed: req.bodySeed, numRuns: 1 })[0]!,
            ) as never;
            headers['content-type'] = 'multipart/form-data; boundary=----fuzz';
          } else if (form && req.contentType !== 'application/json') {
            const sample = fc.sample(hostileMultipart(form.keys, form.files), {
              seed: req.bodySeed,
              numRuns: 1,
            })[0]!;
            const data = new FormData();
            for (const [name, value] of Object.entries(sample.fields)) data.append(name, value);
            if (sample.file)
              data.append(
                sample.file.field,
                new Blob([sample.file.bytes], { type: sample.file.type }),
                sample.file.name,
              );
            payload = data;
          } else {
            const keys = form?.keys ?? schemaKeys(route.schema.body);
            payload = fc.sample(hostileJsonBody(keys), { seed: req.bodySeed, numRuns: 1 })[0]!;
            headers['content-type'] =
              req.contentType === 'multipart/form-data' ? 'multipart/form-data; boundary=x' : req.contentType;
          }
        }
        const label = `${req.caller.label}: ${route.method} ${url.slice(0, 200)}`;
        ctx.log(label);
        const response = await t.app.inject({ method: route.method as 'GET', url, headers, payload });
        assertSafeAnswer(response, label);
      }),
      { seed: SEED, numRuns: HTTP_RUNS, endOnFailure: true },
    );

    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(await victimSnapshot(world)).toEqual(before);
  }, 120_000);

  it(`sockets: ${SOCKET_RUNS} seeded event bursts: the process and the socket keep answering, A's conversation untouched`, async () => {
    const world = await buildWorld();
    const { t, victim, candidateD } = world;
    const url = await listen(t.app);
    const before = await victimSnapshot(world);
    const attacker = await quickUser(t.app, 'CANDIDATE');
    const socket = await connect(url, attacker.token);
    const room = roomName(attacker.id, victim.userId);

    const event = fc.record({
      name: fc.constantFrom('joinRoom', 'leaveRoom', 'sendMessage', 'unknownEvent'),
      args: fc.array(
        fc.oneof(
          hostileValue,
          fc.record({
            senderId: fc.oneof(
              fc.constant(attacker.id),
              fc.constant(victim.userId),
              fc.constant(candidateD.id),
              hostileValue,
            ),
            receiverId: fc.oneof(fc.constant(victim.userId), fc.constant(candidateD.id), hostileValue),
            message: hostileValue,
            clientId: hostileValue,
            timestamp: hostileValue,
          }),
          fc.constantFrom(room, roomName(victim.userId, candidateD.id), `user:${victim.userId}`),
        ),
        { maxLength: 3 },
      ),
      withAck: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 5 }), async (burst) => {
        const acks: Array<Promise<unknown>> = [];
        for (const { name, args, withAck } of burst) {
          // Only joinRoom and sendMessage answer; the others are fire-and-forget (an ack would never come).
          if (withAck && (name === 'joinRoom' || name === 'sendMessage')) {
            acks.push(
              socket
                .timeout(5_000)
                .emitWithAck(name as 'joinRoom', ...(args as [string]))
                .then((answer: unknown) => {
                  // An ack is either success or a translated refusal, never an exception's text.
                  const text = JSON.stringify(answer);
                  expect(text).not.toMatch(/TypeError|stack|at \w+ \(/);
                }),
            );
          } else {
            socket.emit(name as 'joinRoom', ...(args as [string]));
          }
        }
        await Promise.all(acks);
        // The socket's queue is not wedged, and the process still serves HTTP.
        expect(await socket.timeout(5_000).emitWithAck('joinRoom', room)).toEqual({ ok: true });
        expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      }),
      { seed: SEED, numRuns: SOCKET_RUNS, endOnFailure: true },
    );

    // A legitimate message still goes through afterwards. The fuzzing socket has spent its send
    // burst (the per-socket rate limit answers 'too fast', as it should), so a new one sends it.
    const fresh = await connect(url, attacker.token);
    const ack = await send(fresh, attacker.id, victim.userId, 'Olá, ainda funciona?');
    expect(ack).toMatchObject({ message: { message: 'Olá, ainda funciona?' } });
    const after = await victimSnapshot(world);
    // The attacker may write to A (a new conversation of A's); A ↔ D stays exactly as it was.
    const aAndD = (s: typeof before) =>
      s.conversation.filter((m) => m.message === 'Conversa privada entre A e D');
    expect(aAndD(after)).toEqual(aAndD(before));
    expect({ ...after, conversation: [] }).toEqual({ ...before, conversation: [] });
  }, 120_000);
});
