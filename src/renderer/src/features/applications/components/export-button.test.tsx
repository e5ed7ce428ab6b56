import { useLanguageStore } from '@renderer/i18n/language-store';
import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi } from '@renderer/test/fake-api';
import { renderApp } from '@renderer/test/render-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** 'Export CSV' on the Applications screen: the current filter, the server's file name, its failures. */

const employer = (company_role: string) => ({
  status: 200,
  data: {
    message: 'ok',
    data: { id: 'e1', email: 'rh@empresa.ao', first_name: 'Rita', profileSetup: true, company_role },
  },
});
const emptyList = {
  status: 200,
  data: {
    message: 'ok',
    data: { applications: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, pageLimit: 20 } },
  },
};

function captureDownloads() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { created, clicks };
}

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', userId: 'e1', profileSetup: true });
});

describe('Export CSV', () => {
  it("exports the list's current filter and saves the file under the server's name, busy meanwhile", async () => {
    let answer: (reply: { status: number; data: Blob; headers: Record<string, string> }) => void = () => {};
    const { calls } = fakeApi({
      'GET /user/details': employer('VIEWER'),
      'GET /applications': emptyList,
      'GET /applications/export.csv': () => new Promise((resolve) => (answer = resolve)),
    });
    const { created, clicks } = captureDownloads();
    const user = userEvent.setup();
    renderApp('/application?status=HIRED&search=jo%C3%A3o&internshipId=8d0e4a49-2f6b-4c1e-9b8a-3f1f6a1c2d3e');
    // A viewer may read applicants, so may export them.
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const busy = await screen.findByRole('button', { name: 'Exporting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const call = calls.find((c) => c.url === '/applications/export.csv');
    expect(call?.params).toEqual({
      status: 'HIRED',
      search: 'joão',
      internshipId: '8d0e4a49-2f6b-4c1e-9b8a-3f1f6a1c2d3e',
    });
    expect(call?.headers.Authorization).toBe('tok');

    answer({
      status: 200,
      data: new Blob(['\uFEFFCandidate;Job;Date;Status\r\n'], { type: 'text/csv' }),
      headers: {
        'content-disposition': `attachment; filename="applications-2026-11-26.csv"; filename*=UTF-8''applications-2026-11-26.csv`,
      },
    });
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('applications-2026-11-26.csv');
    const [saved] = created.mock.calls[0] ?? [];
    expect(await (saved as Blob).text()).toContain('Candidate;Job;Date;Status');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('says so in Portuguese when the export fails, and saves nothing', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    fakeApi({
      'GET /user/details': employer('RECRUITER'),
      'GET /applications': emptyList,
      'GET /applications/export.csv': { status: 500, data: new Blob(['{}']) },
    });
    const { clicks } = captureDownloads();
    const user = userEvent.setup();
    renderApp('/application');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('A exportação falhou. Tente novamente.')).toBeTruthy();
    expect(clicks).toHaveLength(0);
  });
});
