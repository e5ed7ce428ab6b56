import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@shared/api/notifications';
import type { DesktopBridge } from '@shared/desktop/bridge';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../i18n/language-store';
import { createBrowserBridge } from '../../../lib/browser-bridge';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { QueryWrapper } from '../../../test/query-wrapper';
import { NotificationsSection } from './notifications-section';

function fakeNotificationPermission(permission: NotificationPermission, answer: NotificationPermission) {
  const fake = {
    permission,
    requestPermission: vi.fn(async () => {
      fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', fake);
  return fake;
}

/** The server's preferences, kept here; PUT replaces them. */
function preferencesServer(initial: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES) {
  useSessionStore.setState({ token: 'tok', userId: 'u1', profileSetup: true });
  let stored = initial;
  const api = fakeApi({
    'GET /notifications/preferences': () => ({
      status: 200,
      data: { message: 'ok', data: { preferences: stored } },
    }),
    'PUT /notifications/preferences': (config) => {
      stored = (JSON.parse(String(config.data)) as { preferences: NotificationPreferences }).preferences;
      return { status: 200, data: { message: 'saved', data: { preferences: stored } } };
    },
  });
  return { api, stored: () => stored };
}

function renderSection(appNotificationsOn: boolean | null = null) {
  return render(
    <QueryWrapper>
      <NotificationsSection appNotificationsOn={appNotificationsOn} />
    </QueryWrapper>,
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.conexao;
});

describe('Notifications settings', () => {
  it('shows each kind with its channels, unread chat messages by email only, and saves the whole set', async () => {
    fakeNotificationPermission('granted', 'granted');
    const server = preferencesServer();
    const user = userEvent.setup();
    renderSection();

    await screen.findByRole('group', { name: 'New applicants' });
    expect(box('New applicants', 'In the app').checked).toBe(true);
    expect(box('New applicants', 'Desktop').checked).toBe(true);
    expect(box('New applicants', 'Email').checked).toBe(true);
    expect(box('Jobs about to expire', 'Email').checked).toBe(false);
    const messages = within(group('Unread chat messages'));
    expect(messages.getAllByRole('checkbox').map((c) => c.getAttribute('type'))).toHaveLength(1);
    expect(messages.getByRole('checkbox', { name: 'Email' })).toBeTruthy();
    expect(messages.getByText(/stays unread for 15 minutes/)).toBeTruthy();

    const saveButton = screen.getByRole('button', {
      name: 'Save notification settings',
    }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    await user.click(box('Unread chat messages', 'Email'));
    await user.click(box('Expired jobs', 'Desktop'));
    expect(saveButton.disabled).toBe(false);
    await user.click(saveButton);

    await waitFor(() => expect(server.api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = server.api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      preferences: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        JOB_EXPIRED: { inApp: true, desktop: false, email: false },
        MESSAGE_UNREAD: { inApp: false, desktop: false, email: true },
      },
    });
    await waitFor(() => expect(saveButton.disabled).toBe(true));
    expect(box('Unread chat messages', 'Email').checked).toBe(true);
  });

  it('in a browser that blocks notifications offers no desktop switch, and says why', async () => {
    fakeNotificationPermission('denied', 'denied');
    preferencesServer();
    renderSection();
    await screen.findByRole('group', { name: 'New applicants' });
    expect(screen.queryByRole('checkbox', { name: 'Desktop' })).toBeNull();
    expect(within(group('New applicants')).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText(/blocks notifications from Conexão/)).toBeTruthy();
  });

  it('in a browser not asked yet asks for permission before turning desktop alerts on', async () => {
    const Permission = fakeNotificationPermission('default', 'denied');
    preferencesServer({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      JOB_EXPIRING: { inApp: true, desktop: false, email: false },
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('group', { name: 'Jobs about to expire' });
    await user.click(box('Jobs about to expire', 'Desktop'));
    expect(Permission.requestPermission).toHaveBeenCalledTimes(1);
    // Refused: the choice stays off and the switch gives way to the reason.
    expect(await screen.findByText(/blocks notifications from Conexão/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Desktop' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Save notification settings' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('in the desktop app offers desktop alerts, and notes when the app turned all notifications off', async () => {
    vi.stubGlobal('Notification', undefined);
    window.conexao = {
      ...createBrowserBridge(),
      settings: { get: vi.fn(), set: vi.fn(), checkApi: vi.fn() },
    } as unknown as DesktopBridge;
    preferencesServer();
    renderSection(false);
    await screen.findByRole('group', { name: 'New applicants' });
    expect(box('New applicants', 'Desktop').checked).toBe(true);
    expect(screen.getByText(/Notifications are off for the whole desktop app/)).toBeTruthy();
  });

  it('speaks Portuguese', async () => {
    fakeNotificationPermission('granted', 'granted');
    useLanguageStore.setState({ lang: 'pt' });
    preferencesServer();
    renderSection();
    await screen.findByRole('group', { name: 'Novos candidatos' });
    expect(box('Novos candidatos', 'Na aplicação').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Guardar definições de notificação' })).toBeTruthy();
  });
});
