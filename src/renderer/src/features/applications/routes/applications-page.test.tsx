import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { hrMember, rememberSignIn } from '../../../test/hr-member';
import { renderApp } from '../../../test/render-app';

// A role that moves applicants (issue 18).
const me = hrMember('RECRUITER');

function row(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    user_id: `u-${id}`,
    internship_id: 'job1',
    status: 'APPLIED',
    createdAt: '2026-03-05T12:00:00Z',
    user: { first_name: 'João', last_name: 'Ngola', profile_img: null },
    intern_info: { title: 'Estágio em Engenharia de Software e Dados em Luanda' },
    average_rating: null,
    notes_count: 0,
    ...overrides,
  };
}

const page = (applications: unknown[], totalItems = applications.length) => ({
  status: 200,
  data: {
    message: 'ok',
    data: {
      applications,
      pagination: { currentPage: 1, totalPages: Math.ceil(totalItems / 20), totalItems, pageLimit: 20 },
    },
  },
});

beforeEach(async () => {
  await rememberSignIn('e1');
});

/** The list answers `rows`; returns the query of each request, in order. */
function fakeListRecording(rows: unknown[]) {
  const seen: Array<Record<string, string>> = [];
  fakeApi({
    'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
    'GET /applications': (config) => {
      seen.push({ ...(config.params as Record<string, string>) });
      return page(rows);
    },
  });
  return seen;
}

describe('Applications list', () => {
  it('shows name, default avatar, truncated title, en-GB date and a labelled status dropdown', async () => {
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /applications': page([row('a1')]),
    });
    renderApp('/application');
    expect(screen.getByText('Loading applications...')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'View profile of João Ngola' });
    expect(link.getAttribute('href')).toBe('/candidate-detail/u-a1');
    expect(link.querySelector('img')?.getAttribute('src')).toMatch(/blank-avatar|^data:image\/svg/);
    expect(screen.getByText('Estágio em Engenharia de Softwar...')).toBeTruthy();
    expect(screen.getByText('5 Mar 2026')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Status of the application from João Ngola' });
    expect((select as HTMLSelectElement).value).toBe('APPLIED');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Shortlisted', 'Rejected', 'Hired']);
  }, 20_000);

  it('changes a status with PUT and updates only that row, with the success toast', async () => {
    const { calls } = fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /applications': page([row('a1')]),
      'PUT /applications/a1/status': {
        status: 200,
        data: { message: 'ok', data: { id: 'a1', status: 'HIRED', updatedAt: '2026-03-06T00:00:00Z' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/application');
    const select = await screen.findByRole('combobox', { name: /Status of the application/ });
    await user.selectOptions(select, 'HIRED');
    expect(await screen.findByText('Application status updated successfully!')).toBeTruthy();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('HIRED'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/applications/a1/status', body: { status: 'HIRED' } }),
    ]);
    expect(calls.filter((c) => c.url === '/applications')).toHaveLength(1);
  }, 20_000);

  it('keeps the old status and says so when the change fails', async () => {
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /applications': page([row('a1')]),
      'PUT /applications/a1/status': { status: 500, data: { message: 'boom', code: 'INTERNAL' } },
    });
    const user = userEvent.setup();
    renderApp('/application');
    const select = await screen.findByRole('combobox', { name: /Status of the application/ });
    await user.selectOptions(select, 'REJECTED');
    expect(await screen.findByText('Failed to update application status.')).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('APPLIED');
  }, 20_000);

  it('sends internshipId, status, search and page to the server and shows the empty state', async () => {
    const seen = fakeListRecording([]);
    const user = userEvent.setup();
    renderApp('/application?internshipId=job1');
    expect(await screen.findByText('No applications found.')).toBeTruthy();
    expect(seen[0]).toEqual({ internshipId: 'job1', page: '1', perPage: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'SHORTLISTED');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'joao{Enter}');
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        internshipId: 'job1',
        status: 'SHORTLISTED',
        search: 'joao',
        page: '1',
        perPage: '20',
      }),
    );
    expect(await screen.findByText('No applications found.')).toBeTruthy();
  }, 20_000);

  it('shows each row’s average rating and note count, and sorts on the server from the headers (issue 19)', async () => {
    const seen = fakeListRecording([row('a1', { average_rating: 4.25, notes_count: 3 }), row('a2')]);
    const user = userEvent.setup();
    renderApp('/application');
    expect(await screen.findByText('Average rating 4.3')).toBeTruthy();
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '3' })).toBeTruthy();
    const date = screen.getByRole('columnheader', { name: /Date/ });
    // The default order, newest first, is announced on its header.
    expect(date.getAttribute('aria-sort')).toBe('descending');
    const rating = screen.getByRole('button', { name: /Rating/ });
    await user.click(rating);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'average_rating', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Rating/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe(null);
    // The keyboard reaches the header's button; Enter turns the order.
    screen.getByRole('button', { name: /Rating/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'average_rating', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Rating/ }).getAttribute('aria-sort')).toBe('ascending');
  }, 20_000);
});
