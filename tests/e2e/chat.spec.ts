import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../src/shared/constants';
import type {
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../src/shared/realtime/events';
import { type Account, api, completeEmployerProfile, createAccount, openSignedIn } from './support/api';
import { restartApi } from './support/api-control';

type CandidateSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The candidate side: a real Socket.IO client with the app's connection options. */
async function candidateClient(candidate: Account) {
  const socket: CandidateSocket = io(process.env.E2E_API_URL!, {
    ...SOCKET_OPTIONS,
    auth: { token: candidate.token },
    transports: ['websocket'],
  });
  const received: ChatMessage[] = [];
  socket.on('receiveMessage', (message) => received.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

async function sendAsCandidate(socket: CandidateSocket, candidate: Account, to: string, message: string) {
  const ack = await socket.timeout(10_000).emitWithAck('sendMessage', {
    senderId: candidate.userId,
    receiverId: to,
    message,
    timestamp: new Date().toISOString(),
    clientId: randomUUID(),
  });
  expect(ack).toHaveProperty('message');
}

async function typeAndSend(page: Page, text: string) {
  const input = page.getByLabel('Message', { exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

const thread = (page: Page) => page.locator('.chat-thread');

test.describe('chat between a recruiter and a candidate', () => {
  let employer: Account;
  let candidate: Account;

  test.beforeEach(async () => {
    [employer, candidate] = await Promise.all([createAccount('EMPLOYER'), createAccount('CANDIDATE')]);
    // Issue 18: the recruiter chats for their company (the wizard's company step makes them its owner).
    await completeEmployerProfile(employer);
  });

  test('messages go both ways at once, and the conversation appears in the list', async ({ page }) => {
    const { socket, received } = await candidateClient(candidate);
    try {
      await openSignedIn(page, employer, `/chat/${candidate.userId}`);
      await expect(page.getByRole('heading', { name: 'Message', level: 1 })).toBeVisible();

      await typeAndSend(page, 'Olá! Podemos falar sobre o estágio?');
      await expect(thread(page).getByText('Olá! Podemos falar sobre o estágio?')).toBeVisible();
      await expect
        .poll(() => received.map((m) => m.message))
        .toEqual(['Olá! Podemos falar sobre o estágio?']);
      // The candidate sees the company as the other party (issue 18), whichever member wrote it.
      expect(received[0]).toMatchObject({ receiverId: candidate.userId, candidateId: candidate.userId });
      expect(received[0]!.senderId).toBe(received[0]!.companyId);

      await sendAsCandidate(socket, candidate, employer.userId, 'Claro, estou disponível.');
      await expect(thread(page).getByText('Claro, estou disponível.')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Conversations' }).getByText('Claro, estou disponível.'),
      ).toBeVisible();

      // Shift+Enter is a new line, not a send; a blank message is refused with the spec text.
      const input = page.getByLabel('Message', { exact: true });
      await input.fill('linha um');
      await input.press('Shift+Enter');
      await input.pressSequentially('linha dois');
      await expect(input).toHaveValue('linha um\nlinha dois');
      await input.fill('   ');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Please enter a message.')).toBeVisible();
    } finally {
      socket.disconnect();
    }
  });

  test('the server restarts mid-conversation and nothing is lost', async ({ page }) => {
    test.setTimeout(120_000);
    const { socket, received } = await candidateClient(candidate);
    try {
      await openSignedIn(page, employer, `/chat/${candidate.userId}`);
      await typeAndSend(page, 'before the restart');
      await expect.poll(() => received.length).toBe(1);

      const restarting = restartApi();
      // While the server is down, the page says so and keeps what is written in its outbox.
      await expect(
        page.getByText('Offline: your messages will be sent when the connection returns.'),
      ).toBeVisible({
        timeout: 20_000,
      });
      await typeAndSend(page, 'written while offline 1');
      await typeAndSend(page, 'written while offline 2');
      await expect(thread(page).getByText('Waiting for connection').first()).toBeVisible();
      await restarting;

      // Back online: the outbox empties by itself, in order.
      await expect(
        page.getByText('Offline: your messages will be sent when the connection returns.'),
      ).toBeHidden({
        timeout: 20_000,
      });
      await expect(thread(page).getByText('Waiting for connection')).toHaveCount(0, { timeout: 20_000 });

      // The candidate reconnects by itself and replies; the recruiter sees it live.
      await expect.poll(() => socket.connected, { timeout: 20_000 }).toBe(true);
      // The candidate answers once the two queued messages are stored (the order of two people's
      // messages is otherwise a race between their sockets, not something to assert).
      await expect
        .poll(
          async () =>
            (
              await api.get<{ data: { data: ChatMessage[] } }>(
                `/messages/${candidate.userId}/${employer.userId}`,
                candidate.token,
              )
            ).data.data.length,
          { timeout: 20_000 },
        )
        .toBe(3);
      await sendAsCandidate(socket, candidate, employer.userId, 'after the restart');
      await expect(thread(page).getByText('after the restart')).toBeVisible();

      // The stored history has every message exactly once, in order.
      const history = await api.get<{ data: { data: ChatMessage[] } }>(
        `/messages/${candidate.userId}/${employer.userId}`,
        candidate.token,
      );
      expect(history.data.data.map((m) => m.message)).toEqual([
        'before the restart',
        'written while offline 1',
        'written while offline 2',
        'after the restart',
      ]);

      // A reload shows the same thread from the server.
      await page.reload();
      for (const text of [
        'before the restart',
        'written while offline 1',
        'written while offline 2',
        'after the restart',
      ]) {
        await expect(thread(page).getByText(text)).toHaveCount(1);
      }
    } finally {
      socket.disconnect();
    }
  });
});
