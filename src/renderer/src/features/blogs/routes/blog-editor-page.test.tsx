import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi, type FakeReply } from '@renderer/test/fake-api';
import { renderRoutes } from '@renderer/test/render-routes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_INTERVAL_MS } from '../hooks/use-draft-saver';
import { readLocalDraft, writeLocalDraft } from '../lib/local-draft';
import { BlogEditorPage } from './blog-editor-page';
import { grantCompanyRole } from '../../../test/signed-in-employer';

const USER = 'user-1';
const ID = '0b7d1c9e-8a3f-4a8e-9c61-2f4b5d6e7f80';

function blog(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    title: 'Estágios em Luanda',
    excerpt: '',
    coverImage: null,
    readingMinutes: 1,
    status: 'DRAFT',
    publishedAt: null,
    updatedAt: '2030-01-01T10:00:00.000Z',
    author: { id: USER, first_name: 'Ana', last_name: 'Mbala', company_name: 'Kianda Tech' },
    mine: true,
    content: '<p>Olá</p>',
    feedbackSent: false,
    ...overrides,
  };
}
const ok = (data: unknown, status = 200): FakeReply => ({ status, data: { message: 'Draft saved.', data } });

function renderEditor(path = '/add-blog') {
  const router = renderRoutes(
    [
      { path: '/add-blog', element: <BlogEditorPage mode="add" /> },
      { path: '/edit-blog/:id', element: <BlogEditorPage mode="edit" /> },
      { path: '/blogs', element: <p>list screen</p> },
      { path: '/blog-detail/:id', element: <p>detail screen</p> },
    ],
    path,
  );
  return { router, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const body = () => screen.getByRole('textbox', { name: 'Content' });
const tick = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useSessionStore.setState({ token: 'token', userId: USER });
  grantCompanyRole();
});

async function typeBody(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(body(), text);
}

/** Opens the editor on a saved draft whose body is `content`. */
async function editDraft(content: string) {
  fakeApi({ [`GET /blogs/${ID}`]: ok(blog({ content })) });
  const rendered = renderEditor(`/edit-blog/${ID}`);
  await waitFor(() => expect(body().textContent).toBe(content.replace(/<[^>]+>/g, '')));
  return rendered;
}

/** Selects the whole body, opens the link box and applies `address`. */
async function linkEverything(user: ReturnType<typeof userEvent.setup>, address: string) {
  body().focus();
  await user.keyboard('{Control>}a{/Control}');
  await user.click(screen.getByRole('button', { name: 'Link' }));
  fireEvent.change(screen.getByLabelText('Link address'), { target: { value: address } });
  await user.click(screen.getByRole('button', { name: 'Apply link' }));
}

