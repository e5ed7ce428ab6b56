import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../i18n/language-store';
import { fakeApi } from '../../../test/fake-api';
import { hrMember, rememberSignIn } from '../../../test/hr-member';
import { renderApp } from '../../../test/render-app';

const me = hrMember('VIEWER');

const PDF = '%PDF-1.4 cv %%EOF';

function detail(cv: unknown) {
  const candidate = {
    id: 'u1',
    first_name: 'Ana',
    last_name: 'Tavares',
    profile_img: null,
    city: 'Luanda',
    skills: [],
    availability: null,
    nationality: null,
    headline: null,
    language: [],
    createdAt: '2026-01-01T00:00:00Z',
  };
  return {
    status: 200,
    data: {
      message: 'ok',
      data: {
        id: 'a1',
        user_id: 'u1',
        internship_id: 'j1',
        status: 'APPLIED',
        createdAt: '2026-03-05T12:00:00Z',
        updatedAt: '2026-03-05T12:00:00Z',
        cover_letter: null,
        cv,
        user: { first_name: 'Ana', last_name: 'Tavares', profile_img: null },
        intern_info: { title: 'Estágio em Dados' },
        candidate,
        job: {
          id: 'j1',
          title: 'Estágio em Dados',
          internship_city: 'Luanda',
          internship_type: null,
          expiration_date: null,
          active_status: 'ACTIVE',
        },
        history: [],
      },
    },
  };
}

const CV = { file_name: 'ana-cv.pdf', size: 248_000, uploadedAt: '2026-03-05T12:00:00Z' };

beforeEach(async () => {
  await rememberSignIn('e1');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CV of an application', () => {
  it('reads the PDF with the token, shows it in a PDF object and downloads it under the candidate name', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { calls } = fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /applications/a1': detail(CV),
      'GET /applications/a1/cv': { status: 200, data: new Blob([PDF], { type: 'text/html' }) },
    });
    renderApp('/detail-view/a1');
    const card = await screen.findByRole('region', { name: 'CV' });
    expect(within(card).getByText('ana-cv.pdf · 242 kB')).toBeTruthy();
    const viewer = await within(card).findByLabelText('CV of Ana Tavares');
    expect(viewer.tagName).toBe('OBJECT');
    expect(viewer.getAttribute('type')).toBe('application/pdf');
    expect(viewer.getAttribute('data')).toBe('blob:cv');
    // Whatever the answer declared, the app hands the viewer a PDF.
    const shown = created.mock.calls[0]?.[0] as Blob;
    expect(shown.type).toBe('application/pdf');
    expect(await shown.text()).toBe(PDF);
    const read = calls.find((c) => c.url === '/applications/a1/cv');
    expect(read?.headers.Authorization).toBe('tok');

    await userEvent.click(within(card).getByRole('button', { name: 'Download CV' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('CV Ana Tavares.pdf');
    // One read serves both the viewer and the download.
    expect(calls.filter((c) => c.url === '/applications/a1/cv')).toHaveLength(1);
  });

  it('says when there is no CV, and asks for none', async () => {
    const { calls } = fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /applications/a1': detail(null),
    });
    renderApp('/detail-view/a1');
    const card = await screen.findByRole('region', { name: 'CV' });
    expect(within(card).getByText('No CV attached.')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/cv'))).toBe(false);
  });

  it('in Portuguese, a failed read says so and offers to try again', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /applications/a1': detail(CV),
      'GET /applications/a1/cv': {
        status: 404,
        data: { message: 'Nenhum CV encontrado.', code: 'NOT_FOUND' },
      },
    });
    renderApp('/detail-view/a1');
    const card = await screen.findByRole('region', { name: 'CV' });
    await waitFor(
      () => expect(within(card).getByRole('alert').textContent).toContain('Nenhum CV encontrado.'),
      {
        timeout: 5000,
      },
    );
    expect(within(card).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Descarregar CV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
