import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { type FakeReply, fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';

const application = (status: string) => ({
  id: 'app-1',
  user_id: ANA,
  internship_id: 'job-1',
  status,
  createdAt: '2026-03-05T12:00:00Z',
  user: { first_name: 'Ana', last_name: 'Silva', profile_img: null },
  intern_info: { title: 'Developer' },
  average_rating: null,
  notes_count: 0,
});

const list = (status: string): FakeReply => ({
  status: 200,
  data: {
    message: 'ok',
    data: {
      applications: [application(status)],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 1, pageLimit: 20 },
    },
  },
});

describe('one cache behind every screen', () => {
  it('a status changed in the chat shows in Applications at once, from the cache, while the list is read again', async () => {
    useSessionStore.setState({ token: 'tok', userId: 'e1' });
    let statusChanged = false;
    let listReadsAfterChange = 0;
    fakeApi({
      'GET /user/details': {
        status: 200,
        data: { message: 'ok', data: { id: 'e1', first_name: 'Rita', company_role: 'RECRUITER' } },
      },
      [`GET /candidates/${ANA}`]: {
        status: 200,
        data: { message: 'ok', data: { id: ANA, first_name: 'Ana', last_name: 'Silva', profile_img: null } },
      },
      'GET /applications': (config: InternalAxiosRequestConfig) => {
        const params = config.params as Record<string, string>;
        if (params.userId) return list(statusChanged ? 'HIRED' : 'APPLIED');
        if (!statusChanged) return list('APPLIED');
        // After the change the list may be read again, but that answer never comes (a slow
        // network): what the screen shows must come from the cache.
        listReadsAfterChange += 1;
        return new Promise<FakeReply>(() => {});
      },
      'PUT /applications/app-1/status': () => {
        statusChanged = true;
        return {
          status: 200,
          data: { message: 'ok', data: { id: 'app-1', status: 'HIRED', updatedAt: '' } },
        };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/application');
    const select = () => screen.getByRole('combobox', { name: 'Status of the application from Ana Silva' });
    await waitFor(() => expect((select() as HTMLSelectElement).value).toBe('APPLIED'));

    await act(() => router.navigate(`/chat/${ANA}`));
    const hire = await screen.findByRole('button', { name: 'Hire' });
    await waitFor(() => expect((hire as HTMLButtonElement).disabled).toBe(false));
    await user.click(hire);
    // The chat header asks first (issue 19); the move is made from the dialog.
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hire' }).getAttribute('aria-pressed')).toBe('true'),
    );

    await act(() => router.navigate('/application'));
    expect((select() as HTMLSelectElement).value).toBe('HIRED');
    // Marked stale (a status filter may no longer match), so it is checked in the background.
    expect(listReadsAfterChange).toBe(1);
  });
});
