import { type Page, expect, test } from '@playwright/test';
import { api, completeEmployerProfile, createAccount, openSignedIn, putForm } from './support/api';
import { inDays } from './support/dates';
import { fillOtp, PASSWORD } from './support/journeys';
import { latestOtp, uniqueEmail, waitForMail } from './support/mail';

/**
 * Company teams (issue 18), end to end on the real stack and the real mail: an owner invites a
 * recruiter from the Team tab; the invitation email's link opens in a second browser; the
 * recruiter signs up with the invited address, comes back to the invitation after signing in,
 * accepts, skips the company step of the wizard and moves an applicant; the owner's screens show
 * the new status and the activity entry without a reload.
 */

const tag = Date.now().toString(36);
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

test('an owner invites a recruiter, who joins and moves an applicant the owner sees move live', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The company, a job and an applicant, through the API.
  const owner = await createAccount('EMPLOYER');
  await completeEmployerProfile(owner);
  const title = `Estágio em Equipas ${tag}`;
  const job = await api.post<{ data: { id: string } }>(
    '/internship/post',
    {
      title,
      industry: 'Technology',
      skills_required: ['SQL'],
      experience: ['Nenhuma'],
      education: ['Licenciatura'],
      internship_type: 'Full-time',
      number_of_opening: 1,
      expiration_date: inDays(30),
      internship_city: 'Luanda',
      description: 'Trabalho em equipa.',
      responsibilities: 'Rever candidaturas.',
      min_salary: 50000,
      max_salary: 90000,
    },
    owner.token,
  );
  const candidate = await createAccount('CANDIDATE');
  const candidateName = `Tomás Kilamba${tag}`;
  await putForm('/user/profile', candidate.token, {
    first_name: 'Tomás',
    last_name: `Kilamba${tag}`,
    phone: '+244 923 000 001',
  });
  await api.post(`/internship/${job.data.id}/apply`, { cover_letter: 'Candidatura.' }, candidate.token);

  // The owner invites from the Team tab.
  await openSignedIn(page, owner, '/profile');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  const email = uniqueEmail('team');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('RECRUITER');
  await page.getByLabel('Language of the email').selectOption('en');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Resend the invitation to ${email}` })).toBeVisible();

  // The link, from the captured mail.
  const mail = await waitForMail(email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/invitation\/([A-Za-z0-9_-]+)/);
  expect(link?.[0], 'an invitation link in the mail').toBeTruthy();
  const invitationPath = new URL(link?.[0] ?? '').pathname;

  // The owner keeps a second window on the applications, to see the move arrive.
  const ownerApplications = await page.context().newPage();
  await ownerApplications.goto('/application');
  const statusInOwnerList = ownerApplications.getByRole('combobox', {
    name: `Status of the application from ${candidateName}`,
  });
  await expect(statusInOwnerList).toHaveValue('APPLIED');

  // The recruiter, in another browser: the invitation, then sign up with that address.
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await recruiter.goto(invitationPath);
  await expect(recruiter.getByRole('heading', { name: 'Kwanza Digital' })).toBeVisible();
  await expect(
    recruiter.getByText(`Kwanza Digital invites ${email} to join its team as Recruiter.`),
  ).toBeVisible();
  await recruiter.getByRole('link', { name: 'Create an account' }).click();
  await expect(recruiter).toHaveURL(/\/signup$/);
  await expect(recruiter.getByLabel('Email', { exact: true })).toHaveValue(email);
  await recruiter.getByLabel('Confirm Email').fill(email);
  await recruiter.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await recruiter.getByRole('button', { name: 'Sign Up' }).click();
  await expect(recruiter).toHaveURL(/\/otp$/);
  // Mail 1 is the invitation, mail 2 the sign-up code.
  await fillOtp(recruiter, await latestOtp(email, 2));
  await recruiter.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(recruiter).toHaveURL(/\/signin$/);
  await recruiter.getByLabel('Email', { exact: true }).fill(email);
  await recruiter.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await recruiter.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back at the invitation, signed in: accept.
  await expect(recruiter).toHaveURL(new RegExp(`${invitationPath}$`));
  await recruiter.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(toast(recruiter, 'Welcome to Kwanza Digital!')).toBeVisible();

  // The wizard without the company step.
  await expect(recruiter).toHaveURL(/\/profile-setup$/);
  await expect(recruiter.getByText('You are part of the Kwanza Digital team as Recruiter')).toBeVisible();
  await recruiter.getByLabel('First Name').fill('Rita');
  await recruiter.getByLabel('Last Name (optional)').fill(`Sambo${tag}`);
  await recruiter.getByLabel('Phone').fill('+244 923 555 666');
  await recruiter.getByRole('button', { name: 'Next' }).click();
  await expect(recruiter.getByRole('heading', { name: 'Post an Internship' })).toBeVisible();
  await recruiter.getByRole('button', { name: 'Skip' }).click();
  await recruiter.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(recruiter).toHaveURL(/\/$/, { timeout: 10_000 });

  // The owner's Team tab, open before the move, gets the entry live.
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  // The recruiter moves the applicant.
  await recruiter.goto('/application');
  await recruiter
    .getByRole('combobox', { name: `Status of the application from ${candidateName}` })
    .selectOption('SHORTLISTED');
  await expect(toast(recruiter, 'Application status updated successfully!')).toBeVisible();

  // The owner sees it without a reload: the status in the list, and the activity entry.
  await expect(statusInOwnerList).toHaveValue('SHORTLISTED');
  await expect(
    page.getByText(`Rita Sambo${tag} moved ${candidateName} (${title}) from Pending to Shortlisted`),
  ).toBeVisible();

  await recruiterContext.close();
});
