import { expect, test } from '@playwright/test';
import { applyTo, candidateWith, employerWithJob, openSignedIn } from './support/api';
import { inDays } from './support/dates';
import { mailsTo, waitForMail } from './support/mail';

/**
 * Interviews (issue 19), end to end: an employer schedules an interview for an application from
 * its detail page (the dialog's labelled inputs, Luanda time by default); the candidate's mail
 * carries the calendar invitation; the dashboard lists it under Upcoming interviews; cancelling
 * asks first, then sends the cancellation.
 */

const tag = Date.now().toString(36);

test('schedule an interview, see it on the dashboard, cancel it', async ({ page }) => {
  const title = `Estágio de Entrevistas ${tag}`;
  const { employer, jobId } = await employerWithJob({ title });
  const candidate = await candidateWith({ first_name: 'Nzinga', last_name: `Mbande ${tag}` });
  const applicationId = await applyTo(jobId, candidate, { cover_letter: 'Olá.' });

  await openSignedIn(page, employer, `/detail-view/${applicationId}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  await expect(section.getByText('No interview scheduled yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Schedule interview' }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule an interview' });
  await expect(dialog.getByLabel('Time zone', { exact: true })).toHaveValue('Africa/Luanda');
  await dialog.getByLabel('Date', { exact: true }).fill(inDays(2));
  await dialog.getByLabel('Time', { exact: true }).fill('14:30');
  await dialog.getByLabel('Duration (minutes)', { exact: true }).fill('30');
  await dialog.getByLabel('Place', { exact: true }).fill('Avenida 4 de Fevereiro, 10, Luanda');
  // Without an interviewer the server refuses, and says why in the dialog.
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one interviewer.');
  await dialog.getByRole('checkbox', { name: 'Luísa Neto' }).check();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Interview scheduled. The invitations were sent.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(/14:30 \(Africa\/Luanda\)/)).toBeVisible();
  await expect(section.getByText('Avenida 4 de Fevereiro, 10, Luanda')).toBeVisible();

  // The candidate's invitation (after the sign-up code) carries the calendar file.
  const invitation = await waitForMail(candidate.email, 2);
  expect(invitation).toContain('invite.ics');
  const raw = (await mailsTo(candidate.email))[1]!.raw;
  expect(raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
  expect((await mailsTo(employer.email)).length).toBeGreaterThan(0);

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming interviews' });
  const link = upcoming.getByRole('link', { name: `Nzinga Mbande ${tag} — ${title}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/detail-view/${applicationId}$`));

  await section.getByRole('button', { name: 'Cancel interview' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this interview?' });
  await confirm.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(page.getByText('Interview cancelled. Everyone invited was told.').first()).toBeVisible();
  await expect(section.getByText(/Cancelled/)).toBeVisible();
  await waitForMail(candidate.email, 3);
  expect((await mailsTo(candidate.email))[2]!.raw).toMatch(/method=CANCEL/i);
});
