import { expect, type Page } from '@playwright/test';
import { latestOtp, uniqueEmail } from './mail';

export const PASSWORD = 'Kwanza#2026';

export async function fillOtp(page: Page, code: string): Promise<void> {
  // Paste into the first box: the input spreads the digits over all six.
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

/** Signs up through the UI, reads the code from the real mail and verifies it. Returns the email. */
export async function signUpAndVerify(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successful! Please check your email for OTP.')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);
  await fillOtp(page, await latestOtp(email));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  return email;
}

export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  remember = false,
): Promise<void> {
  if (!page.url().endsWith('/signin')) await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
