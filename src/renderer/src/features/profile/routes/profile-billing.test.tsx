import { useLanguageStore } from '@renderer/i18n/language-store';
import { applyPaymentUpdate } from '@renderer/lib/payment-updates';
import { queryClient } from '@renderer/lib/query-client';
import { fakeApi } from '@renderer/test/fake-api';
import { awaitingOrder, paidOrder } from '@renderer/test/payment-orders';
import type { PaymentOrder } from '@shared/api/payments';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openProfile } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

/** The Billing tab: the plan's status, the caller's orders, receipts of paid ones. */

const PAID = paidOrder({ id: '5a2f7d7e-0000-4000-8000-000000000041', number: 'CNX-000041' });
const OPEN = awaitingOrder();

function setup(
  orders: PaymentOrder[],
  subscription: { status: 'ACTIVE' | 'NONE'; activeUntil: string | null },
) {
  const api = fakeApi({
    'GET /user/details': { status: 200, data: { message: 'ok', data: profileTestUser() } },
    'GET /payments/orders': { status: 200, data: { message: 'ok', data: { orders } } },
    'GET /payments/subscription': {
      status: 200,
      data: {
        message: 'ok',
        data: { planId: subscription.status === 'ACTIVE' ? 'PROFESSIONAL_MONTHLY' : null, ...subscription },
      },
    },
    [`GET /payments/orders/${PAID.id}/receipt`]: {
      status: 200,
      data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    },
  });
  const { user } = openProfile();
  return { user, ...api };
}

const openBilling = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('tab', { name: 'Billing' }));
  return screen.findByRole('table');
};

describe('billing tab', { timeout: 20_000 }, () => {
  it('lists every order with number, method, amount, status and date, and the plan as active until its end', async () => {
    const { user } = setup([OPEN, PAID], { status: 'ACTIVE', activeUntil: '2026-12-21T10:30:00.000Z' });
    const table = await openBilling(user);
    expect(await screen.findByText('Active until 21/12/2026')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent?.replace(/\s/g, ' ')),
      ),
    ).toEqual([
      ['Multicaixa reference', '15 000,00 Kz', 'Awaiting payment', '21/11/2026', 'Continue payment'],
      ['Multicaixa reference', '15 000,00 Kz', 'Paid', '21/11/2026', 'Receipt (PDF)'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('CNX-000042');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: 'Continue the payment of order CNX-000042' })
        .getAttribute('href'),
    ).toBe(`/subscription-detail?order=${OPEN.id}`);
    // Only a paid order has a receipt.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('downloads the receipt of a paid order as a PDF named by its receipt number', async () => {
    const { user, calls } = setup([PAID], { status: 'ACTIVE', activeUntil: PAID.activeUntil });
    await openBilling(user);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Download the receipt of order CNX-000041' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('R-2026-000007.pdf');
    expect(clicks[0]?.href).toBe('blob:receipt');
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls.find((c) => c.url.endsWith('/receipt'))?.headers.Accept).toBe('application/pdf');
  });

  it('says when there is no plan, and follows a payment live', async () => {
    const { user } = setup([OPEN], { status: 'NONE', activeUntil: null });
    const table = await openBilling(user);
    expect(await screen.findByText('No active plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the Professional Plan' }).getAttribute('href')).toBe(
      '/premium',
    );
    act(() => void applyPaymentUpdate(queryClient, paidOrder()));
    await waitFor(() => expect(within(table).getByText('Paid')).toBeTruthy());
    expect(
      within(table).getByRole('button', { name: 'Download the receipt of order CNX-000042' }),
    ).toBeTruthy();
  });

  it('in Portuguese: the status reads "Activo até" with the same date form', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    const { user } = setup([], { status: 'ACTIVE', activeUntil: '2026-12-21T10:30:00.000Z' });
    await user.click(await screen.findByRole('tab', { name: 'Facturação' }));
    expect(await screen.findByText('Activo até 21/12/2026')).toBeTruthy();
    expect(screen.getByText('Ainda não tem pedidos.')).toBeTruthy();
  });
});
