import { expect, test } from '@playwright/test';
import { type Account, createAccount, openSignedIn } from './support/api';

let account: Account;

test.beforeAll(async () => {
  account = await createAccount('EMPLOYER');
});

// The blog journeys live in blogs.spec.ts (real articles through the API).

test.describe('premium service', () => {
  test('Buy Now leads to the order, and no success appears without a payment', async ({ page }) => {
    await page.clock.install();
    await openSignedIn(page, account, '/premium');
    await expect(page.getByRole('heading', { level: 2, name: 'Professional Plan' })).toBeVisible();
    await expect(page.getByText(/^15\s000,00\sKz$/)).toBeVisible();
    await expect(page.getByText('VAT included', { exact: true })).toBeVisible();
    await expect(page.getByText('Quantity: 1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

    await page.getByRole('link', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/subscription-detail$/);
    await expect(page.getByRole('heading', { level: 2, name: 'New request' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'suporte@conexao.ao' })).toHaveAttribute(
      'href',
      'mailto:suporte@conexao.ao',
    );
    await page.clock.fastForward(60_000);
    await expect(page.getByText('Payment received')).toHaveCount(0);
  });

  test('the premium page speaks Portuguese too', async ({ page }) => {
    await openSignedIn(page, account, '/premium');
    await page.getByTestId('language-trigger').click();
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Plano Profissional' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comprar agora' })).toBeVisible();
    await expect(page.getByText('IVA incluído', { exact: true })).toBeVisible();
  });
});
