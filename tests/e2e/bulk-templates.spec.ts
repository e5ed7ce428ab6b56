import { expect, test } from '@playwright/test';
import { type Account, applyTo, candidateWith, employerWithJob, openSignedIn } from './support/api';
import { waitForMail } from './support/mail';

/**
 * Issue 19, end to end on the real stack: an employer bulk-rejects five applicants with the
 * default English rejection template (sent by email), then undoes the move from the toast with
 * the keyboard. The emails stay sent (the toast says so); the statuses go back to Pending.
 */

const tag = Date.now().toString(36);

async function applicant(jobId: string, n: number): Promise<Account> {
  const account = await candidateWith({
    first_name: `Cand${n}`,
    last_name: `Bulk${tag}`,
    phone: '+244 923 000 000',
    city: 'Luanda',
    skills: JSON.stringify(['SQL']),
    availability: 'Full-time',
    headline: 'Estagiário',
  });
  await applyTo(jobId, account, { cover_letter: null });
  return account;
}

test('an employer bulk-rejects five applicants with a template, then undoes the move', async ({ page }) => {
  const title = `Estágio em Contabilidade ${tag}`;
  const { employer, jobId } = await employerWithJob({
    title,
    industry: 'Finance',
    number_of_opening: 5,
    description: 'Contabilidade.',
    responsibilities: 'Relatórios.',
  });
  const candidates: Account[] = [];
  for (let n = 1; n <= 5; n += 1) candidates.push(await applicant(jobId, n));

  await openSignedIn(page, employer, `/application?internshipId=${jobId}`);
  const statuses = page.getByRole('combobox', { name: /Status of the application from/ });
  await expect(statuses).toHaveCount(5);
  await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('5 selected')).toBeVisible();
  await bar.getByLabel('Move to').selectOption('REJECTED');
  await bar.getByLabel('Message to send').selectOption({ label: 'Not selected (English)' });
  await expect(bar.getByLabel('By email')).toBeChecked();
  await bar.getByRole('button', { name: 'Move…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Move 5 applications to Rejected?' });
  await expect(dialog).toContainText('cannot take sent messages back');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();

  await expect(
    page.getByText('5 moved to Rejected. 5 messages sent (Undo does not unsend them).'),
  ).toBeVisible();
  for (const status of await statuses.all()) await expect(status).toHaveValue('REJECTED');
  // The candidate's second mail (the first was their sign-up code), rendered for them.
  const mail = await waitForMail(candidates[0]?.email ?? '', 2);
  expect(mail).toContain('Hello Cand1,');
  expect(mail).toContain(`Thank you for your interest in Est`);
  expect(mail).toContain(`Contabilidade ${tag}`);

  // The Undo button is reachable from the keyboard.
  const undo = page.getByRole('button', { name: 'Undo the move of 5 applications' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('5 applications put back.')).toBeVisible();
  for (const status of await statuses.all()) await expect(status).toHaveValue('APPLIED');
});
