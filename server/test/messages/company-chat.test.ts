import { conversationKey } from '@shared/realtime/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { companyMembers } from '../../src/db/schema';
import { type TestApp, createTestApp } from '../helper';
import {
  type ChatClient,
  authed,
  connect,
  inbox,
  join,
  listen,
  quickRecruiter,
  quickUser,
  send,
} from './chat-helpers';

/**
 * Issue 18: a candidate talks to a company. Two members of one company and one candidate; a
 * viewer, a member of another company and an employer without a company around them.
 */
async function team() {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  const url = await listen(t.app);
  const owner = await quickRecruiter(t.app, { firstName: 'Eva', lastName: 'Neto' });
  const company = { id: owner.companyId! };
  const recruiter = await quickUser(
    t.app,
    'EMPLOYER',
    { firstName: 'Rui', lastName: 'Costa' },
    { company: { id: company.id, role: 'RECRUITER' } },
  );
  const viewer = await quickUser(
    t.app,
    'EMPLOYER',
    { firstName: 'Vera' },
    { company: { id: company.id, role: 'VIEWER' } },
  );
  const outsider = await quickRecruiter(t.app, { firstName: 'Otto' });
  const alone = await quickUser(t.app, 'EMPLOYER', { firstName: 'Sem' });
  const candidate = await quickUser(t.app, 'CANDIDATE', { firstName: 'Ana', lastName: 'Silva' });
  return { t, url, company, owner, recruiter, viewer, outsider, alone, candidate };
}

const get = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: authed(token) });
const post = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: authed(token) });
const list = async (t: TestApp, token: string) =>
  (await get(t, token, '/messages/conversations')).json().data;

function acked(ack: unknown) {
  if (!ack || typeof ack !== 'object' || !('message' in ack))
    throw new Error(`refused: ${JSON.stringify(ack)}`);
  return (ack as { message: Record<string, unknown> }).message;
}

