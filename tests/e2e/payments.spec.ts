import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { OrdersResponse } from '../../src/shared/api/payments';
import { type Account, api, completeEmployerProfile, createAccount, openSignedIn } from './support/api';

/**
 * The Professional Plan bought with a Multicaixa reference on the real API, whose sandbox
 * provider plays the bank: POST /payments/sandbox/pay goes through the same code as a gateway's
 * webhook, and the page must learn about it by itself (paymentUpdated over the socket).
 */
let account: Account;

test.beforeAll(async () => {
  account = await createAccount('EMPLOYER');
  await completeEmployerProfile(account);
});

test('buy the plan, pay the reference, see it paid without a reload, download the receipt', async ({
  page,
}) => {
  await openSignedIn(page, account, '/premium');
  const plan = page.getByRole('region', { name: 'Professional Plan' });
  await expect(plan.getByText(/^15\s000,00\sKz$/)).toBeVisible();
  await expect(plan.getByText('VAT included', { exact: true })).toBeVisible();
  await expect(plan.getByText('Quantity: 1')).toBeVisible();
  await plan.getByRole('link', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/subscription-detail$/);
  await expect(page.getByRole('heading', { level: 2, name: 'New request' })).toBeVisible();
  // The sandbox offers references and Express; no bank account is configured in this run.
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /^Multicaixa reference/ }).check();
  await page.getByRole('button', { name: 'Confirm order' }).click();

  const heading = page.getByRole('heading', { level: 2, name: /^Order CNX-\d{6}$/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-detail\?order=[0-9a-f-]{36}$/);
  const details = page.getByRole('region', { name: 'Pay with this Multicaixa reference' });
  await expect(details.getByText('99999', { exact: true })).toBeVisible();
  await expect(details.getByText(/^Pay by \d\d\/\d\d\/\d{4}, \d\d:\d\d\./)).toBeVisible();
  const shownReference = (
    (await details.locator('.copy-row', { hasText: 'Reference' }).locator('.copy-value').textContent()) ?? ''
  ).replace(/\s/g, '');
  expect(shownReference).toMatch(/^\d{9}$/);
  const status = page.getByRole('status').filter({ hasText: /^Status:/ });
  await expect(status).toHaveText('Status: Awaiting payment');
  await expect(page.getByText('Payment received')).toHaveCount(0);

  // What the page shows is the order the server holds.
  const { data } = await api.get<OrdersResponse>('/payments/orders', account.token);
  const order = data.orders[0]!;
  expect(order.reference?.number).toBe(shownReference);
  await expect(heading).toHaveText(`Order ${order.number}`);

  // The bank pays it. The page is not reloaded; polling is slower (15 s) than this wait (10 s).
  await api.post('/payments/sandbox/pay', { reference: shownReference, amountKz: 15_000 }, account.token);
  await expect(status).toHaveText('Status: Paid');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(
    page.getByText(/^Thank you! Your Professional Plan is active until \d\d\/\d\d\/\d{4}\.$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^Order confirmed/,
    /^Payment order created/,
    /^Awaiting payment/,
    /^Paid/,
  ]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^R-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The profile's Billing tab lists it, paid, with its receipt, and the plan as active.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByText(/^Active until \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(order.number) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Paid');
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download the receipt of order ${order.number}` }).click(),
  ]);
  const second = await readFile((await again.path())!);
  expect(second.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('an unpaid order can be cancelled after a confirmation, and never shows a success', async ({ page }) => {
  const other = await createAccount('EMPLOYER');
  await openSignedIn(page, other, '/subscription-detail');
  await page.getByRole('radio', { name: /^Multicaixa reference/ }).check();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Status:/ });
  await expect(status).toHaveText('Status: Awaiting payment');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(status).toHaveText('Status: Cancelled');
  await expect(page.getByText('This order was cancelled.')).toBeVisible();
  await expect(page.getByText('Payment received')).toHaveCount(0);
  await page.reload();
  await expect(status).toHaveText('Status: Cancelled');
});
