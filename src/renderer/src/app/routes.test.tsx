import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import type { RouteHandle } from '../lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { buildRoutes } from './routes';

const user = {
  id: 'u1',
  email: 'ana@kianda.ao',
  first_name: 'Ana',
  last_name: 'Silva',
  phone: null,
  designation: null,
  provider: 'LOCAL',
  profileSetup: true,
};

describe('route guard', () => {
  it('sends a visitor without a token to /signin', async () => {
    const { router } = renderApp('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it.each(['/', '/profile-setup', '/chat/abc', '/candidate-detail/7', '/Profile'])(
    'guards %s too',
    async (path) => {
      const { router } = renderApp(path);
      await screen.findByRole('button', { name: 'Sign in' });
      expect(router.state.location.pathname).toBe('/signin');
    },
  );

  it('lets a signed-in user in, inside the shell', async () => {
    useSessionStore.setState({ token: 'tok', userId: 'u1' });
    fakeApi({ 'GET /user/details': { status: 200, data: { message: 'ok', data: user } } });
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('hides the side navigation on /profile-setup', async () => {
    useSessionStore.setState({ token: 'tok' });
    renderApp('/profile-setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your profile' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows the router fallback for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeTruthy();
  });

  it('serves the public reset link with its id', async () => {
    renderApp('/reset-password/abc123');
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });
});

describe("the frame's messages", () => {
  it('are enough for the dashboard alone: no other route skips the wait for the rest', () => {
    // vite.frame-messages.ts reads the frame's and the dashboard's code (DASHBOARD_SCREEN_MODULES) for
    // the keys it ships with the frame: a screen that skipped the wait would show others as keys.
    const skipping: string[] = [];
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        if ((route.handle as RouteHandle | undefined)?.frameMessages) skipping.push(route.path ?? '(layout)');
        if (route.children) walk(route.children);
      }
    };
    walk(buildRoutes());
    expect(skipping).toEqual(['/']);
  });
});
