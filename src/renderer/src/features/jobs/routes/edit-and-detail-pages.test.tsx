import { queryClient } from '@renderer/lib/query-client';
import { fakeApi, type FakeReply } from '@renderer/test/fake-api';
import { QueryWrapper } from '@renderer/test/query-wrapper';
import { sampleCompany, sampleJob } from '@renderer/test/sample-job';
import { grantCompanyRole } from '@renderer/test/signed-in-employer';
import type { InternshipWithCompany } from '@shared/api/internships';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@renderer/lib/toast', () => ({ notify: toast }));

import { EditJobPage } from './edit-job-page';
import { JobDetailPage } from './job-detail-page';

/** Issue 19: Edit (the Post a Job form filled), the detail page's actions and the job's history. */

const DAY = 86_400_000;
const ok = (data: unknown, message = ''): FakeReply => ({ status: 200, data: { message, data } });

function job(overrides: Partial<InternshipWithCompany> = {}): InternshipWithCompany {
  return {
    ...sampleJob({
      min_salary: 100000,
      number_of_opening: 2,
      // Noon in Luanda, 20 days on: the form shows that day.
      expiration_date: '2099-05-20T11:00:00.000Z',
      description: 'Dashboards',
      responsibilities: 'Queries',
      posting_date: new Date().toISOString(),
      createdAt: new Date().toISOString(),
      applications_count: 3,
    }),
    company_info: { ...sampleCompany, company_name: 'Kianda Lda' } as InternshipWithCompany['company_info'],
    ...overrides,
  };
}

function renderAt(path: string) {
  render(
    <QueryWrapper>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/edit-job/:id" element={<EditJobPage />} />
          <Route path="/job-details/:id" element={<JobDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryWrapper>,
  );
}

beforeEach(() => grantCompanyRole('OWNER'));
afterEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
});

describe('EditJobPage', () => {
  it('fills the form with the job, sends PUT with the edited values, says so after the answer, then shows the job', async () => {
    const { calls } = fakeApi({
      'GET /internship/j1': ok(job()),
      'PUT /internship/j1': ok(job({ title: 'Data analyst intern' }), 'Job updated successfully'),
      'GET /internship/j1/history': ok({ entries: [] }),
    });
    const user = userEvent.setup();
    renderAt('/edit-job/j1');
    const title = await screen.findByLabelText('Job Title');
    expect((title as HTMLInputElement).value).toBe('Data intern');
    expect((screen.getByLabelText('Expiration Date') as HTMLInputElement).value).toBe('2099-05-20');
    expect((screen.getByLabelText('Number of Openings') as HTMLInputElement).value).toBe('2');
    await user.clear(title);
    await user.type(title, 'Data analyst intern');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job updated successfully'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      title: 'Data analyst intern',
      expiration_date: '2099-05-20',
      number_of_opening: 2,
      min_salary: 100000,
      max_salary: null,
      internship_type: 'REMOTE',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('keeps a passed date an expired job already had, but refuses a new date before today', async () => {
    fakeApi({
      'GET /internship/j1': ok(
        job({ active_status: 'IN-ACTIVE', expiration_date: '2020-01-10T10:00:00.000Z' }),
      ),
      'PUT /internship/j1': ok(job(), 'Job updated successfully'),
      'GET /internship/j1/history': ok({ entries: [] }),
    });
    const user = userEvent.setup();
    renderAt('/edit-job/j1');
    const date = await screen.findByLabelText('Expiration Date');
    await user.clear(date);
    await user.type(date, '2020-01-09');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(toast.error).toHaveBeenCalledWith('Expiration Date cannot be in the past');
    await user.clear(date);
    await user.type(date, '2020-01-10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job updated successfully'));
  });

  it('shows the server refusal and stays', async () => {
    fakeApi({
      'GET /internship/j1': ok(job()),
      'PUT /internship/j1': {
        status: 403,
        data: { message: 'You are not allowed to do that.', code: 'FORBIDDEN' },
      },
    });
    const user = userEvent.setup();
    renderAt('/edit-job/j1');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You are not allowed to do that.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false);
  });

  it('a viewer gets no form', async () => {
    grantCompanyRole('VIEWER');
    fakeApi({ 'GET /internship/j1': ok(job()) });
    renderAt('/edit-job/j1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('JobDetailPage (members)', () => {
  it("offers Edit, Duplicate and Publish for a draft, with its badge and the history in the form's words", async () => {
    const { calls } = fakeApi({
      'GET /internship/j1': ok(job({ active_status: 'DRAFT' })),
      'GET /internship/j1/history': ok({
        entries: [
          {
            id: 'h2',
            action: 'JOB_EDITED',
            actor: { id: 'u2', name: 'Rui Lopes' },
            fields: ['title', 'expiration_date'],
            created_at: new Date().toISOString(),
          },
          { id: 'h1', action: 'JOB_DRAFTED', actor: null, fields: [], created_at: new Date().toISOString() },
        ],
      }),
      'POST /internship/j1/publish': ok(job({ active_status: 'ACTIVE' }), 'Job published successfully'),
    });
    const user = userEvent.setup();
    renderAt('/job-details/j1');
    await screen.findByRole('heading', { name: 'Data intern' });
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-job/j1');
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(within(history).getByText(/Rui Lopes changed Job Title and Expiration Date/)).toBeTruthy(),
    );
    expect(within(history).getByText(/A former member saved the job as a draft/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job published successfully'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/internship/j1/publish')).toBe(true);
  });

  it('Reopen on a closed job asks for the date and tells the truth after the answer', async () => {
    const { calls } = fakeApi({
      'GET /internship/j1': ok(
        job({ active_status: 'IN-ACTIVE', expiration_date: new Date(Date.now() - DAY).toISOString() }),
      ),
      'GET /internship/j1/history': ok({ entries: [] }),
      'POST /internship/j1/reopen': {
        status: 400,
        data: { message: 'Expiration Date cannot be in the past', code: 'VALIDATION_ERROR' },
      },
    });
    const user = userEvent.setup();
    renderAt('/job-details/j1');
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Expiration Date'), '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Expiration Date cannot be in the past'));
    expect(toast.success).not.toHaveBeenCalled();
    // Refused: the dialog stays, ready to try again.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls.find((c) => c.url === '/internship/j1/reopen')?.body).toEqual({
      expiration_date: '2099-01-01',
    });
  });

  it('shows no actions and no history to a reader from another company', async () => {
    fakeApi({ 'GET /internship/j1': ok(job({ applications_count: undefined })) });
    renderAt('/job-details/j1');
    await screen.findByRole('heading', { name: 'Data intern' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('a viewer sees the history but no actions', async () => {
    grantCompanyRole('VIEWER');
    fakeApi({
      'GET /internship/j1': ok(job()),
      'GET /internship/j1/history': ok({ entries: [] }),
    });
    renderAt('/job-details/j1');
    await screen.findByRole('heading', { name: 'Data intern' });
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });
});
