import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@renderer/lib/toast', () => ({ notify: toast }));
const postJob = vi.hoisted(() => vi.fn());
vi.mock('@renderer/lib/api/post-job', () => ({ postJob }));

import { QueryWrapper } from '@renderer/test/query-wrapper';
import { PostJobPage } from './post-job-page';

function renderPage() {
  render(
    <QueryWrapper>
      <MemoryRouter initialEntries={['/post-job']}>
        <Routes>
          <Route path="/post-Job" element={<PostJobPage />} />
          <Route path="/Jobs" element={<p>jobs list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryWrapper>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Job Title'), 'Estagiário de marketing');
  await user.type(screen.getByLabelText('Industry'), 'Marketing');
  await user.type(screen.getByLabelText('Skills'), 'SEO{Enter}');
  await user.type(screen.getByLabelText('Experience'), 'Nenhuma{Enter}');
  await user.type(screen.getByLabelText('Education'), 'Licenciatura{Enter}');
  await user.selectOptions(screen.getByLabelText('Job Type'), 'Part-time');
  await user.type(screen.getByLabelText('Number of Openings'), '2');
  await user.type(screen.getByLabelText('Expiration Date'), '2099-12-31');
  await user.type(screen.getByLabelText('Job City'), 'Huambo');
  await user.type(screen.getByLabelText('Description'), 'Campanhas');
  await user.type(screen.getByLabelText('Responsibilities'), 'Redes sociais');
}

afterEach(() => vi.clearAllMocks());

describe('PostJobPage', () => {
  it('shows only the first broken rule and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Job Title is required');
    await user.type(screen.getByLabelText('Job Title'), 'X');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(toast.error).toHaveBeenLastCalledWith('Industry is required');
    expect(postJob).not.toHaveBeenCalled();
  });

  it('posts, says so, then goes to /Jobs', async () => {
    postJob.mockResolvedValue({ message: 'Job posted successfully!', data: {} });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job posted successfully!'));
    expect(postJob).toHaveBeenCalledWith(
      expect.objectContaining({ internship_type: 'PART_TIME', number_of_opening: 2, min_salary: null }),
    );
    expect(postJob.mock.calls[0]?.[0].posting_date).toEqual(expect.any(String));
    await waitFor(() => expect(screen.getByText('jobs list')).toBeTruthy(), { timeout: 4000 });
  });

  it('shows the server message, else the fallback', async () => {
    postJob.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to post Job. Please try again.'));
    expect(screen.getByRole('button', { name: 'Post Job' })).toHaveProperty('disabled', false);
  });

  it('Save as draft sends the same form with draft: true, then says so (issue 19)', async () => {
    postJob.mockResolvedValue({ message: 'Draft saved', data: {} });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(toast.error).toHaveBeenCalledWith('Job Title is required');
    expect(postJob).not.toHaveBeenCalled();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    expect(postJob).toHaveBeenCalledWith(
      expect.objectContaining({ draft: true, title: 'Estagiário de marketing' }),
    );
  });
});
