import { expect, test } from '@playwright/test';
import { latestOtp, resetLink, uniqueEmail } from './support/mail';
import { fillOtp, PASSWORD, signIn, signUpAndVerify } from './support/journeys';

test.describe('sign-up, verification and sign-in', () => {
  test('a new recruiter signs up, verifies the emailed code, signs in and lands on profile setup', async ({
    page,
  }) => {
    const email = await signUpAndVerify(page);
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profile-setup$/);
  });

  test('sign-in rules and errors show the spec texts', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter both email and password.')).toBeVisible();
    await signIn(page, uniqueEmail('nobody'), 'wrong-password');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('sign-up rules, then an unverified login is sent to /otp', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please fill in all fields.')).toBeVisible();
    const email = uniqueEmail();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(`x${email}`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Emails do not match.')).toBeVisible();
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByText(/Code expires in: (05:00|04:5\d)/)).toBeVisible();

    // Leave without verifying, then try to sign in.
    await signIn(page, email);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please verify your email before signing in.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/otp$/);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page.getByText('Please enter a valid 6-digit OTP.')).toBeVisible();
    // The first code is still valid (a fresh one is only sent once it is 60 s old).
    await fillOtp(page, await latestOtp(email, 1));
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/profile-setup$/);
  });

  test('resend clears the code and locks the button for 60 seconds', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/signup');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await latestOtp(email);
    await page.getByLabel('Digit 1 of 6').fill('1');
    // The server refuses a second code within 60 s of the first: its message is shown.
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(/Please wait \d+s before requesting a new code\./)).toBeVisible();
  });
});

test.describe('session, guards and logout', () => {
  test('protected routes send a visitor to /signin; unknown routes show the fallback', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/no-such-page');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  });

  test('without Remember me the session ends with the tab; with it, it survives', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = await signUpAndVerify(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/profile-setup$/);
    const second = await context.newPage();
    await second.goto('/jobs');
    await expect(second).toHaveURL(/\/signin$/);

    await signIn(second, email, PASSWORD, true);
    await expect(second).toHaveURL(/\/profile-setup$/);
    const third = await context.newPage();
    await third.goto('/jobs');
    await expect(third).toHaveURL(/\/jobs$/);
    await context.close();
  });

  test('the shell: navigation order, dropdowns, avatar, logout dialog', async ({ page }) => {
    const email = await signUpAndVerify(page);
    await signIn(page, email, PASSWORD, true);
    await expect(page).toHaveURL(/\/profile-setup$/);
    await page.goto('/jobs');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The signed-in frame loads after the address changes (route-level code splitting).
    await expect(nav.getByRole('link', { name: /^Profile/ })).toBeVisible();
    // Jobs is an accordion group (a button); the others are links.
    const labels = await nav.locator('a, button').allInnerTexts();
    // No company yet: no chat to offer (issue 18: the chat is the company's), so no Message link.
    const order = ['Overview', 'Applications', 'Jobs', 'Candidates', 'Profile'];
    await expect(nav.getByRole('link', { name: /^Message/ })).toHaveCount(0);
    const positions = order.map((label) => labels.findIndex((text) => text.trim().startsWith(label)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // A new account has no notifications yet: the bell says so, with no count and no dot.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(page.getByText(/No notifications yet/)).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('menu', { name: 'Notifications' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Log Out' })
      .or(page.getByRole('button', { name: 'Log Out' }))
      .click();
    const dialog = page.getByRole('dialog', { name: 'Logout?' });
    await expect(dialog.getByText('Are you sure you want to Logout?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Log Out' })
      .or(page.getByRole('button', { name: 'Log Out' }))
      .click();
    await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('password recovery', () => {
  test('forgot → emailed link → new password works, old one does not', async ({ page }) => {
    const email = await signUpAndVerify(page);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/reset-password-info$/);
    await expect(page.getByText('Reset Link Sent!')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.goto(await resetLink(email, 2));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Please fill all fields')).toBeVisible();
    await page.getByLabel('New Password').fill('Luanda-2026!');
    await page.getByLabel('Confirm Password').fill('Luanda-2026?');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('Luanda-2026!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await signIn(page, email, 'Luanda-2026!');
    await expect(page).toHaveURL(/\/profile-setup$/);
  });

  test('the static change-password screen links back to sign-in', async ({ page }) => {
    await page.goto('/change-password');
    await expect(page.getByText('Set New Password')).toBeVisible();
    await page.getByRole('link', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('languages', () => {
  test('Portuguese switches the whole UI at once and is remembered', async ({ page }) => {
    await page.goto('/signin');
    await page.getByTestId('language-trigger').click();
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByTestId('language-trigger')).toContainText('Por');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('button', { name: 'Iniciar sessão', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
    await expect(page.getByText('Por favor, introduza o e-mail e a palavra-passe.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('language-trigger')).toContainText('Por');
    // Server messages come back in Portuguese too.
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('ninguem'));
    await page.getByLabel('Palavra-passe', { exact: true }).fill('errada-123');
    await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
    await expect(page.getByText('E-mail ou palavra-passe inválidos.')).toBeVisible();
  });
});
