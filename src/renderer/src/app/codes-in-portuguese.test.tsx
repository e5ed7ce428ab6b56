import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../i18n/language-store';
import { profileTestUser } from '../features/profile/routes/profile-test-user';
import { fakeApi } from '../test/fake-api';
import { rememberSignIn } from '../test/hr-member';
import { renderApp } from '../test/render-app';
import { sampleCandidate } from '../test/sample-candidate';
import { sampleCompany, sampleJob } from '../test/sample-job';

/**
 * Job types, availabilities and spoken languages are codes; in Portuguese no screen may show
 * a code or its English label (issue 12 #4). One render per kind of screen that shows them.
 */
const ENGLISH = [
  /\bFULL_TIME\b|\bPART_TIME\b|\bREMOTE\b|\bHYBRID\b|\bWEEKENDS\b/,
  /Full-time|Part-time|\bRemote\b|\bHybrid\b|Weekends/,
  /\bPortuguese\b|\bEnglish\b|\bFrench\b/,
  // Raw language codes shown as words: 'pt', 'en', 'pt, en'.
  /(^|[\s,:(])(pt|en|umb|fr)([\s,)]|$)/,
];

function expectNoEnglishCodes(root: HTMLElement = document.body) {
  // Every text node on its own line (option labels included), so cells never run together.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  const text = parts.join('\n');
  for (const pattern of ENGLISH) expect(text, `${pattern}`).not.toMatch(pattern);
}

const ok = (data: unknown) => ({ status: 200, data: { message: 'ok', data } });
const CANDIDATE_ID = '0b6f2d4e-2222-4c3b-9a55-000000000002';

const candidate = sampleCandidate({
  id: CANDIDATE_ID,
  skills: ['React'],
  availability: 'WEEKENDS',
  headline: 'Engenheira',
  language: ['pt', 'en', 'umb'],
});

const job = sampleJob({
  id: 'job-1',
  title: 'Estágio de dados',
  industry: 'Tecnologia',
  experience: ['Nenhuma'],
  education: ['Licenciatura'],
});

const company = { id: 'c1', ...sampleCompany };

const page1 = { currentPage: 1, totalPages: 1, totalItems: 1, pageLimit: 10 };

beforeEach(async () => {
  await rememberSignIn('u1');
  useLanguageStore.setState({ lang: 'pt' });
  fakeApi({
    'GET /user/details': ok(profileTestUser({ language: ['pt', 'en'] })),
    'GET /candidates': ok({ users: [candidate], pagination: page1 }),
    [`GET /candidates/${CANDIDATE_ID}`]: ok(candidate),
    'GET /applications': ok({ applications: [], pagination: { ...page1, totalItems: 0 } }),
    'GET /applications/app-1': ok({
      id: 'app-1',
      user_id: CANDIDATE_ID,
      internship_id: 'job-1',
      status: 'APPLIED',
      createdAt: '2026-03-05T12:00:00Z',
      updatedAt: '2026-03-05T12:00:00Z',
      user: { first_name: 'Ana', last_name: 'Ngola', profile_img: null },
      intern_info: { title: job.title },
      average_rating: null,
      notes_count: 0,
      cover_letter: null,
      candidate,
      job: {
        id: 'job-1',
        title: job.title,
        internship_city: 'Luanda',
        internship_type: 'PART_TIME',
        expiration_date: null,
        active_status: 'ACTIVE',
      },
      history: [],
    }),
    'GET /internship/company': ok({ internships: [job], pagination: page1 }),
    'GET /internship/job-1': ok({ ...job, company_info: company }),
    'GET /internship/count': ok({ count: 1, active: 1, inactive: 0, drafts: 0, openings: 1 }),
    'GET /internship/applications/count': ok({ count: 0, days: [] }),
  });
});

describe('codes in Portuguese', () => {
  it('candidates table: availability in Portuguese, and the filter offers Portuguese choices', async () => {
    renderApp('/candidates');
    expect(await screen.findByText('Fins de semana')).toBeTruthy();
    const filter = screen.getByLabelText('Disponibilidade') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toContain('Remoto');
    expectNoEnglishCodes();
  });

  it('candidate detail: availability and languages by name', async () => {
    renderApp(`/candidate-detail/${CANDIDATE_ID}`);
    expect(await screen.findByText('Português, Inglês, Umbundu')).toBeTruthy();
    expect(screen.getByText('Fins de semana')).toBeTruthy();
    expectNoEnglishCodes();
  });

  it("application detail: the candidate's availability and languages, the job's type", async () => {
    renderApp('/detail-view/app-1');
    expect(await screen.findByText('Tempo parcial')).toBeTruthy();
    expect(screen.getByText('Fins de semana')).toBeTruthy();
    expect(screen.getByText('Português, Inglês, Umbundu')).toBeTruthy();
    expectNoEnglishCodes();
  });

  it('jobs table and job detail: the job type in Portuguese', async () => {
    const { router } = renderApp('/jobs');
    expect(await screen.findByText('Remoto')).toBeTruthy();
    expectNoEnglishCodes();
    await router.navigate('/job-details/job-1');
    expect(await screen.findByText('Remoto')).toBeTruthy();
    expectNoEnglishCodes();
  });

  it('job form: the type choices in Portuguese', async () => {
    renderApp('/post-Job');
    const type = (await screen.findByLabelText('Tipo de vaga')) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Tempo inteiro', 'Tempo parcial', 'Remoto']),
    );
    expectNoEnglishCodes();
  });

  it('profile: the languages are choices named in Portuguese, the stored ones checked', async () => {
    renderApp('/profile');
    const portuguese = (await screen.findByRole('checkbox', { name: 'Português' })) as HTMLInputElement;
    expect(portuguese.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Inglês' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Francês' }) as HTMLInputElement).checked).toBe(false);
    expectNoEnglishCodes();
  });
});
