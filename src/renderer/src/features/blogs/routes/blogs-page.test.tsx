import { ToastContainer } from '@renderer/lib/toast';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogsPage } from './blogs-page';

function renderBlogs() {
  const router = createMemoryRouter(
    [
      { path: '/blogs', element: <BlogsPage /> },
      { path: '/edit-blog', element: <p>edit screen</p> },
      { path: '/add-blog', element: <p>add screen</p> },
      { path: '/blog-detail', element: <p>detail screen</p> },
    ],
    { initialEntries: ['/blogs'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return { router, user: userEvent.setup() };
}

const menuButtons = () => screen.getAllByRole('button', { name: /^Actions for/ });
const expanded = () => menuButtons().map((b) => b.getAttribute('aria-expanded'));

describe('blog list', () => {
  it('shows six placeholder posts, each with a title link to the detail', () => {
    renderBlogs();
    const list = screen.getByRole('list', { name: 'Blog posts' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    const link = screen.getByRole('link', { name: 'Hiring your first interns in Luanda: a practical guide' });
    expect(link.getAttribute('href')).toBe('/blog-detail');
    expect(screen.getByRole('link', { name: 'Write Blog' }).getAttribute('href')).toBe('/add-blog');
  });

  it('keeps at most one card menu open; the icon toggles it', async () => {
    const { user } = renderBlogs();
    expect(expanded().every((v) => v === 'false')).toBe(true);

    await user.click(menuButtons()[0] as HTMLElement);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getAllByRole('link', { name: 'Edit' })).toHaveLength(1);

    await user.click(menuButtons()[2] as HTMLElement);
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);

    await user.click(menuButtons()[2] as HTMLElement);
    expect(expanded().every((v) => v === 'false')).toBe(true);
  });

  it('closes the open menu on an outside click and on Escape (focus back on the icon)', async () => {
    const { user } = renderBlogs();
    await user.click(menuButtons()[1] as HTMLElement);
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();

    const trigger = menuButtons()[3] as HTMLElement;
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('Edit goes to /edit-blog; Delete deletes nothing and says why', async () => {
    const { user, router } = renderBlogs();
    await user.click(menuButtons()[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Blog management is not available yet, so nothing was deleted.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(menuButtons()[4] as HTMLElement);
    await act(() => user.click(screen.getByRole('link', { name: 'Edit' })));
    expect(router.state.location.pathname).toBe('/edit-blog');
  });
});
