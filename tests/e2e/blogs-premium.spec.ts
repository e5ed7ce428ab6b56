import { expect, test } from '@playwright/test';
import { type Account, createAccount, openSignedIn } from './support/api';

let account: Account;

test.beforeAll(async () => {
  account = await createAccount('EMPLOYER');
});

test.describe('blog area', () => {
  test('a recruiter browses the blog, uses a card menu and reads a post', async ({ page }) => {
    await openSignedIn(page, account, '/blogs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blog and Educational Resources' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Blog posts' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Write Blog' })).toHaveAttribute('href', '/add-blog');

    // One card menu at a time; outside click and Escape close it.
    const menus = page.getByRole('button', { name: /^Actions for/ });
    await menus.nth(0).click();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await menus.nth(1).click();
    await expect(menus.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(menus.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await menus.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(menus.nth(2)).toBeFocused();

    // Delete changes nothing and says so.
    await menus.nth(0).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Blog management is not available yet, so nothing was deleted.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Blog posts' }).getByRole('article')).toHaveCount(6);

    // Detail: article, images, feedback.
    await page.getByRole('link', { name: 'Hiring your first interns in Luanda: a practical guide' }).click();
    await expect(page).toHaveURL(/\/blog-detail$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hiring your first interns in Luanda' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /team working together/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Give Feedback on this blog').fill('Muito útil, obrigado!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
    await expect(page.getByLabel('Give Feedback on this blog')).toHaveValue('');
    await page.getByRole('link', { name: 'Back to the blog list' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('a recruiter writes a post with bold text and a link; unsafe links are blanked', async ({ page }) => {
    await openSignedIn(page, account, '/blogs');
    await page.getByRole('link', { name: 'Write Blog' }).click();
    await expect(page).toHaveURL(/\/add-blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Write Blog' })).toBeVisible();

    await page.getByLabel('Title').fill('Estágios em Luanda');
    const body = page.getByRole('textbox', { name: 'Content' });
    await body.click();
    await page.keyboard.type('Welcome to ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Conexão');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' today');
    await expect(body.locator('strong')).toHaveText('Conexão');

    // Link the word "today": select it, then the link box.
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'today'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('https://conexao.ao');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await expect(body.locator('a')).toHaveText('today');
    await expect(body.locator('a')).toHaveAttribute('href', 'https://conexao.ao');
    await expect(page.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');

    // The same link changed to another protocol becomes a blank address.
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(body.locator('a')).toHaveAttribute('href', 'about:blank');

    await page.getByRole('link', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });
});

test.describe('premium service', () => {
  test('Buy Now leads to the order, and no success appears without a payment', async ({ page }) => {
    await page.clock.install();
    await openSignedIn(page, account, '/premium');
    await expect(page.getByRole('heading', { level: 2, name: 'Professional Plan' })).toBeVisible();
    await expect(page.getByText(/^15\s000 AKZ$/)).toBeVisible();
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
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
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
