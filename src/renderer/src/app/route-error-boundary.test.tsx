import { I18nProvider } from '@renderer/i18n/i18n-provider';
import { translate } from '@renderer/i18n/messages';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('a screen that fails to render');
}

function Table() {
  return useRoutes([
    {
      element: <RouteErrorBoundary />,
      children: [
        { path: '/broken', element: <Broken /> },
        {
          path: '/fine',
          element: (
            <p>
              fine <Link to="/broken">again</Link>
            </p>
          ),
        },
      ],
    },
  ]);
}

describe('a screen that fails to render', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page in its place, and the next path renders its own screen again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <Table />
          <Link to="/fine">elsewhere</Link>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByText(translate('en', 'errors.internal'))).toBeTruthy();
    // Logged for whoever reads the console, with where it was thrown.
    expect(logged.mock.calls.some(([error]) => String(error).includes('a screen that fails to render'))).toBe(
      true,
    );
    await act(async () => screen.getByText('elsewhere').click());
    expect(screen.getByText(/fine/)).toBeTruthy();
    expect(screen.queryByText(translate('en', 'errors.internal'))).toBeNull();
    // Back to the broken path: the error page again, not a blank window.
    await act(async () => screen.getByText('again').click());
    expect(screen.getByText(translate('en', 'errors.internal'))).toBeTruthy();
  });
});