describe('blog editor: toolbar', () => {
  it('labels every toolbar button, the toolbar formats only (no image), and reports state with aria-pressed', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => [
      b.getAttribute('aria-label'),
      b.getAttribute('aria-pressed'),
    ]);
    expect(names).toEqual([
      ['H1, heading 1', 'false'],
      ['H2, heading 2', 'false'],
      ['H3, heading 3', 'false'],
      ['Bold', 'false'],
      ['Italic', 'false'],
      ['Underline', 'false'],
      ['Link', 'false'],
      ['Numbered list', 'false'],
      ['Bulleted list', 'false'],
      ['Clear formatting', 'false'],
    ]);
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
  });

  it('stores an allowed link as typed; another protocol becomes a blank address', async () => {
    const { user } = await editDraft('<p>Vagas abertas</p>');
    await linkEverything(user, 'https://conexao.ao/vagas');
    expect(body().querySelector('a')?.getAttribute('href')).toBe('https://conexao.ao/vagas');
    await linkEverything(user, 'javascript:alert(document.cookie)');
    expect(body().querySelector('a')?.getAttribute('href')).toBe('about:blank');
  });

  it('makes the selection bold and shows it on the button', async () => {
    const { user } = await editDraft('<p>Angola</p>');
    body().focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(body().querySelector('strong')?.textContent).toBe('Angola');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('blog editor: autosave', () => {
  it('creates the draft once, then updates it every few seconds while there are changes', async () => {
    const { calls } = fakeApi({
      'POST /blogs': (config) => ok(blog(JSON.parse(String(config.data))), 201),
      [`PUT /blogs/${ID}`]: (config) => ok(blog(JSON.parse(String(config.data)))),
    });
    const { user } = renderEditor();
    await tick();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Estágios');
    await typeBody(user, 'Primeiro parágrafo');
    // Kept on the device before any request.
    expect(readLocalDraft(USER, null)?.title).toBe('Estágios');
    await tick();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/blogs',
      body: { title: 'Estágios', content: expect.stringContaining('Primeiro parágrafo'), status: 'DRAFT' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Draft saved at/));
    expect(readLocalDraft(USER, null)).toBeNull();
    expect(readLocalDraft(USER, ID)).toBeNull();

    // Nothing new: no request.
    await tick();
    expect(calls).toHaveLength(1);

    await typeBody(user, ' e mais');
    await tick();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: `/blogs/${ID}`,
      body: { content: expect.stringContaining('Primeiro parágrafo e mais'), status: 'DRAFT' },
    });
  });

  it('keeps the text on the device while the network is down and saves it when it returns', async () => {
    const { calls } = fakeApi({});
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Sem rede');
    await typeBody(user, 'Texto escrito offline');
    await tick();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/there is no connection/));
    expect(calls).toHaveLength(1);
    expect(readLocalDraft(USER, null)).toMatchObject({
      title: 'Sem rede',
      content: expect.stringContaining('Texto escrito offline'),
    });

    const back = fakeApi({ 'POST /blogs': (config) => ok(blog(JSON.parse(String(config.data))), 201) });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(back.calls).toHaveLength(1));
    expect(back.calls[0]?.body).toMatchObject({
      title: 'Sem rede',
      content: expect.stringContaining('Texto escrito offline'),
    });
    await waitFor(() => expect(readLocalDraft(USER, null)).toBeNull());
  });

  it('saves a draft with unsaved changes when the screen is left', async () => {
    const { calls } = fakeApi({
      'POST /blogs': (config) => ok(blog(JSON.parse(String(config.data))), 201),
    });
    const { user, router } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'A sair');
    await typeBody(user, 'Antes de sair');
    expect(calls).toHaveLength(0);
    await act(() => router.navigate('/blogs'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ title: 'A sair', status: 'DRAFT' });
  });

  it('brings back changes left on this device, and Discard returns to the saved article', async () => {
    writeLocalDraft(USER, ID, { title: 'Título local', content: '<p>Texto local</p>', at: 1 });
    fakeApi({ [`GET /blogs/${ID}`]: ok(blog()) });
    const { user } = renderEditor(`/edit-blog/${ID}`);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Título local'));
    expect(body().textContent).toBe('Texto local');
    expect(screen.getByText('Unsaved changes from this device were restored.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Estágios em Luanda');
    expect(body().textContent).toBe('Olá');
    expect(readLocalDraft(USER, ID)).toBeNull();
  });

  it('publishes with Publish and opens the article; a published article is changed only by Update', async () => {
    const { calls } = fakeApi({
      [`GET /blogs/${ID}`]: ok(blog({ status: 'PUBLISHED', publishedAt: '2030-01-01T10:00:00.000Z' })),
      [`PUT /blogs/${ID}`]: (config) => ok(blog(JSON.parse(String(config.data)))),
    });
    const { user, router } = renderEditor(`/edit-blog/${ID}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    await typeBody(user, ' revisto');
    await tick();
    await tick();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Your changes are kept on this device until you press Update.',
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog-detail/${ID}`));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'PUBLISHED' } });
  });
});
