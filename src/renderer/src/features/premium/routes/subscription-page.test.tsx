import { PAYMENT_STEP_DELAY_MS } from '@shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPage } from './subscription-page';

function renderPayment() {
  const router = createMemoryRouter([{ path: '/subscription-detail', element: <SubscriptionPage /> }], {
    initialEntries: ['/subscription-detail'],
  });
  return render(<RouterProvider router={router} />);
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('payment steps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes 1 → 2 on Pay with Multicaixa, then to 3 by itself after PAYMENT_STEP_DELAY_MS', () => {
    renderPayment();
    expect(heading()).toBe('New request');
    expect(screen.getByText(/bank transfer/)).toBeTruthy();
    expect(screen.getByText('suporte@conexao.ao').getAttribute('href')).toBe('mailto:suporte@conexao.ao');

    fireEvent.click(screen.getByRole('button', { name: 'Pay with Multicaixa' }));
    expect(heading()).toBe('Request summary');
    for (const entry of ['Order Confirmed', 'Payment order created', 'Awaiting payment']) {
      expect(screen.getByText(entry)).toBeTruthy();
    }

    act(() => vi.advanceTimersByTime(PAYMENT_STEP_DELAY_MS - 1));
    expect(heading()).toBe('Request summary');
    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBe('Payment Successful');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the pending move when the page is left during step 2', () => {
    const view = renderPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Multicaixa' }));
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
