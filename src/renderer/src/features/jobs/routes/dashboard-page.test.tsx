import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@renderer/lib/toast', () => ({ notify: toast }));

const api = vi.hoisted(() => ({
  fetchJobSummary: vi.fn(),
  fetchApplicationsCount: vi.fn(),
  fetchCompanyJobs: vi.fn(),
  fetchJobApplicationsCount: vi.fn(),
  expireJob: vi.fn(),
  deleteJob: vi.fn(),
  fetchJob: vi.fn(),
  fetchCompany: vi.fn(),
}));
vi.mock('../api/jobs-api', () => api);

import { DashboardPage } from './dashboard-page';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
  count: i === 29 ? 3 : 0,
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );

afterEach(() => vi.clearAllMocks());

describe('DashboardPage', () => {
  it('shows Loading... until both counts are in, with three requests in all', async () => {
    const summary = deferred<unknown>();
    const applications = deferred<unknown>();
    api.fetchJobSummary.mockReturnValue(summary.promise);
    api.fetchApplicationsCount.mockReturnValue(applications.promise);
    api.fetchCompanyJobs.mockResolvedValue({ message: '', data: { internships: [] } });
    renderPage();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Dashboard');
    expect(screen.getByTestId('total-jobs').textContent).toBe('Loading...');

    summary.resolve({ message: '', data: { count: 12, active: 9, inactive: 3, openings: 20 } });
    await new Promise((r) => setTimeout(r, 0));
    // One answer is not enough: both cards wait for both calls.
    expect(screen.getByTestId('total-jobs').textContent).toBe('Loading...');

    applications.resolve({ message: '', data: { count: 57, days } });
    await waitFor(() => expect(screen.getByTestId('total-jobs').textContent).toBe('12'));
    expect(screen.getByTestId('total-applications').textContent).toBe('57');
    expect(screen.getByText('No internships found')).toBeTruthy();
    const chart = screen.getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.textContent).toMatch(/3 applications in the last 30 days/);

    const requests =
      api.fetchJobSummary.mock.calls.length +
      api.fetchApplicationsCount.mock.calls.length +
      api.fetchCompanyJobs.mock.calls.length +
      api.fetchJobApplicationsCount.mock.calls.length;
    expect(requests).toBeLessThanOrEqual(3);
    expect(api.fetchJobApplicationsCount).not.toHaveBeenCalled();
  });

  it('tells the failure with the server message or the fallback', async () => {
    api.fetchJobSummary.mockRejectedValue(new Error('boom'));
    api.fetchApplicationsCount.mockResolvedValue({ message: '', data: { count: 1, days } });
    api.fetchCompanyJobs.mockResolvedValue({ message: '', data: { internships: [] } });
    renderPage();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch data'));
    expect(screen.getByTestId('total-jobs').textContent).toBe('0');
    expect(screen.getByTestId('total-applications').textContent).toBe('1');
  });
});
