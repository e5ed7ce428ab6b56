import { expect, type Page, test } from '@playwright/test';
import { api, completeEmployerProfile, createAccount, openSignedIn } from './support/api';
import { inDays } from './support/dates';

/**
 * An employer with a completed profile (saved through the profile slice's PUT /user/{userId},
 * the wizard's own call) posts a job after tripping three rules, finds it on the dashboard and
 * in the jobs table, opens its detail, marks it expired and deletes it.
 */

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function addTag(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(label, { exact: true }).press('Enter');
}

async function openRowMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
}

test('an employer posts, finds, inspects, expires and deletes a job', async ({ page }) => {
  // A long journey on a shared 2-core machine (it includes the 2 s post-job delay).
  test.setTimeout(120_000);
  const account = await createAccount('EMPLOYER');
  await completeEmployerProfile(account);
  const title = `Estágio em Dados ${Date.now()}`;

  await openSignedIn(page, account, '/');
  await expect(page.getByTestId('total-jobs')).toHaveText('0');
  await expect(page.getByText('No internships found')).toBeVisible();
  await page.getByRole('link', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/post-job$/);

  // Three rules tripped, each shown alone, in the product's order.
  const submit = page.getByRole('button', { name: 'Post Job' });
  await submit.click();
  await expect(toast(page, 'Job Title is required')).toBeVisible();
  await page.getByLabel('Job Title').fill(title);
  await submit.click();
  await expect(toast(page, 'Industry is required')).toBeVisible();
  await page.getByLabel('Industry').fill('Technology');
  await addTag(page, 'Skills', 'SQL');
  await addTag(page, 'Skills', '  Python  ');
  await addTag(page, 'Experience', 'Projecto académico');
  await addTag(page, 'Education', 'Licenciatura');
  await page.getByLabel('Job Type').selectOption('Full-time');
  await page.getByLabel('Number of Openings').fill('0');
  await submit.click();
  await expect(toast(page, 'Number of Openings must be a positive number')).toBeVisible();

  await page.getByLabel('Number of Openings').fill('3');
  await page.getByLabel('Expiration Date').fill(inDays(10));
  await page.getByLabel('Job City').fill('Luanda');
  await page.getByLabel('Description').fill('Analisar dados de vendas.');
  await page.getByLabel('Responsibilities').fill('Relatórios semanais.');
  await page.getByLabel('Minimum Salary (AKZ)').fill('150000');
  await page.getByLabel('Maximum Salary (AKZ)').fill('250000');
  await submit.click();
  await expect(toast(page, 'Job posted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/Jobs$/i);

  // The jobs table.
  const row = page.getByTestId('job-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Full-time')).toBeVisible();
  await expect(row.getByText(/^(10|11) days remaining$/)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('0 Applications')).toBeVisible();
  await expect(row.getByRole('link', { name: 'View Applications' })).toHaveAttribute(
    'href',
    /\/application\?internshipId=[0-9a-f-]{36}$/,
  );

  // The dashboard counts it.
  await page.goto('/');
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  await expect(page.getByTestId('total-applications')).toHaveText('0');
  await expect(page.getByTestId('job-row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('applications-chart')).toBeVisible();

  // Its detail, with the company and the salary in AKZ.
  await page.goto('/jobs');
  await openRowMenu(page, title);
  await page.getByRole('menuitem', { name: 'View Detail' }).click();
  await expect(page).toHaveURL(/\/job-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('job-salary')).toHaveText(/150\s000\sAKZ – 250\s000\sAKZ/);
  await page.getByRole('link', { name: 'Kwanza Digital' }).click();
  await expect(page).toHaveURL(/\/company-detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Mark as expired: the badge and the label change, the choice disappears.
  await page.goto('/jobs');
  await openRowMenu(page, title);
  await page.getByRole('menuitem', { name: 'Mark as expired' }).click();
  await expect(toast(page, 'Job marked as expired successfully')).toBeVisible();
  await expect(row.getByText('In-active')).toBeVisible();
  await expect(row.getByText('Expired')).toBeVisible();
  await openRowMenu(page, title);
  await expect(page.getByRole('menuitem', { name: 'Mark as expired' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Delete asks first.
  await openRowMenu(page, title);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Job deleted successfully')).toBeVisible();
  await expect(page.getByText('No internships found')).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('total-jobs')).toHaveText('0');
});

/**
 * Issue 19: a job is edited (the form filled with it; its history names the change), copied into
 * a draft and published from its page; an expired job is reopened with a new date; a job is
 * saved as a draft from Post a Job and published from the jobs table.
 */
test('an employer edits a job, duplicates it, reopens an expired one, saves and publishes a draft', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const account = await createAccount('EMPLOYER');
  await completeEmployerProfile(account);
  const stamp = Date.now().toString(36);
  const body = (title: string) => ({
    title,
    industry: 'Technology',
    skills_required: ['SQL'],
    experience: ['Nenhuma'],
    education: ['Licenciatura'],
    internship_type: 'Full-time',
    number_of_opening: 2,
    expiration_date: inDays(10),
    internship_city: 'Luanda',
    description: 'Analisar dados.',
    responsibilities: 'Relatórios.',
    min_salary: 100000,
    max_salary: 200000,
  });
  const original = `Analista ${stamp}`;
  const edited = `Analista de dados ${stamp}`;
  const closed = `Contabilista ${stamp}`;
  const drafted = `Rascunho ${stamp}`;
  await api.post('/internship/post', body(original), account.token);
  const expired = await api.post<{ data: { id: string } }>('/internship/post', body(closed), account.token);
  await api.patch(`/internship/${expired.data.id}/expire`, {}, account.token);

  // Edit: from the row menu, the form filled with the job; Save changes → its page.
  await openSignedIn(page, account, '/jobs');
  await openRowMenu(page, original);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-job\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Job Title')).toHaveValue(original);
  await expect(page.getByLabel('Expiration Date')).toHaveValue(inDays(10));
  await expect(page.getByLabel('Number of Openings')).toHaveValue('2');
  await page.getByLabel('Job Title').fill(edited);
  await page.getByLabel('Number of Openings').fill('4');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Job updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/job-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: edited })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/changed Job Title and Number of Openings/)).toBeVisible();
  await expect(history.getByText(/posted the job/)).toBeVisible();

  // Duplicate from its page: the copy is a draft with the same title, its page shown; Publish.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(toast(page, 'Job copied into a new draft')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: edited })).toBeVisible();
  await page.goto('/jobs');
  const copies = page.getByTestId('job-row').filter({ hasText: edited });
  await expect(copies).toHaveCount(2);
  await expect(copies.filter({ hasText: 'Draft' })).toHaveCount(1);

  // Reopen the expired job: a dialog asks for the new date.
  const closedRow = page.getByTestId('job-row').filter({ hasText: closed });
  await expect(closedRow.getByText('In-active')).toBeVisible();
  await openRowMenu(page, closed);
  await page.getByRole('menuitem', { name: 'Reopen' }).click();
  const dialog = page.getByRole('dialog', { name: `Reopen "${closed}"` });
  await expect(dialog.getByLabel('Expiration Date')).toBeFocused();
  await dialog.getByLabel('Expiration Date').fill(inDays(20));
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(page, 'Job reopened successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(closedRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(closedRow.getByText(/^(20|21) days remaining$/)).toBeVisible();

  // Save as draft from Post a Job; the table shows it as a Draft; Publish from the row menu.
  await page.goto('/post-job');
  await page.getByLabel('Job Title').fill(drafted);
  await page.getByLabel('Industry').fill('Technology');
  await addTag(page, 'Skills', 'Excel');
  await addTag(page, 'Experience', 'Nenhuma');
  await addTag(page, 'Education', 'Licenciatura');
  await page.getByLabel('Job Type').selectOption('Part-time');
  await page.getByLabel('Number of Openings').fill('1');
  await page.getByLabel('Expiration Date').fill(inDays(15));
  await page.getByLabel('Job City').fill('Benguela');
  await page.getByLabel('Description').fill('Apoio à contabilidade.');
  await page.getByLabel('Responsibilities').fill('Lançamentos.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/Jobs$/i);
  const draftRow = page.getByTestId('job-row').filter({ hasText: drafted });
  await expect(draftRow.getByText('Draft', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('total-jobs')).toHaveText('4');
  await page.goto('/jobs');
  await openRowMenu(page, drafted);
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(toast(page, 'Job published successfully')).toBeVisible();
  await expect(draftRow.getByText('Active', { exact: true })).toBeVisible();
});
