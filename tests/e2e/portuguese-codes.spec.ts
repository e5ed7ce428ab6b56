import { type Page, expect, test } from '@playwright/test';
import { api, completeEmployerProfile, createAccount, openSignedIn, putForm } from './support/api';
import { inDays } from './support/dates';

/**
 * Issue 12 #4 on the real stack: job types, availabilities and spoken languages are codes, shown
 * in the reader's language. In Portuguese no screen shows an English code or label, and the
 * availability filter is a choice: 'Remoto' finds exactly the candidates 'Remote' finds.
 */

const tag = Date.now().toString(36);
const skill = `Umbundu-${tag}`;

/** English words or raw codes that must not appear on a Portuguese screen. */
const ENGLISH =
  /Full-time|Part-time|\bRemote\b|\bWeekends\b|\bHybrid\b|FULL_TIME|PART_TIME|\bREMOTE\b|\bWEEKENDS\b|\bPortuguese\b|\bEnglish\b|(^|[\s,])(pt|en)([\s,]|$)/;

async function expectNoEnglish(page: Page) {
  // Each element's own text on its own: cells and options never run together.
  const text = (await page.locator('main *').allInnerTexts()).join('\n');
  expect(text).not.toMatch(ENGLISH);
}

async function toPortuguese(page: Page) {
  await page.getByTestId('language-trigger').click();
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
}

test('in Portuguese the codes are labels, and the availability filter is a choice that finds the same candidates', async ({
  page,
}) => {
  const employer = await createAccount('EMPLOYER');
  await completeEmployerProfile(employer);
  const title = `Estágio remoto ${tag}`;
  const job = await api.post<{ data: { id: string } }>(
    '/internship/post',
    {
      title,
      industry: 'Tecnologia',
      skills_required: ['SQL'],
      experience: ['Nenhuma'],
      education: ['Licenciatura'],
      internship_type: 'REMOTE',
      number_of_opening: 1,
      expiration_date: inDays(30),
      internship_city: 'Luanda',
      description: 'Trabalho à distância.',
      responsibilities: 'Relatórios.',
    },
    employer.token,
  );
  const people = [
    { first_name: 'Rosa', availability: 'REMOTE', language: ['pt', 'en'] },
    { first_name: 'Paulo', availability: 'WEEKENDS', language: ['pt', 'umb'] },
    { first_name: 'Teresa', availability: 'REMOTE', language: ['pt'] },
  ];
  for (const person of people) {
    const account = await createAccount('CANDIDATE');
    await putForm('/user/profile', account.token, {
      first_name: person.first_name,
      last_name: `Manuel${tag}`,
      phone: '+244 923 000 000',
      city: 'Luanda',
      skills: JSON.stringify([skill]),
      availability: person.availability,
      language: JSON.stringify(person.language),
      headline: 'Estudante',
    });
    await api.post(`/internship/${job.data.id}/apply`, { cover_letter: 'Olá.' }, account.token);
  }

  await openSignedIn(page, employer, '/candidates');
  await toPortuguese(page);
  await page.getByLabel('Competências').fill(skill);
  await page.getByLabel('Disponibilidade').selectOption({ label: 'Remoto' });
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByRole('link', { name: /Rosa Manuel/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Teresa Manuel/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Paulo Manuel/ })).toHaveCount(0);
  const remoto = await page.locator('tbody tr').count();
  expect(remoto).toBe(2);
  await expect(page.getByRole('cell', { name: 'Remoto' })).toHaveCount(2);
  await expectNoEnglish(page);

  // The same filter through an address from before the codes (?availability=Remote) and in English.
  await page.goto(`/candidates?skills=${skill}&availability=Remote`);
  await expect(page.getByLabel('Disponibilidade')).toHaveValue('REMOTE');
  await expect(page.locator('tbody tr')).toHaveCount(remoto);

  // Candidate detail: availability and languages by name.
  await page.goto(`/candidates?skills=${skill}&availability=WEEKENDS`);
  await page.getByRole('link', { name: /Paulo Manuel/ }).click();
  // The detail screen loads on first visit: wait for it, or the list's own 'Fins de semana' (the
  // filter's option and the row's cell) is still on screen.
  await page.waitForURL(/\/candidate-detail\//);
  await expect(page.getByLabel('Disponibilidade')).toHaveCount(0);
  await expect(page.getByText('Fins de semana')).toBeVisible();
  await expect(page.getByText('Português, Umbundu')).toBeVisible();
  await expectNoEnglish(page);

  // Jobs table, job detail and the job form.
  await page.goto('/jobs');
  await expect(
    page.getByTestId('job-row').filter({ hasText: title }).getByText('Remoto', { exact: true }),
  ).toBeVisible();
  await expectNoEnglish(page);
  await page.goto(`/job-details/${job.data.id}`);
  await expect(page.getByText('Remoto', { exact: true }).first()).toBeVisible();
  await expectNoEnglish(page);
  await page.goto('/post-Job');
  await expect(page.getByLabel('Tipo de vaga').locator('option', { hasText: 'Tempo parcial' })).toHaveCount(
    1,
  );
  await expectNoEnglish(page);

  // Profile: the languages are choices named in Portuguese.
  await page.goto('/profile');
  await expect(page.getByRole('checkbox', { name: 'Umbundu' })).toBeVisible();
  await expectNoEnglish(page);
});
