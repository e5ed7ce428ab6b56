import { Buffer } from 'node:buffer';
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { inDays } from './support/dates';
import { PASSWORD, signIn } from './support/journeys';

/** A real 1×1 PNG: the server checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface BrowserGlobals {
  DataTransfer: new () => { items: { add(file: File): void } };
  DragEvent: new (type: string, init: object) => Event;
  localStorage: { clear(): void };
  sessionStorage: { clear(): void };
}

/** Drops a file on an uploader the way a file manager does: a standard drop event with files. */
async function dropFile(page: Page, testId: string, name: string, type: string, base64: string) {
  await page.getByTestId(testId).evaluate(
    (zone, file) => {
      // Runs in the page; the Node-side tsconfig has no DOM library, hence the narrow view.
      const page = globalThis as unknown as BrowserGlobals;
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      const data = new page.DataTransfer();
      data.items.add(new File([bytes], file.name, { type: file.type }));
      for (const kind of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new page.DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
      }
    },
    { name, type, base64 },
  );
}

test.describe('employer profile', () => {
  test('a new employer completes the wizard with a logo and a first internship, then edits every tab', async ({
    page,
  }) => {
    // One long journey through four screens and three tabs on a shared 2-core machine.
    test.setTimeout(180_000);
    const account = await createAccount('EMPLOYER');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

    // Step 1: the product's rules, then valid values.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('First Name is required')).toBeVisible();
    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Phone').fill('   ');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel('Phone').fill('+244 923 000 111');
    await page.getByLabel('Designation').fill('HR Manager');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: a dropped text file is refused, a dropped PNG is kept and previewed.
    await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Company Name is required')).toBeVisible();
    await page.getByLabel('Company Name').fill('Kianda Tech');
    await page.getByLabel('City').fill('Luanda');
    await page.getByLabel('Company Phone').fill('+244 222 000 111');
    await page.getByLabel('Website').fill('https://kianda.ao');
    await page.getByLabel('Industry').fill('Technology');
    await page.getByLabel('Description').fill('Software for Angolan businesses');
    await dropFile(
      page,
      'uploader-image',
      'notes.txt',
      'text/plain',
      Buffer.from('hello').toString('base64'),
    );
    await expect(page.getByText('Only PNG, JPG or JPEG images can be uploaded.')).toBeVisible();
    await dropFile(page, 'uploader-image', 'logo.png', 'image/png', PNG.toString('base64'));
    await expect(page.getByText('logo.png')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: a real first internship.
    await expect(page.getByRole('heading', { name: 'Post an Internship' })).toBeVisible();
    await page.getByLabel('Job Title').fill('Estágio em Desenvolvimento Web');
    await page.getByLabel('Industry').fill('Technology');
    for (const [label, value] of [
      ['Skills', 'React'],
      ['Experience', 'None required'],
      ['Education', 'Licenciatura'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(label, { exact: true }).press('Enter');
    }
    await page.getByLabel('Job Type').selectOption('Full-time');
    await page.getByLabel('Number of Openings').fill('2');
    await page.getByLabel('Expiration Date').fill(inDays(30));
    await page.getByLabel('Job City').fill('Luanda');
    await page.getByLabel('Description').fill('Build web apps with the team.');
    await page.getByLabel('Responsibilities').fill('Write and test code.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: Back works, then submit.
    await expect(page.getByText(/Estágio em Desenvolvimento Web/)).toBeVisible();
    await page.locator('.wizard-actions').getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Post an Internship' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await expect(page.getByText('Profile information saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByTestId('avatar-initial')).toHaveText('A');

    // The logo is served by the API; the internship exists.
    const details = (await (
      await fetch(`${process.env.E2E_API_URL}/user/details`, { headers: { authorization: account.token } })
    ).json()) as { data: { company_info: { logo: string } } };
    expect(details.data.company_info.logo).toMatch(/^\/uploads\/[a-z0-9]{8}\.png$/);
    const logo = await fetch(`${process.env.E2E_API_URL}${details.data.company_info.logo}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const jobs = (await (
      await fetch(`${process.env.E2E_API_URL}/internship/company`, {
        headers: { authorization: account.token },
      })
    ).json()) as { data: { internships: Array<{ title: string }> } };
    expect(jobs.data.internships.map((j) => j.title)).toContain('Estágio em Desenvolvimento Web');

    // Profile screen: personal tab; the header follows at once.
    await page.goto('/Profile');
    await expect(page.getByRole('tab', { name: 'Manage Account' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Ana');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await page.getByLabel('First Name').fill('Zulmira');
    // Spoken languages are choices of codes, named in the app's language.
    await page.getByRole('checkbox', { name: 'Portuguese' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByTestId('avatar-initial')).toHaveText('Z');
    await expect(page.locator('.profile-name')).toContainText('Zulmira');

    // Reset brings back what the server holds.
    await page.getByLabel('First Name').fill('Something else');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Zulmira');

    // Company tab.
    await page.getByRole('tab', { name: 'Company Information' }).click();
    await expect(page.getByLabel('Company Name')).toHaveValue('Kianda Tech');
    await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
    await page.getByLabel('Company Name').fill('Kianda Tecnologia');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Company information updated successfully!')).toBeVisible();

    // Manage Account.
    await page.getByRole('tab', { name: 'Manage Account' }).click();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Please fill out all fields')).toBeVisible();
    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('Kwanza#2027!');
    await page.getByLabel('Confirm New Password').fill('Kwanza#2027?');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('Kwanza#2027!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    // The fresh token was kept: the screen still works.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByLabel('First Name')).toHaveValue('Zulmira');

    // A second sign-in lands on home.
    await page.evaluate(() => {
      const browser = globalThis as unknown as BrowserGlobals;
      browser.localStorage.clear();
      browser.sessionStorage.clear();
    });
    await signIn(page, account.email, 'Kwanza#2027!');
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });
});
