import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the toast and first-screen modules (their state is module-wide). */
async function fresh() {
  vi.resetModules();
  const toast = await import('./toast');
  const firstScreen = await import('./first-screen');
  return { ...toast, ...firstScreen };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** react-toastify's container, once its code is here (its region's label). */
const container = () => document.querySelector('section[aria-label^="Notifications"]');

/** react-toastify's code waits for the first screen's (issue 12, speed to open). */
describe('toast container loading', () => {
  it('renders react-toastify only once the first screen is loaded', async () => {
    const { ToastContainer, firstScreenLoaded } = await fresh();
    render(<ToastContainer />);
    await settle();
    expect(container()).toBeNull();
    firstScreenLoaded();
    await settle();
    expect(container()).not.toBeNull();
  });

  it('a toast asked for before that brings it at once, and shows', async () => {
    const { ToastContainer, notify } = await fresh();
    render(<ToastContainer />);
    await settle();
    act(() => {
      notify.error('Something went wrong during login');
    });
    expect(await screen.findByText('Something went wrong during login')).toBeTruthy();
    expect(container()).not.toBeNull();
  });
});
