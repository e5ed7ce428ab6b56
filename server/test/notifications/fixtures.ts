import { randomUUID } from 'node:crypto';
import type { NotificationEvent } from '@shared/api/notifications';
import { roomName } from '@shared/realtime/events';
import { eq } from 'drizzle-orm';
import { internships, messages, notificationEmails, notifications } from '../../src/db/schema';
import { toSearchText } from '../../src/lib/search-text';
import { type TestApp, call } from '../helper';
import { type ChatClient, nextServerEvent, quickUser } from '../messages/chat-helpers';
import { foundCompany } from '../company-fixture';

/**
 * Accounts are written straight to the database with real sessions (quickUser); applications go
 * through the real apply route, so APPLICATION_RECEIVED is written by the real transaction.
 */

export interface Person {
  id: string;
  token: string;
  email: string;
}

async function withEmail(t: TestApp, user: { id: string; token: string }): Promise<Person> {
  const row = await t.app.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
  return { ...user, email: row!.email };
}

export async function employer(t: TestApp): Promise<Person & { companyId: string }> {
  const user = await withEmail(
    t,
    await quickUser(t.app, 'EMPLOYER', { firstName: 'Ana', lastName: 'Lopes' }),
  );
  const company = await foundCompany(t.database.db, user.id, {
    companyName: 'Kianda Digital',
    city: 'Luanda',
  });
  return { ...user, companyId: company.id };
}

export async function candidate(t: TestApp, firstName = 'Marta', lastName = 'Neto'): Promise<Person> {
  return withEmail(t, await quickUser(t.app, 'CANDIDATE', { firstName, lastName }));
}

export async function job(
  t: TestApp,
  owner: { id: string; companyId: string },
  title: string,
  expiresInMs = 30 * 86_400_000,
): Promise<string> {
  const [row] = await t.database.db
    .insert(internships)
    .values({
      companyId: owner.companyId,
      postedBy: owner.id,
      title,
      searchTitle: toSearchText(title),
      expirationDate: new Date(t.clock.now().getTime() + expiresInMs),
    })
    .returning({ id: internships.id });
  return row!.id;
}

export async function apply(t: TestApp, jobId: string, who: Person): Promise<string> {
  t.clock.advance(1000);
  const response = await call(t, 'POST', `/applications/apply/${jobId}`, who.token);
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

/** A fresh access token: after the test clock jumped days ahead, the first one has expired. */
export async function freshToken(
  t: TestApp,
  person: { id: string },
  role: 'EMPLOYER' | 'CANDIDATE' = 'EMPLOYER',
) {
  const { accessToken } = await t.app.ctx.sessions.start({ id: person.id, role, tokenVersion: 0 });
  return accessToken;
}

export interface Feed {
  notifications: Array<{
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string;
    readAt: string | null;
  }>;
  unreadCount: number;
  hasMore: boolean;
}

export async function feed(t: TestApp, token: string, query = '', lang?: string): Promise<Feed> {
  const response = await call(t, 'GET', `/notifications${query}`, token, undefined, lang);
  if (response.statusCode !== 200) throw new Error(`feed failed: ${response.body}`);
  return (response.json() as { data: Feed }).data;
}

export async function storedFor(t: TestApp, userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function queuedFor(t: TestApp, userId: string) {
  return t.database.db.select().from(notificationEmails).where(eq(notificationEmails.userId, userId));
}

/** A chat message written straight to the table at the test clock's now. */
export async function chatMessage(t: TestApp, from: string, to: string, text = 'Olá'): Promise<void> {
  await t.database.db.insert(messages).values({
    clientId: randomUUID(),
    senderId: from,
    receiverId: to,
    pairKey: roomName(from, to),
    message: text,
    createdAt: t.clock.now(),
  });
}

/** The next `notification` event on a socket. */
export const nextNotification = (socket: ChatClient, timeoutMs = 10_000): Promise<NotificationEvent> =>
  nextServerEvent(socket, 'notification', timeoutMs);
