import { fakeApi, type FakeReply } from '@renderer/test/fake-api';
import { QueryWrapper } from '@renderer/test/query-wrapper';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@renderer/lib/toast', () => ({ notify: toast }));

import { DashboardPage } from './dashboard-page';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
  count: i === 29 ? 3 : 0,
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const ok = (data: unknown): FakeReply => ({ status: 200, data: { message: '', data } });

const renderPage = () =>
  render(
    <QueryWrapper>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryWrapper>,
  );

afterEach(() => vi.clearAllMocks());

describe('DashboardPage', () => {
  it('shows Loading... until both counts are in, with four requests in all', async () => {
    const summary = deferred<FakeReply>();
    const applications = deferred<FakeReply>();
    const { calls } = fakeApi({
      'GET /internship/count': () => summary.promise,
      'GET /internship/applications/count': () => applications.promise,
      'GET /internship/company': ok({ internships: [] }),
      'GET /interviews': ok({ interviews: [] }),
    });
    renderPage();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Dashboard');
    expect(screen.getByTestId('total-jobs').textContent).toBe('Loading...');

    summary.resolve(ok({ count: 12, active: 9, inactive: 3, drafts: 0, openings: 20 }));
    await waitFor(() => expect(calls).toHaveLength(4));
    await new Promise((r) => setTimeout(r, 0));
    // One answer is not enough: both cards wait for both calls.
    expect(screen.getByTestId('total-jobs').textContent).toBe('Loading...');

    applications.resolve(ok({ count: 57, days }));
    await waitFor(() => expect(screen.getByTestId('total-jobs').textContent).toBe('12'));
    expect(screen.getByTestId('total-applications').textContent).toBe('57');
    expect(screen.getByText('No internships found')).toBeTruthy();
    const chart = screen.getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.textContent).toMatch(/3 applications in the last 30 days/);

    // No request per job: the counts come inline with the page of jobs.
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/internship/applications/count',
      '/internship/company',
      '/internship/count',
      '/interviews',
    ]);
  });

  it('tells the failure with the server message or the fallback', async () => {
    fakeApi({
      'GET /internship/count': { status: 500, data: {} },
      'GET /internship/applications/count': ok({ count: 1, days }),
      'GET /internship/company': ok({ internships: [] }),
      'GET /interviews': ok({ interviews: [] }),
    });
    renderPage();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch data'));
    expect(screen.getByTestId('total-jobs').textContent).toBe('0');
    expect(screen.getByTestId('total-applications').textContent).toBe('1');
  });
});
