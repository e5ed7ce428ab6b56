import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSessionStore } from '../../../lib/session-store';
import { renderApp } from '../../../test/render-app';

/**
 * The profile screen tests' start: signed in as the test user (profile-test-user.ts, answered
 * by the test's own fake API, set up first) and at `path`, with a user-event driver.
 */
export function openProfile(path = '/profile') {
  useSessionStore.setState({ token: 'tok', userId: 'u1', profileSetup: true });
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

/** The address the email change tests move the test user to. */
export const NEW_EMAIL = 'ana.nova@kianda.ao';

/** Writes `address` over the Personal tab's email, once the tab is there. */
export async function typeEmail(user: UserEvent, address = NEW_EMAIL): Promise<void> {
  const email = await screen.findByLabelText('Email');
  await user.clear(email);
  await user.type(email, address);
}
