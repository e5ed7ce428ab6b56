import { expect, type Page, test } from '@playwright/test';
import { completeEmployerProfile, createAccount, openSignedIn } from './support/api';
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
