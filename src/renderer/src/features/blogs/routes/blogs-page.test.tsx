import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi, type FakeReply } from '@renderer/test/fake-api';
import { renderRoutes } from '@renderer/test/render-routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlogDetailPage } from './blog-detail-page';
import { BlogsPage } from './blogs-page';
import { grantCompanyRole } from '../../../test/signed-in-employer';

const ME = 'user-me';

function summary(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Artigo ${n}`,
    excerpt: `Resumo ${n}`,
    coverImage: null,
    readingMinutes: n,
    status: 'PUBLISHED',
    publishedAt: `2030-01-0${n}T10:00:00.000Z`,
    updatedAt: `2030-01-0${n}T10:00:00.000Z`,
    author: { id: 'other', first_name: 'Rui', last_name: 'Neto', company_name: null },
    mine: false,
    ...overrides,
  };
}
const page = (blogs: unknown[], currentPage = 1, totalPages = 1): FakeReply => ({
  status: 200,
  data: {
    message: '',
    data: { blogs, pagination: { currentPage, totalPages, totalItems: blogs.length, pageLimit: 9 } },
  },
});

function renderAt(path: string) {
  const router = renderRoutes(
    [
      { path: '/blogs', element: <BlogsPage /> },
      { path: '/blog-detail/:id', element: <BlogDetailPage /> },
      { path: '/edit-blog/:id', element: <p>edit screen</p> },
      { path: '/add-blog', element: <p>add screen</p> },
    ],
    path,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  useSessionStore.setState({ token: 'token', userId: ME });
  grantCompanyRole();
});

const mineDraft = summary(1, {
  title: 'O meu rascunho',
  status: 'DRAFT',
  publishedAt: null,
  mine: true,
  author: { id: ME, first_name: 'Ana', last_name: 'Mbala', company_name: 'Kianda Tech' },
});
const minePublished = summary(2, { title: 'O meu artigo', mine: true, author: mineDraft.author });

describe('blog list', () => {
  it('shows the server’s articles with author, company, reading time and teaser; drafts marked; menus only on mine', async () => {
    fakeApi({ 'GET /blogs': page([mineDraft, minePublished, summary(3)]) });
    renderAt('/blogs');
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('By Ana Mbala · Kianda Tech')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('By Rui Neto')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('3 min read')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Resumo 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Artigo 3' }).getAttribute('href')).toBe(
      `/blog-detail/${summary(3).id}`,
    );
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(2);
  });

  it('asks for Mine and for another page, and shows each', async () => {
    const { calls } = fakeApi({
      'GET /blogs': (config) =>
        config.params.mine === 'true'
          ? page([minePublished], 1, 1)
          : page([summary(3)], config.params.page, 2),
    });
    const { user } = renderAt('/blogs');
    await screen.findByRole('link', { name: 'Artigo 3' });
    expect(calls[0]).toMatchObject({ url: '/blogs' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Page 2/ }).getAttribute('aria-current')).toBe('page'),
    );
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await screen.findByRole('link', { name: 'O meu artigo' });
    expect(screen.getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the card menu follows the menu-button pattern: arrows, Escape back to the button, Tab closes', async () => {
    fakeApi({ 'GET /blogs': page([mineDraft, minePublished]) });
    const { user } = renderAt('/blogs');
    const [first, second] = await screen.findAllByRole('button', { name: /^Actions for/ });
    expect(first?.getAttribute('aria-haspopup')).toBe('menu');
    first?.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(first);

    second?.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Delete');
    await user.click(first as HTMLElement);
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(second?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('deletes only after confirmation, then the list reads again', async () => {
    let deleted = false;
    const { calls } = fakeApi({
      'GET /blogs': () => page(deleted ? [minePublished] : [mineDraft, minePublished]),
      [`DELETE /blogs/${mineDraft.id}`]: () => {
        deleted = true;
        return { status: 200, data: { message: 'Article deleted.' } };
      },
    });
    const { user } = renderAt('/blogs');
    const [first] = await screen.findAllByRole('button', { name: /^Actions for/ });
    await user.click(first as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete article?' });
    expect(dialog.textContent).toContain('“O meu rascunho”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(first as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'O meu rascunho' })).toBeNull());
  });
});

describe('blog detail', () => {
  const crafted = {
    ...summary(4),
    title: '<img src=x onerror="window.__xss=1">',
    content:
      '<p>Texto</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' +
      '<a href="javascript:window.__xss=1">mau</a><a href="https://conexao.ao">bom</a>',
    feedbackSent: false,
  };

  it('shows stored HTML only after sanitising it again: no image, script or javascript: link', async () => {
    fakeApi({ [`GET /blogs/${crafted.id}`]: { status: 200, data: { message: '', data: crafted } } });
    renderAt(`/blog-detail/${crafted.id}`);
    const heading = await screen.findByRole('heading', { level: 2, name: /onerror/ });
    expect(heading.textContent).toBe('<img src=x onerror="window.__xss=1">');
    const article = screen.getByRole('article');
    expect(article.querySelector('img, script')).toBeNull();
    expect(article.querySelector('[onerror], [href^="javascript"]')).toBeNull();
    expect(article.textContent).toContain('Texto');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('a reader sends feedback once; the form then gives way to a note', async () => {
    const { calls } = fakeApi({
      [`GET /blogs/${crafted.id}`]: { status: 200, data: { message: '', data: crafted } },
      [`POST /blogs/${crafted.id}/feedback`]: {
        status: 201,
        data: { message: 'Thank you for your feedback!', data: {} },
      },
    });
    const { user } = renderAt(`/blog-detail/${crafted.id}`);
    const box = await screen.findByLabelText('Give Feedback on this blog');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    await user.type(box, 'Muito útil');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You sent feedback on this article. Thank you!')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { message: 'Muito útil' } });
    expect(screen.queryByLabelText('Give Feedback on this blog')).toBeNull();
  });

  it('the author reads the feedback instead of a form', async () => {
    const own = { ...crafted, mine: true, author: mineDraft.author };
    fakeApi({
      [`GET /blogs/${own.id}`]: { status: 200, data: { message: '', data: own } },
      [`GET /blogs/${own.id}/feedback`]: {
        status: 200,
        data: {
          message: '',
          data: {
            feedback: [
              {
                id: 'f1',
                message: 'Partilhei com a equipa.',
                createdAt: '2030-01-02T10:00:00.000Z',
                reader: { id: 'r', first_name: 'Rui', last_name: null },
              },
            ],
          },
        },
      },
    });
    renderAt(`/blog-detail/${own.id}`);
    expect(await screen.findByText('Partilhei com a equipa.')).toBeTruthy();
    expect(screen.getByText('Rui')).toBeTruthy();
    expect(screen.queryByLabelText('Give Feedback on this blog')).toBeNull();
    await act(async () => {});
  });
});
