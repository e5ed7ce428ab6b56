import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/toast';
import { fakeApi } from '../../../test/fake-api';
import { hrMember, rememberSignIn } from '../../../test/hr-member';
import { renderApp } from '../../../test/render-app';

/** Issue 19: selecting applications and moving them together, with a template and an Undo. */

const row = (id: string, first_name: string) => ({
  id,
  user_id: `u-${id}`,
  internship_id: 'job1',
  status: 'APPLIED',
  createdAt: '2026-03-05T12:00:00Z',
  user: { first_name, last_name: 'Ngola', profile_img: null },
  intern_info: { title: 'Estágio' },
  average_rating: null,
  notes_count: 0,
});

const list = {
  status: 200,
  data: {
    message: 'ok',
    data: {
      applications: [row('a1', 'João'), row('a2', 'Maria')],
      pagination: { currentPage: 1, totalPages: 4, totalItems: 64, pageLimit: 20 },
    },
  },
};

const templates = {
  status: 200,
  data: {
    message: 'ok',
    data: {
      templates: [
        {
          id: 't-rej',
          name: 'Not selected',
          language: 'en',
          kind: 'REJECTION',
          subject: 's',
          body: 'b',
          updatedAt: '2026-03-05T12:00:00Z',
        },
      ],
    },
  },
};

beforeEach(async () => {
  await rememberSignIn('e1');
});

/** A recruiter's list and templates; POST /applications/status answers `moved` (and `more` routes). */
function fakeBulkApi(moved: Record<string, unknown>, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /user/details': { status: 200, data: { message: 'ok', data: hrMember('RECRUITER') } },
    'GET /applications': list,
    'GET /company/templates': templates,
    'POST /applications/status': { status: 200, data: { message: 'ok', data: moved } },
    ...more,
  });
}

describe('bulk moves on the Applications list', { timeout: 30_000 }, () => {
  it('moves every application matching the filter with a template, then offers Undo', async () => {
    const withAction = vi.spyOn(notify, 'withAction');
    const { calls } = fakeBulkApi(
      {
        status: 'REJECTED',
        moved: [
          { id: 'a1', from: 'APPLIED' },
          { id: 'a2', from: 'SHORTLISTED' },
        ],
        unchanged: 62,
        sent: { email: 2, chat: 0 },
      },
      {
        'POST /applications/status/undo': {
          status: 200,
          data: { message: 'ok', data: { restored: ['a1', 'a2'], skipped: [] } },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/application?status=APPLIED');
    await user.click(await screen.findByRole('checkbox', { name: 'Select the application from João Ngola' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status').textContent).toBe('1 selected');
    // Every row of the page: then the whole filter can be chosen.
    await user.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
    await user.click(
      within(bar).getByRole('button', { name: 'Select all 64 applications matching the filter' }),
    );
    expect(within(bar).getByRole('status').textContent).toBe(
      'All 64 applications matching the filter are selected.',
    );
    await user.selectOptions(within(bar).getByLabelText('Move to'), 'REJECTED');
    await waitFor(() =>
      expect(within(bar).getByRole('option', { name: 'Not selected (English)' })).toBeTruthy(),
    );
    await user.selectOptions(within(bar).getByLabelText('Message to send'), 't-rej');
    await user.click(within(bar).getByLabelText('In the chat'));
    await user.click(within(bar).getByRole('button', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 64 applications to Rejected?' });
    expect(dialog.textContent).toContain('cannot take sent messages back');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(withAction).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url === '/applications/status')?.body).toEqual({
      filter: { status: 'APPLIED' },
      status: 'REJECTED',
      templateId: 't-rej',
      send: { email: true, chat: true },
    });
    const [message, action] = withAction.mock.calls[0] ?? [];
    expect(message).toBe('2 moved to Rejected. 2 messages sent (Undo does not unsend them).');
    act(() => action?.run());
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/applications/status/undo')?.body).toEqual({
        status: 'REJECTED',
        items: [
          { id: 'a1', from: 'APPLIED' },
          { id: 'a2', from: 'SHORTLISTED' },
        ],
      }),
    );
  });

  it('sends the picked ids when only some rows are selected', async () => {
    const { calls } = fakeBulkApi({ status: 'HIRED', moved: [], unchanged: 1, sent: { email: 0, chat: 0 } });
    const user = userEvent.setup();
    renderApp('/application');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select the application from Maria Ngola' }),
    );
    await user.selectOptions(screen.getByLabelText('Move to'), 'HIRED');
    await user.click(screen.getByRole('button', { name: 'Move…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/applications/status')?.body).toEqual({
        ids: ['a2'],
        status: 'HIRED',
      }),
    );
  });

  it('shows no checkboxes to a viewer', async () => {
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: hrMember('VIEWER') } },
      'GET /applications': list,
    });
    renderApp('/application');
    await screen.findByRole('link', { name: 'View profile of João Ngola' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
