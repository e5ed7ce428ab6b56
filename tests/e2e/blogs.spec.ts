import { expect, test } from '@playwright/test';
import { type Account, api, completeEmployerProfile, createAccount, openSignedIn } from './support/api';

let author: Account;
let reader: Account;

test.beforeAll(async () => {
  author = await createAccount('EMPLOYER');
  await completeEmployerProfile(author);
  reader = await createAccount('EMPLOYER');
});

test.describe('blog', () => {
  test('a recruiter writes, publishes, edits and deletes an article', async ({ page }) => {
    await openSignedIn(page, author, '/blogs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blog and Educational Resources' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Write Blog' }).click();
    await expect(page).toHaveURL(/\/add-blog$/);

    const title = `Estágios em Luanda ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    const body = page.getByRole('textbox', { name: 'Content' });
    await body.click();
    await page.keyboard.type('Bem-vindo à ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Conexão');
    await bold.click();
    await page.keyboard.type(' hoje');
    // Link the word "hoje"; an unsafe address would become a blank one.
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'hoje'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('https://conexao.ao');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await expect(body.locator('a')).toHaveAttribute('href', 'https://conexao.ao');

    // The draft saves itself within a few seconds.
    await expect(page.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/blog-detail\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.locator('strong')).toHaveText('Conexão');
    await expect(article.locator('a')).toHaveAttribute('href', 'https://conexao.ao');
    await expect(article.locator('a')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(article.getByText(/1 min read/)).toBeVisible();
    // The author reads feedback instead of sending it.
    await expect(page.getByRole('heading', { name: 'Feedback from readers' })).toBeVisible();

    // Edit through the article's menu (keyboard: the menu-button pattern).
    await page.getByRole('button', { name: `Actions for “${title}”` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edit-blog\//);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    const edited = `${title} (revisto)`;
    await page.getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { level: 2, name: edited })).toBeVisible();

    // It is in the list, with its author and company; then deleted after a confirmation.
    await page.getByRole('link', { name: 'Back to the blog list' }).click();
    const card = page.getByRole('article').filter({ hasText: edited });
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: `Actions for “${edited}”` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete article?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: `Actions for “${edited}”` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Article deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a crafted article is shown without running its payload; a reader sends feedback once', async ({
    page,
  }) => {
    const crafted = await api.post<{ data: { id: string } }>(
      '/blogs',
      {
        title: 'Artigo <img src=x onerror="window.__xss=1">',
        content:
          '<p>Texto seguro</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
          '<a href="javascript:window.__xss=3">mau</a><svg onload="window.__xss=4"></svg>' +
          '<p onclick="window.__xss=5">clique</p><iframe srcdoc="<script>parent.__xss=6</script>"></iframe>' +
          '<a href="https://conexao.ao">bom</a>',
        status: 'PUBLISHED',
      },
      author.token,
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openSignedIn(page, reader, `/blog-detail/${crafted.data.id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Artigo <img src=x onerror="window.__xss=1">' }),
    ).toBeVisible();
    // The article's body (the header carries the app's own icons).
    const article = page.getByRole('article').locator('.blog-prose');
    await expect(article.getByText('Texto seguro')).toBeVisible();
    await article.getByText('clique').click();
    await expect(article.locator('img, script, svg, iframe, [onclick], [onerror]')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'bom' })).toHaveAttribute('href', 'https://conexao.ao');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // Feedback once: the form gives way to a note, also after a reload.
    await page.getByLabel('Give Feedback on this blog').fill('Muito útil, obrigado!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(page.getByText('You sent feedback on this article. Thank you!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You sent feedback on this article. Thank you!')).toBeVisible();
    await expect(page.getByLabel('Give Feedback on this blog')).toHaveCount(0);

    const feedback = await api.get<{ data: { feedback: Array<{ message: string }> } }>(
      `/blogs/${crafted.data.id}/feedback`,
      author.token,
    );
    expect(feedback.data.feedback.map((f) => f.message)).toEqual(['Muito útil, obrigado!']);
  });
});
