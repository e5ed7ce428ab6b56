import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Role } from '@shared/domain';
import type { CompanyRole } from '@shared/team/permissions';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/realtime/events';
import type { FastifyInstance } from 'fastify';
import { type Socket, io } from 'socket.io-client';
import { onTestFinished } from 'vitest';
import { users } from '../../src/db/schema';
import { addMember, foundCompany } from '../company-fixture';
import { uniqueEmail } from '../helper';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a random port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A verified account written straight into the database with a real session: the chat tests
 * need many users, and the sign-up journey is tested elsewhere. An employer has no company unless
 * `company` says 'own' (they found one: issue 18, chat is between a candidate and a company) or
 * names one to join with a role.
 */
export async function quickUser(
  app: FastifyInstance,
  role: Role = 'EMPLOYER',
  names: { firstName?: string; lastName?: string } = {},
  options: { company?: 'own' | { id: string; role: CompanyRole } } = {},
): Promise<{ id: string; token: string; role: Role; companyId: string | null }> {
  const [row] = await app.ctx.db
    .insert(users)
    .values({ email: uniqueEmail(role.toLowerCase()), role, emailVerified: true, ...names })
    .returning({ id: users.id });
  const id = row!.id;
  let companyId: string | null = null;
  if (role === 'EMPLOYER' && options.company) {
    if (options.company !== 'own') {
      await addMember(app.ctx.db, options.company.id, id, options.company.role);
      companyId = options.company.id;
    } else {
      companyId = (await foundCompany(app.ctx.db, id, { companyName: `Company of ${names.firstName ?? id}` }))
        .id;
    }
  }
  // A real sign-in session: access tokens are bound to one (logout ends it).
  const { accessToken: token } = await app.ctx.sessions.start({ id, role, tokenVersion: 0 });
  return { id, token, role, companyId };
}

/** An employer who founded a company: the chat tests' recruiter. */
export const quickRecruiter = (app: FastifyInstance, names: { firstName?: string; lastName?: string } = {}) =>
  quickUser(app, 'EMPLOYER', names, { company: 'own' });

/** A connected chat client (websocket only, no automatic reconnection), closed after the test. */
export async function connect(
  url: string,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<ChatClient> {
  const socket: ChatClient = io(url, {
    path: '/socket.io',
    auth: { token, ...extra },
    reconnection: false,
    transports: ['websocket'],
    forceNew: true,
  });
  onTestFinished(() => {
    socket.disconnect();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** The next `event` a socket receives from the server (rejects after timeoutMs). */
export function nextServerEvent<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
  timeoutMs = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event`)), timeoutMs);
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never;
    socket.once(event, listener);
  });
}

export function send(
  socket: ChatClient,
  senderId: string,
  receiverId: string,
  message: string,
  clientId = randomUUID(),
) {
  return socket.timeout(10_000).emitWithAck('sendMessage', {
    senderId,
    receiverId,
    message,
    timestamp: new Date().toISOString(),
    clientId,
  });
}

export function join(socket: ChatClient, room: string) {
  return socket.timeout(10_000).emitWithAck('joinRoom', room);
}

/** Collects receiveMessage events; `until(n)` resolves once n have arrived. */
export function inbox(socket: ChatClient) {
  const received: Parameters<ServerToClientEvents['receiveMessage']>[0][] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  socket.on('receiveMessage', (message) => {
    received.push(message);
    for (const waiter of waiters.splice(0)) {
      if (received.length >= waiter.n) waiter.resolve();
      else waiters.push(waiter);
    }
  });
  return {
    received,
    until(n: number, timeoutMs = 15_000): Promise<void> {
      if (received.length >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`got ${received.length} of ${n} messages`)),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

export function authed(token: string, lang = 'en') {
  return { authorization: token, 'accept-language': lang };
}
