import { applyPaymentUpdate } from '@renderer/lib/payment-updates';
import { queryClient } from '@renderer/lib/query-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi } from '@renderer/test/fake-api';
import { awaitingOrder, orderBody, paidOrder, plansBody } from '@renderer/test/payment-orders';
import { renderRoutes } from '@renderer/test/render-routes';
import { UNFINISHED_ORDER_REFETCH_MS } from '@renderer/lib/order-status';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPage } from './subscription-page';

const ORDER = awaitingOrder();
const ORDER_URL = `/payments/orders/${ORDER.id}`;

function renderPayment(entry = '/subscription-detail') {
  const router = renderRoutes(
    [
      { path: '/subscription-detail', element: <SubscriptionPage /> },
      { path: '/', element: <p>dashboard</p> },
    ],
    entry,
  );
  const user = userEvent.setup();
  return { router, user };
}

const status = () => screen.getByText(/^Status:/);

/** The plans, and GET of ORDER's address answering `order`; `more` adds routes. */
function fakeOrder(order: unknown = ORDER, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /payments/plans': { status: 200, data: plansBody() },
    [`GET ${ORDER_URL}`]: { status: 200, data: orderBody(order as typeof ORDER) },
    ...more,
  });
}

describe('payment screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', userId: 'u1', profileSetup: true });
  });

  it('offers only the methods the server accepts, and a reference order shows entity, reference, amount and deadline', async () => {
    const { calls } = fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody(['MULTICAIXA_REFERENCE', 'MULTICAIXA_EXPRESS']) },
      'GET /payments/orders': { status: 200, data: { message: 'ok', data: { orders: [] } } },
      'POST /payments/orders': { status: 201, data: { message: 'Order created.', data: { order: ORDER } } },
      [`GET ${ORDER_URL}`]: { status: 200, data: orderBody(ORDER) },
    });
    const { user, router } = renderPayment();
    expect(await screen.findByRole('radio', { name: /^Multicaixa reference/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Multicaixa Express/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Bank transfer/ })).toBeNull();
    expect(screen.getByText('Total (VAT included)').nextElementSibling?.textContent).toBe(
      '15\u00a0000,00\u00a0Kz',
    );

    await user.click(screen.getByRole('radio', { name: /^Multicaixa reference/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));

    expect(await screen.findByRole('heading', { name: 'Order CNX-000042' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      planId: 'PROFESSIONAL_MONTHLY',
      method: 'MULTICAIXA_REFERENCE',
    });
    expect(router.state.location.search).toBe(`?order=${ORDER.id}`);
    const details = screen.getByRole('region', { name: 'Pay with this Multicaixa reference' });
    expect(within(details).getByText('99999')).toBeTruthy();
    expect(within(details).getByText('123 456 789')).toBeTruthy();
    expect(within(details).getByText(/^15\s000,00\sKz$/)).toBeTruthy();
    expect(
      within(details).getByText(/^Pay by 24\/11\/2026, \d\d:\d\d\. After that the reference expires\.$/),
    ).toBeTruthy();
    expect(status().textContent).toBe('Status: Awaiting payment');
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('a copy button copies the bare value and says it copied', async () => {
    fakeOrder();
    const { user } = renderPayment(`/subscription-detail?order=${ORDER.id}`);
    const copy = await screen.findByRole('button', { name: 'Copy the Reference' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('123456789');
    expect(copy.textContent).toContain('Copied');
    expect(screen.getByText('Reference copied to the clipboard.')).toBeTruthy();
  });

  it('a refused clipboard is not reported as copied', async () => {
    fakeOrder();
    const { user } = renderPayment(`/subscription-detail?order=${ORDER.id}`);
    const copy = await screen.findByRole('button', { name: 'Copy the Entity' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText('Could not copy. Select the text and copy it yourself.')).toBeTruthy();
    expect(copy.textContent).toBe('Copy');
    expect(screen.queryByText(/copied to the clipboard/)).toBeNull();
  });

  it('Multicaixa Express checks the phone before sending, then waits honestly for the payer', async () => {
    const express = awaitingOrder({ method: 'MULTICAIXA_EXPRESS', reference: null, phone: '923456789' });
    const { calls } = fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody() },
      'GET /payments/orders': { status: 200, data: { message: 'ok', data: { orders: [] } } },
      'POST /payments/orders': { status: 201, data: { message: 'ok', data: { order: express } } },
      [`GET ${ORDER_URL}`]: { status: 200, data: orderBody(express) },
    });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: /^Multicaixa Express/ }));
    const phone = screen.getByLabelText('Multicaixa Express phone number');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the phone number of the Multicaixa Express account that will pay.',
    );
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an Angolan mobile number, e.g. 923 000 000.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '+244 923 456 789');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Waiting for your confirmation…')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      planId: 'PROFESSIONAL_MONTHLY',
      method: 'MULTICAIXA_EXPRESS',
      phone: '+244923456789',
    });
    expect(screen.getByText(/We sent a payment request of 15\s000,00\sKz to 923456789\./)).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('shows the success step only once the order is PAID, live from paymentUpdated', async () => {
    fakeOrder();
    renderPayment(`/subscription-detail?order=${ORDER.id}`);
    await screen.findByRole('heading', { name: 'Order CNX-000042' });
    expect(screen.queryByText('Payment received')).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.nextSibling?.textContent),
    ).toEqual(['Order confirmed', 'Payment order created', 'Awaiting payment']);

    // Something that is not an order changes nothing.
    act(() => void applyPaymentUpdate(queryClient, { id: ORDER.id, status: 'PAID' }));
    expect(screen.queryByText('Payment received')).toBeNull();
    // A stale event (shorter history) never undoes what is shown.
    act(
      () =>
        void applyPaymentUpdate(queryClient, {
          ...ORDER,
          history: ORDER.history.slice(0, 2),
          status: 'EXPIRED',
        }),
    );
    expect(status().textContent).toBe('Status: Awaiting payment');

    act(() => void applyPaymentUpdate(queryClient, paidOrder()));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(status().textContent).toBe('Status: Paid');
    expect(status().getAttribute('role')).toBe('status');
    expect(screen.getByText('Thank you! Your Professional Plan is active until 21/12/2026.')).toBeTruthy();
    expect(within(history).getAllByRole('listitem')).toHaveLength(4);
    expect(within(history).getAllByRole('listitem')[3]?.textContent).toMatch(/^Paid21\/11\/2026, \d\d:\d\d$/);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeTruthy();
  });

  it('reads an unfinished order again every so often, so a confirmation without a socket event shows', async () => {
    let answer = ORDER;
    let reads = 0;
    fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody() },
      [`GET ${ORDER_URL}`]: () => {
        reads += 1;
        return { status: 200, data: orderBody(answer) };
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPayment(`/subscription-detail?order=${ORDER.id}`);
    await screen.findByRole('heading', { name: 'Order CNX-000042' });
    expect(reads).toBe(1);
    answer = paidOrder();
    await act(() => vi.advanceTimersByTimeAsync(UNFINISHED_ORDER_REFETCH_MS));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    const after = reads;
    // A paid order is final: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(UNFINISHED_ORDER_REFETCH_MS * 3));
    expect(reads).toBe(after);
  });

  it('cancels an unpaid order only after the confirmation', async () => {
    const cancelled: typeof ORDER = {
      ...ORDER,
      status: 'CANCELLED',
      history: [...ORDER.history, { status: 'CANCELLED', at: '2026-11-21T09:30:00.000Z' }],
    };
    const { calls } = fakeOrder(ORDER, {
      [`POST ${ORDER_URL}/cancel`]: {
        status: 200,
        data: { message: 'The order was cancelled.', data: { order: cancelled } },
      },
    });
    const { user } = renderPayment(`/subscription-detail?order=${ORDER.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(status().textContent).toBe('Status: Cancelled'));
    expect(screen.getByText('This order was cancelled.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new order' }).getAttribute('href')).toBe(
      '/subscription-detail',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('an expired order says so and offers a new one, never a success', async () => {
    const expired = {
      ...ORDER,
      status: 'EXPIRED' as const,
      history: [...ORDER.history, { status: 'EXPIRED' as const, at: '2026-11-24T09:00:00.000Z' }],
    };
    fakeOrder(expired);
    renderPayment(`/subscription-detail?order=${ORDER.id}`);
    expect(
      await screen.findByText('This order expired before a payment arrived. Nothing was charged.'),
    ).toBeTruthy();
    expect(status().textContent).toBe('Status: Expired');
    expect(screen.queryByRole('region', { name: 'Pay with this Multicaixa reference' })).toBeNull();
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('bank transfer: IBAN and the order number to quote, then the proof is uploaded', async () => {
    const transfer = awaitingOrder({ method: 'BANK_TRANSFER', reference: null });
    const proved = {
      ...transfer,
      status: 'PROOF_SUBMITTED' as const,
      proofSubmitted: true,
      history: [...transfer.history, { status: 'PROOF_SUBMITTED' as const, at: '2026-11-21T09:10:00.000Z' }],
    };
    const { calls } = fakeApi({
      'GET /payments/plans': {
        status: 200,
        data: plansBody(['MULTICAIXA_REFERENCE', 'BANK_TRANSFER'], {
          iban: 'AO06004000010123456789012',
          beneficiary: 'Conexão Lda',
          bank: 'BAI',
        }),
      },
      [`GET ${ORDER_URL}`]: { status: 200, data: orderBody(transfer) },
      [`POST ${ORDER_URL}/proof`]: {
        status: 200,
        data: { message: 'Proof of transfer received.', data: { order: proved } },
      },
    });
    const { user } = renderPayment(`/subscription-detail?order=${ORDER.id}`);
    const details = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(within(details).getByText('AO06004000010123456789012')).toBeTruthy();
    expect(within(details).getByText('CNX-000042')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send proof' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    const input = screen.getByLabelText('Proof of transfer') as HTMLInputElement;
    // Not a PDF or an image (dropped past the picker's filter): refused before anything is sent.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only a PDF, PNG or JPEG file can be uploaded.')).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(send.disabled).toBe(true);
    await user.upload(input, new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('proof.pdf')).toBeTruthy();
    await user.click(send);
    expect(await screen.findByText(/We received your proof of transfer\./)).toBeTruthy();
    const post = calls.find((c) => c.url.endsWith('/proof'));
    expect(post?.body).toBeInstanceOf(FormData);
    expect(((post!.body as FormData).get('proof') as File).name).toBe('proof.pdf');
    expect(status().textContent).toBe('Status: Proof submitted');
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('points to an unpaid order instead of starting a second one blindly', async () => {
    fakeApi({
      'GET /payments/plans': { status: 200, data: plansBody() },
      'GET /payments/orders': { status: 200, data: { message: 'ok', data: { orders: [ORDER] } } },
    });
    renderPayment();
    const link = await screen.findByRole('link', { name: 'Continue with order CNX-000042' });
    expect(link.getAttribute('href')).toBe(`/subscription-detail?order=${ORDER.id}`);
  });
});
