import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { grantCompanyRole } from '../../../test/signed-in-employer';
import { SideNav } from './side-nav';

describe('Message link', () => {
  it('shows the unread chat total it is given, and nothing when all is read', () => {
    grantCompanyRole();
    const nav = (unread: number) => (
      <MemoryRouter>
        <SideNav open={false} onClose={() => {}} unreadMessages={unread} />
      </MemoryRouter>
    );
    const { rerender } = render(nav(0));
    expect(screen.getByRole('link', { name: /^Message/ }).textContent).toBe('Message');
    rerender(nav(5));
    expect(screen.getByRole('link', { name: 'Message 5 unread' })).toBeTruthy();
    rerender(nav(0));
    expect(screen.getByRole('link', { name: 'Message' }).textContent).toBe('Message');
  });
});

describe('Chat entry for a role without chat', () => {
  it('is not offered to a viewer', () => {
    grantCompanyRole('VIEWER');
    render(
      <MemoryRouter>
        <SideNav open={false} onClose={() => {}} unreadMessages={0} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /^Message/ })).toBeNull();
  });
});
