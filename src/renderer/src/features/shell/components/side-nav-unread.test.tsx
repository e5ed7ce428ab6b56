import { useUnreadStore } from '@renderer/lib/unread-store';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SideNav } from './side-nav';

describe('Message link', () => {
  afterEach(() => useUnreadStore.getState().reset());

  it('shows the unread chat total, and nothing when all is read', () => {
    render(
      <MemoryRouter>
        <SideNav open={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^Message/ });
    expect(link.textContent).toBe('Message');
    act(() => useUnreadStore.getState().setAll({ a: 2, b: 3 }));
    expect(screen.getByRole('link', { name: 'Message 5 unread' })).toBeTruthy();
    act(() => useUnreadStore.getState().setAll({}));
    expect(screen.getByRole('link', { name: 'Message' }).textContent).toBe('Message');
  });
});
