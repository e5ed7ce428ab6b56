import { fakeApi } from '@renderer/test/fake-api';
import { QueryWrapper } from '@renderer/test/query-wrapper';
import { notify } from '@renderer/lib/toast';
import { useSessionStore } from '@renderer/lib/session-store';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection } from '../lib/chat-connection';
import { ChatController } from '../lib/chat-controller';
import { createFakeSocket } from '../test/fake-socket';
import { createOutboxStorage, outboxStorageKey } from '../lib/outbox-storage';
import { showRestored } from '../lib/show-restored';
import { useChatStore } from '../store/chat-store';
import { chatRoutes } from '.';
import { grantCompanyRole } from '../../../test/signed-in-employer';

const ME = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';

interface SetupOptions {
  userId?: string | null;
  application?: boolean;
  online?: boolean;
  /** The thread's first page (default: Ana's one message). */
  history?: object[];
  /** Runs before the connection opens, as the signed-in shell does with restored messages. */
  prepare?(fake: ReturnType<typeof createFakeSocket>, connection: ChatConnection): void;
}

function setup({ userId = ME, application = true, online = true, history, prepare }: SetupOptions = {}) {
  useSessionStore.setState({ token: 't', userId });
  grantCompanyRole();
  const fake = createFakeSocket();
  const connection = new ChatConnection(fake.socket, { storage: createOutboxStorage(ME) });
  prepare?.(fake, connection);
  if (online) fake.connect();
  useChatStore.getState().setController(new ChatController(ME, connection));
  useChatStore.getState().setConversations([
    {
      userId: ANA,
      first_name: 'Ana',
      last_name: 'Silva',
      profile_img: null,
      lastMessage: { id: 'm0', senderId: ANA, message: 'Bom dia', timestamp: new Date().toISOString() },
      unreadCount: 2,
      application: application ? { id: 'app-1', status: 'APPLIED', title: 'Developer' } : null,
    },
  ]);
  const api = fakeApi({
    [`GET /messages/${ME}/${ANA}`]: {
      status: 200,
      data: {
        message: 'ok',
        data: {
          data: history ?? [
            {
              id: 'm0',
              clientId: 'x',
              senderId: ANA,
              receiverId: ME,
              message: 'Bom dia',
              timestamp: new Date().toISOString(),
              readAt: null,
            },
          ],
          hasMore: false,
        },
      },
    },
    'GET /applications': {
      status: 200,
      data: {
        message: 'ok',
        data: {
          applications: application
            ? [
                {
                  id: 'app-1',
                  user_id: ANA,
                  internship_id: 'j',
                  status: 'APPLIED',
                  createdAt: '',
                  user: {},
                  intern_info: { title: 'Developer' },
                  average_rating: null,
                  notes_count: 0,
                },
              ]
            : [],
          pagination: {},
        },
      },
    },
    'PUT /applications/app-1/status': {
      status: 200,
      data: { message: 'ok', data: { id: 'app-1', status: 'HIRED', updatedAt: '' } },
    },
    'POST /applications/status/undo': {
      status: 200,
      data: { message: 'ok', data: { restored: ['app-1'], skipped: [] } },
    },
  });
  const router = createMemoryRouter(chatRoutes, { initialEntries: [`/chat/${ANA}`] });
  render(
    <QueryWrapper>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return { fake, api, router };
}

/** What an earlier run of the app stored and never sent. */
function leftUnsent(message: string) {
  createOutboxStorage(ME).add({
    senderId: ME,
    receiverId: ANA,
    message,
    timestamp: new Date().toISOString(),
    clientId: 'left-1',
  });
}

describe('chat screen', () => {
  beforeEach(() => {
    useChatStore.getState().reset();
  });

  it("shows which colleague wrote each of the company's messages (issue 18); theirs count as read", async () => {
    const RUI = '0b6f2d4e-3333-4c3b-9a55-000000000003';
    const COMPANY = '0b6f2d4e-4444-4c3b-9a55-000000000004';
    const at = (s: number) => new Date(Date.UTC(2026, 0, 5, 10, 0, s)).toISOString();
    const company = { companyId: COMPANY, candidateId: ANA };
    setup({
      history: [
        {
          id: 'h1',
          clientId: 'a',
          senderId: RUI,
          receiverId: ANA,
          message: 'Olá Ana',
          timestamp: at(1),
          readAt: null,
          ...company,
          senderName: 'Rui Costa',
        },
        {
          id: 'h2',
          clientId: 'b',
          senderId: ANA,
          receiverId: COMPANY,
          message: 'Bom dia',
          timestamp: at(2),
          readAt: null,
          ...company,
          senderName: 'Ana Silva',
        },
        {
          id: 'h3',
          clientId: 'c',
          senderId: ME,
          receiverId: ANA,
          message: 'Eu também',
          timestamp: at(3),
          readAt: null,
          ...company,
          senderName: 'Eva Neto',
        },
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    const [colleague, candidate, mine] = screen.getAllByTestId('chat-message') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // The colleague's message is on the company's side, with their name; the candidate's and mine are not named.
    expect(colleague.className).toContain('is-colleague');
    expect(colleague.querySelector('[data-testid="chat-sender"]')?.textContent).toBe('Rui Costa');
    expect(candidate.className).toContain('is-theirs');
    expect(candidate.querySelector('[data-testid="chat-sender"]')).toBeNull();
    expect(mine.className).toContain('is-mine');
    expect(mine.querySelector('[data-testid="chat-sender"]')).toBeNull();

    // A colleague's reply arriving live goes into Ana's thread (not a conversation with the
    // colleague), is named, and adds nothing unread; the list previews it with their name.
    useChatStore.getState().setConversationRead(ANA);
    await act(() =>
      useChatStore.getState().controller!.handleIncoming({
        id: 'h4',
        clientId: 'd',
        senderId: RUI,
        receiverId: ANA,
        message: 'Deixo contigo',
        timestamp: new Date(Date.now() + 60_000).toISOString(),
        readAt: null,
        ...company,
        senderName: 'Rui Costa',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(screen.getAllByTestId('chat-sender').map((el) => el.textContent)).toEqual([
      'Rui Costa',
      'Rui Costa',
    ]);
    expect(useChatStore.getState().threads[RUI]).toBeUndefined();
    expect(useChatStore.getState().conversations[0]).toMatchObject({ userId: ANA, unreadCount: 0 });
    expect(screen.getByText('Rui Costa: Deixo contigo')).toBeTruthy();
  });

  it('shows the conversation, sends with Enter (clearing the input) and adds a line with Shift+Enter', async () => {
    const { fake } = setup();
    expect(await screen.findByText('Bom dia', { selector: '.chat-text' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ana Silva' })).toBeTruthy();
    const input = screen.getByLabelText('Message') as HTMLTextAreaElement;
    await userEvent.type(input, 'Olá Ana{Shift>}{Enter}{/Shift}Tudo bem?');
    expect(input.value).toBe('Olá Ana\nTudo bem?');
    expect(fake.state.stored).toHaveLength(0);
    await userEvent.type(input, '{Enter}');
    expect(input.value).toBe('');
    await waitFor(() => expect(fake.state.stored.map((m) => m.message)).toEqual(['Olá Ana\nTudo bem?']));
    expect(fake.emitted.find((e) => e.event === 'joinRoom')?.args[0]).toBe(`${ME}_${ANA}`);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
  });

  it('says "Please enter a message." for a blank message and sends nothing', async () => {
    const { fake } = setup();
    await userEvent.type(screen.getByLabelText('Message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a message.');
    expect(fake.state.stored).toHaveLength(0);
  });

  it('restores the input and shows the server error in red when the send is refused', async () => {
    const { fake } = setup();
    fake.state.refuseWith = 'This person is not available for chat.';
    const input = screen.getByLabelText('Message') as HTMLTextAreaElement;
    await userEvent.type(input, 'Are you there?{Enter}');
    await waitFor(() => expect(input.value).toBe('Are you there?'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This person is not available for chat.');
    expect(alert.className).toContain('chat-error');
  });

  it('shows a message left unsent by an earlier run in its thread, waiting for the connection', async () => {
    leftUnsent('Written before the restart');
    setup({ online: false, prepare: (_, connection) => showRestored(connection.outbox.restored) });
    const bubble = (await screen.findByText('Written before the restart')).closest('.chat-bubble');
    expect(bubble?.className).toContain('is-pending');
    expect(bubble?.textContent).toContain('Waiting for connection');
  });

  it('keeps a restored message the server refuses in its thread, failed, with the server reason', async () => {
    leftUnsent('Are you still hiring?');
    const { fake } = setup({
      prepare: (fake, connection) => {
        fake.state.refuseWith = 'This person is not available for chat.';
        showRestored(connection.outbox.restored);
      },
    });
    const reason = await screen.findByText('Not sent: This person is not available for chat.');
    const bubble = reason.closest('.chat-bubble');
    expect(bubble?.className).toContain('is-failed');
    expect(bubble?.textContent).toContain('Are you still hiring?');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.state.stored).toEqual([]);
    expect(window.localStorage.getItem(outboxStorageKey(ME))).toBeNull();
  });

  it('asks before changing the latest application from the header, then offers Undo (issue 19)', async () => {
    const withAction = vi.spyOn(notify, 'withAction');
    const success = vi.spyOn(notify, 'success');
    const { api } = setup();
    const hire = await screen.findByRole('button', { name: 'Hire' });
    await waitFor(() => expect((hire as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(hire);
    const dialog = await screen.findByRole('dialog', { name: /^Move Ana.* to Hired\?$/ });
    expect(dialog.textContent).toContain('The application for Developer moves from Pending to Hired.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(withAction).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'HIRED' });
    const [message, action] = withAction.mock.calls[0] ?? [];
    expect(message).toMatch(/^Ana.* moved to Hired\.$/);
    expect(action?.label).toBe('Undo');
    act(() => action?.run());
    await waitFor(() => expect(success).toHaveBeenCalledWith('1 application put back.'));
    expect(api.calls.find((c) => c.url === '/applications/status/undo')?.body).toEqual({
      status: 'HIRED',
      items: [{ id: 'app-1', from: 'APPLIED' }],
    });
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      `/candidate-detail/${ANA}`,
    );
  });

  it('changes nothing when the header’s confirmation is cancelled', async () => {
    const { api } = setup();
    const reject = await screen.findByRole('button', { name: 'Rejected' });
    await waitFor(() => expect((reject as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(reject);
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('disables the status actions with a hint when there is no application', async () => {
    setup({ application: false });
    await waitFor(() =>
      expect(screen.getByText('This candidate has not applied to any of your jobs yet.')).toBeTruthy(),
    );
    for (const name of ['Hire', 'Shortlist', 'Rejected']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('does nothing but log without a stored user id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake } = setup({ userId: null });
    await act(async () => {});
    expect(error).toHaveBeenCalledWith('Sender ID is not available. Please log in again.');
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(fake.emitted).toEqual([]);
  });
});
