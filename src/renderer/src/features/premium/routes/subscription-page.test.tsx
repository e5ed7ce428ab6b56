import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPage } from './subscription-page';

function renderPayment() {
  const router = createMemoryRouter([{ path: '/subscription-detail', element: <SubscriptionPage /> }], {
    initialEntries: ['/subscription-detail'],
  });
  return render(<RouterProvider router={router} />);
}

describe('payment screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows a payment success that did not happen, however long it stays open', () => {
    renderPayment();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('New request');
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.queryByText('Payment Successful')).toBeNull();
    expect(screen.queryByText(/Professional Plan is active/)).toBeNull();
    expect(screen.getByText('suporte@conexao.ao').getAttribute('href')).toBe('mailto:suporte@conexao.ao');
  });
});
