import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useSessionStore.setState({ signupEmail: 'ana@kianda.ao' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp('/otp');
  return { user, ...view };
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OTP screen', () => {
  it('counts the code expiry down from 05:00', async () => {
    setup();
    expect(screen.getByRole('timer').textContent).toBe('Code expires in: 05:00');
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer').textContent).toBe('Code expires in: 03:59');
  });

  it('refuses an incomplete code without calling the server', async () => {
    const { user } = setup();
    const { calls } = fakeApi({});
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('resend: busy label, then a 60 s lockout counting down, code cleared, expiry reset', async () => {
    const { user } = setup();
    let release: () => void = () => {};
    const { calls } = fakeApi({
      'POST /auth/resend-otp': () =>
        new Promise((resolve) => (release = () => resolve({ status: 200, data: { message: 'Sent again' } }))),
    });
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer').textContent).toBe('Code expires in: 04:30');

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const busy = screen.getByRole('button', { name: 'Resending...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => release());

    const locked = (await screen.findByRole('button', { name: 'Resend in 60s' })) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(calls[0]?.body).toEqual({ email: 'ana@kianda.ao' });
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('');
    expect(screen.getByRole('timer').textContent).toBe('Code expires in: 05:00');

    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a failed resend shows the server text and starts no lockout', async () => {
    const { user } = setup();
    fakeApi({
      'POST /auth/resend-otp': { status: 429, data: { message: 'Wait 42s', code: 'RATE_LIMITED' } },
    });
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Wait 42s')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('verifies the pasted code and goes to /signin 1.5 s later', async () => {
    const { user, router } = setup();
    const { calls } = fakeApi({ 'POST /auth/verify': { status: 200, data: { message: '' } } });
    await user.click(boxes()[0]!);
    await user.paste('482913');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'ana@kianda.ao', otp: '482913' });
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
