import { useLanguageStore } from '@renderer/i18n/language-store';
import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi } from '@renderer/test/fake-api';
import { plansBody } from '@renderer/test/payment-orders';
import { QueryWrapper } from '@renderer/test/query-wrapper';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { PremiumPage } from './premium-page';

function renderPremium() {
  const router = createMemoryRouter([{ path: '/premium', element: <PremiumPage /> }], {
    initialEntries: ['/premium'],
  });
  render(
    <QueryWrapper>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return userEvent.setup();
}

const none = {
  status: 200,
  data: { message: 'ok', data: { planId: null, status: 'NONE', activeUntil: null } },
};

describe('premium page', () => {
  beforeEach(() => useSessionStore.setState({ token: 'tok', userId: 'u1', profileSetup: true }));

  it('sells the plan the server offers: its price in kwanzas, VAT included, quantity 1, Buy Now', async () => {
    fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody() },
      'GET /payments/subscription': none,
    });
    renderPremium();
    // The card first says it is loading; the price is the server's.
    await screen.findByText(/^15\s000,00\sKz$/);
    const plan = screen.getByRole('region', { name: 'Professional Plan' });
    expect(within(plan).getByText('VAT included')).toBeTruthy();
    expect(within(plan).getByText('Quantity: 1')).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      '/subscription-detail',
    );
    expect(within(plan).queryByText(/active until/)).toBeNull();
  });

  it('shows the price the server answers, not a number of its own', async () => {
    const body = plansBody();
    body.data.plans[0]!.amountKz = 17_500;
    fakeApi({ 'GET /payments/plans': { status: 200, data: body }, 'GET /payments/subscription': none });
    renderPremium();
    expect(await screen.findByText(/^17\s500,00\sKz$/)).toBeTruthy();
  });

  it('an active plan says until when, in the language shown', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody() },
      'GET /payments/subscription': {
        status: 200,
        data: {
          message: 'ok',
          data: { planId: 'PROFESSIONAL_MONTHLY', status: 'ACTIVE', activeUntil: '2026-12-21T10:30:00.000Z' },
        },
      },
    });
    renderPremium();
    expect(
      await screen.findByText('O seu plano está activo até 21/12/2026. Uma nova compra prolonga-o.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comprar agora' })).toBeTruthy();
  });

  it('a failed load says so and offers to try again, with no price and no Buy Now', async () => {
    const api = fakeApi({ 'GET /payments/subscription': none });
    const user = renderPremium();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the plan. Please try again.');
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody() },
      'GET /payments/subscription': none,
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Buy Now' })).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/payments/plans')).toBe(true);
  });
});
