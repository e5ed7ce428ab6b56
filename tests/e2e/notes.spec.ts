import { expect, test } from '@playwright/test';
import { api, applyTo, candidateWith, employerWithJob, openSignedIn } from './support/api';

/**
 * Issue 19: a recruiter adds a note and a rating on an application's page, sees them with their
 * name, then finds the average and the note count on the applications list and sorts by them.
 * Data goes in through the API; everything checked is done in the app.
 */

const tag = Date.now().toString(36);

test('an employer adds a note and a rating, and sorts the applications by rating', async ({ page }) => {
  const { employer, jobId } = await employerWithJob({
    title: `Estágio em Recursos Humanos ${tag}`,
    skills_required: ['Excel'],
    description: 'Recrutamento.',
    responsibilities: 'Entrevistas.',
  });
  const applicationIds: string[] = [];
  for (const first of ['Nzinga', 'Kiluanji']) {
    const candidate = await candidateWith({ first_name: first, last_name: `Notas${tag}` });
    applicationIds.push(await applyTo(jobId, candidate, { cover_letter: `Candidatura de ${first}.` }));
  }

  // The application's page: a note, typed and sent from the keyboard, then four stars.
  await openSignedIn(page, employer, `/detail-view/${applicationIds[0]}`);
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await page.getByLabel('Add a note').fill('Boa comunicação; chamar para entrevista.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Boa comunicação; chamar para entrevista.')).toBeVisible();
  await expect(page.getByText(/^Luísa Neto, /)).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveValue('');

  await expect(page.getByText('Not rated yet')).toBeVisible();
  // The fourth star (its label holds the visually hidden radio).
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '4 of 5 stars' }) })
    .click();
  await expect(page.getByText('Rating saved.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Average 4.0 from 1 rating')).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  // The keyboard moves the rating too (radios: arrow keys).
  await page.getByRole('radio', { name: '4 of 5 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Average 5.0 from 1 rating')).toBeVisible();

  // Editing one's own note asks nothing; deleting asks first (here: cancelled).
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Edit your note').fill('Muito boa comunicação.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Muito boa comunicação.')).toBeVisible();
  await expect(page.getByText(/\(edited /)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this note?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Muito boa comunicação.')).toBeVisible();

  // The list: the average and the count, and the Rating header sorts on the server.
  await page.goto(`/application?internshipId=${jobId}`);
  await expect(page.getByText('Average rating 5.0')).toBeVisible();
  const rows = page.locator('.applications-table tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: /Rating/ }).click();
  await expect(page).toHaveURL(/sort=average_rating&order=desc/);
  await expect(page.getByRole('columnheader', { name: /Rating/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Nzinga');
  await page.getByRole('button', { name: /Rating/ }).press('Enter');
  await expect(page).toHaveURL(/order=asc/);
  await expect(rows.first()).toContainText('Kiluanji');
});

test('a note and a rating written elsewhere show on the open application page without a reload', async ({
  page,
}) => {
  const { employer, jobId } = await employerWithJob({
    title: `Estágio em Contabilidade ${tag}`,
    skills_required: ['Excel'],
    description: 'Contas.',
    responsibilities: 'Balancetes.',
  });
  const candidate = await candidateWith({ first_name: 'Ndala', last_name: `Ao vivo${tag}` });
  const applicationId = await applyTo(jobId, candidate, { cover_letter: 'Candidatura.' });

  await openSignedIn(page, employer, `/detail-view/${applicationId}`);
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await expect(page.getByText('Not rated yet')).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // Written through the API, as a colleague's app (or this member's other device) does: the
  // company's `companyActivity` event tells this page, which reads the notes again.
  await api.post(
    `/applications/${applicationId}/notes`,
    { body: 'Referências confirmadas.' },
    employer.token,
  );
  await expect(page.getByText('Referências confirmadas.')).toBeVisible();
  await api.put(`/applications/${applicationId}/rating`, { score: 3 }, employer.token);
  await expect(page.getByText('Average 3.0 from 1 rating')).toBeVisible();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
