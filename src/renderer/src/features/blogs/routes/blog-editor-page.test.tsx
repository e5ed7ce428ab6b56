import { ToastContainer } from '@renderer/lib/toast';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogEditorPage } from './blog-editor-page';

function renderEditor(mode: 'add' | 'edit') {
  const path = mode === 'add' ? '/add-blog' : '/edit-blog';
  const router = createMemoryRouter([{ path, element: <BlogEditorPage mode={mode} /> }], {
    initialEntries: [path],
  });
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return userEvent.setup();
}

const body = () => screen.getByRole('textbox', { name: 'Content' });

/** Selects the whole body, opens the link box and applies `address`. */
async function linkEverything(user: ReturnType<typeof userEvent.setup>, address: string) {
  body().focus();
  await user.keyboard('{Control>}a{/Control}');
  await user.click(screen.getByRole('button', { name: 'Link' }));
  const input = screen.getByLabelText('Link address');
  fireEvent.change(input, { target: { value: address } });
  await user.click(screen.getByRole('button', { name: 'Apply link' }));
}

describe('blog editor', () => {
  it('labels every toolbar button and reports its state with aria-pressed', () => {
    renderEditor('add');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => [
      b.getAttribute('aria-label'),
      b.getAttribute('aria-pressed'),
    ]);
    expect(names).toEqual([
      ['Heading 1', 'false'],
      ['Heading 2', 'false'],
      ['Heading 3', 'false'],
      ['Bold', 'false'],
      ['Italic', 'false'],
      ['Underline', 'false'],
      ['Link', 'false'],
      ['Insert image', 'false'],
      ['Numbered list', 'false'],
      ['Bulleted list', 'false'],
      ['Clear formatting', 'false'],
    ]);
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publish' }).getAttribute('href')).toBe('/blogs');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/blogs');
  });

  it('stores an allowed link as typed', async () => {
    const user = renderEditor('edit');
    await linkEverything(user, 'https://conexao.ao/vagas');
    expect(body().querySelector('a')?.getAttribute('href')).toBe('https://conexao.ao/vagas');
  });

  it('turns a link with another protocol into a blank address', async () => {
    const user = renderEditor('edit');
    await linkEverything(user, 'javascript:alert(document.cookie)');
    expect(body().querySelector('a')?.getAttribute('href')).toBe('about:blank');
  });

  it('makes the selection bold and shows it on the button', async () => {
    const user = renderEditor('edit');
    body().focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(body().querySelector('strong')?.textContent).toMatch(/^Angola/);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts an accepted image file and refuses other types', async () => {
    renderEditor('add');
    const input = screen.getByLabelText('Insert image', { selector: 'input' });
    const png = new File([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() =>
      expect(body().querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );

    const svg = new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(
      await screen.findByText('Only PNG, GIF, JPEG, BMP or ICO images up to 5 MB can be inserted.'),
    ).toBeTruthy();
    expect(body().querySelectorAll('img')).toHaveLength(1);
  });
});