describe('company conversations (issue 18)', () => {
  it('both members see the conversation and either replies; the candidate gets both as the company; unread is per member', async () => {
    const { t, url, company, owner, recruiter, candidate } = await team();
    const sOwner = await connect(url, owner.token);
    const sRecruiter = await connect(url, recruiter.token);
    const sCandidate = await connect(url, candidate.token);
    const [ownerInbox, recruiterInbox, candidateInbox] = [
      inbox(sOwner),
      inbox(sRecruiter),
      inbox(sCandidate),
    ];

    // The owner starts it; the candidate answers the company; the recruiter picks it up.
    const first = acked(await send(sOwner, owner.id, candidate.id, 'Hello Ana'));
    expect(first).toMatchObject({
      senderId: owner.id,
      receiverId: candidate.id,
      companyId: company.id,
      candidateId: candidate.id,
      senderName: 'Eva Neto',
    });
    const answer = acked(await send(sCandidate, candidate.id, company.id, 'Hi, company!'));
    expect(answer).toMatchObject({ senderId: candidate.id, receiverId: company.id, senderName: null });
    const reply = acked(await send(sRecruiter, recruiter.id, candidate.id, 'Rui here, taking over'));
    expect(reply).toMatchObject({
      senderId: recruiter.id,
      senderName: 'Rui Costa',
      candidateId: candidate.id,
    });

    await Promise.all([ownerInbox.until(3), recruiterInbox.until(3), candidateInbox.until(3)]);
    // Members see who wrote each message; the candidate sees the company for both members.
    for (const box of [ownerInbox, recruiterInbox])
      expect(box.received.map((m) => [m.senderId, m.senderName])).toEqual([
        [owner.id, 'Eva Neto'],
        [candidate.id, 'Ana Silva'],
        [recruiter.id, 'Rui Costa'],
      ]);
    expect(candidateInbox.received.map((m) => [m.senderId, m.receiverId, m.message])).toEqual([
      [company.id, candidate.id, 'Hello Ana'],
      [candidate.id, company.id, 'Hi, company!'],
      [company.id, candidate.id, 'Rui here, taking over'],
    ]);

    // The candidate's side: one conversation, with the company, two unread (one per member).
    const candidateList = await list(t, candidate.token);
    expect(candidateList.conversations).toEqual([
      expect.objectContaining({ userId: company.id, first_name: `Company of Eva`, unreadCount: 2 }),
    ]);

    // The thread, from either member, names each writer; the candidate's names nobody.
    const thread = (await get(t, recruiter.token, `/messages/${recruiter.id}/${candidate.id}`)).json().data
      .data;
    expect(thread.map((m: { senderName: string }) => m.senderName)).toEqual([
      'Eva Neto',
      'Ana Silva',
      'Rui Costa',
    ]);
    const hers = (await get(t, candidate.token, `/messages/${candidate.id}/${company.id}`)).json().data.data;
    expect(hers.map((m: { senderId: string }) => m.senderId)).toEqual([company.id, candidate.id, company.id]);

    // Unread per member: the recruiter read the thread above, the owner did not.
    const ownerList = await list(t, owner.token);
    expect(ownerList.conversations).toHaveLength(1);
    expect(ownerList.conversations[0]).toMatchObject({
      userId: candidate.id,
      first_name: 'Ana',
      unreadCount: 1,
      lastMessage: { senderId: recruiter.id, senderName: 'Rui Costa' },
    });
    expect(ownerList.unreadTotal).toBe(1);
    expect((await list(t, recruiter.token)).unreadTotal).toBe(0);
    expect((await post(t, owner.token, `/messages/${candidate.id}/read`)).json().data).toEqual({ read: 1 });
    expect((await list(t, owner.token)).unreadTotal).toBe(0);
    // An app in the field addresses the member it knew: it still reaches the company's conversation.
    acked(await send(sCandidate, candidate.id, owner.id, 'To Eva, as before'));
    await recruiterInbox.until(4);
    expect(recruiterInbox.received[3]).toMatchObject({
      message: 'To Eva, as before',
      candidateId: candidate.id,
    });
    expect((await list(t, owner.token)).conversations[0].unreadCount).toBe(1);
    expect((await list(t, recruiter.token)).conversations[0].unreadCount).toBe(1);
    expect(await join(sCandidate, conversationKey(company.id, candidate.id))).toEqual({ ok: true });
  });

  it('refuses a viewer, a member of another company and an employer without a company, who hear nothing', async () => {
    const { t, url, company, owner, viewer, outsider, alone, candidate } = await team();
    const sOwner = await connect(url, owner.token);
    acked(await send(sOwner, owner.id, candidate.id, 'secret offer'));

    const refused = async (who: { id: string; token: string }, message: string) => {
      const socket: ChatClient = await connect(url, who.token);
      const heard = inbox(socket);
      expect(await send(socket, who.id, candidate.id, 'me too')).toEqual({ error: message });
      expect(await join(socket, conversationKey(company.id, candidate.id))).toEqual({
        error: expect.any(String),
      });
      expect((await get(t, who.token, `/messages/${who.id}/${candidate.id}`)).statusCode).toBe(403);
      expect((await get(t, who.token, `/messages/${owner.id}/${candidate.id}`)).statusCode).toBe(403);
      expect((await post(t, who.token, `/messages/${candidate.id}/read`)).statusCode).toBe(403);
      return heard;
    };
    const viewerHeard = await refused(viewer, 'You do not have permission to do this.');
    expect((await get(t, viewer.token, '/messages/conversations')).statusCode).toBe(403);
    const aloneHeard = await refused(alone, 'Set up your company first.');
    expect((await get(t, alone.token, '/messages/conversations')).json()).toMatchObject({
      message: 'Set up your company first.',
    });

    // Another company has its own conversation with the candidate, and none of this one's.
    const sOutsider = await connect(url, outsider.token);
    const outsiderHeard = inbox(sOutsider);
    expect(await join(sOutsider, conversationKey(company.id, candidate.id))).toEqual({
      error: 'You cannot join this conversation.',
    });
    expect((await get(t, outsider.token, `/messages/${owner.id}/${candidate.id}`)).statusCode).toBe(403);
    const own = (await get(t, outsider.token, `/messages/${outsider.id}/${candidate.id}`)).json().data.data;
    expect(own).toEqual([]);
    expect((await list(t, outsider.token)).conversations).toEqual([]);

    acked(await send(sOwner, owner.id, candidate.id, 'second secret'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const heard of [viewerHeard, aloneHeard, outsiderHeard]) expect(heard.received).toEqual([]);
  });

  it("ends a removed member's socket, and their next connection is refused from the company's chat", async () => {
    const { t, url, recruiter, owner, candidate } = await team();
    const sRecruiter = await connect(url, recruiter.token);
    const gone = new Promise<string>((resolve) => sRecruiter.once('disconnect', resolve));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/company/members/${recruiter.id}`,
      headers: authed(owner.token),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await gone).toBe('io server disconnect');
    const left = await t.app.ctx.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, recruiter.id));
    expect(left).toEqual([]);
    // Their old token is over; the candidate's conversation with the company goes on without them.
    await expect(connect(url, recruiter.token)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    const sCandidate = await connect(url, candidate.token);
    acked(await send(sCandidate, candidate.id, owner.companyId!, 'still there?'));
  });

  it('a member turned viewer stops hearing the company chat at once, and hears it again when allowed', async () => {
    const { t, url, owner, recruiter, candidate } = await team();
    const sOwner = await connect(url, owner.token);
    const sRecruiter = await connect(url, recruiter.token);
    const sCandidate = await connect(url, candidate.token);
    const [ownerInbox, recruiterInbox] = [inbox(sOwner), inbox(sRecruiter)];
    const setRole = (role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/company/members/${recruiter.id}`,
        headers: authed(owner.token),
        payload: { role },
      });

    expect((await setRole('VIEWER')).statusCode).toBe(200);
    acked(await send(sCandidate, candidate.id, owner.companyId!, 'After the change'));
    await ownerInbox.until(1);
    // The owner's copy arrived; had the recruiter's socket still been in the room, theirs would have too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recruiterInbox.received).toHaveLength(0);

    expect((await setRole('RECRUITER')).statusCode).toBe(200);
    acked(await send(sCandidate, candidate.id, owner.companyId!, 'Welcome back'));
    await recruiterInbox.until(1);
    expect(recruiterInbox.received[0]).toMatchObject({ message: 'Welcome back' });
  });
});
