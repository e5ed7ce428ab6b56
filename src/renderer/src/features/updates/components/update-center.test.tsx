import type { DesktopBridge } from '@shared/desktop/bridge';
import type { RestartOutcome, RestartRequest, UpdateState } from '@shared/desktop/updates';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../i18n/language-store';
import { createBrowserBridge } from '../../../lib/browser-bridge';
import { UpdateCenter } from './update-center';

/** The main process's side, as the page sees it through the bridge. */
function installUpdates(initial: UpdateState, notes: { version: string; text: string } | null = null) {
  const listeners = new Set<(state: UpdateState) => void>();
  const updates = {
    getState: vi.fn(async () => initial),
    onState: vi.fn((listener: (state: UpdateState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    restart: vi.fn(
      async ({ unsavedInput }: RestartRequest): Promise<RestartOutcome> =>
        unsavedInput ? 'unsaved' : 'restarting',
    ),
    takeReleaseNotes: vi.fn(async () => notes),
  };
  window.conexao = { ...createBrowserBridge(), updates } as DesktopBridge;
  const push = (state: UpdateState) =>
    act(() => {
      for (const listener of listeners) listener(state);
    });
  return { updates, push };
}

afterEach(() => {
  delete window.conexao;
});

describe('update center', () => {
  it('shows nothing in a browser', () => {
    const { container } = render(<UpdateCenter />);
    expect(container.innerHTML).toBe('');
  });

  it('shows download progress, then offers Restart to update', async () => {
    const { updates, push } = installUpdates({ status: 'idle' });
    const user = userEvent.setup();
    render(<UpdateCenter />);
    await push({ status: 'downloading', version: '1.1.0', percent: 42 });
    expect(screen.getByRole('status').textContent).toContain('Downloading version 1.1.0… 42%');
    await push({ status: 'ready', version: '1.1.0' });
    await user.click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(updates.restart).toHaveBeenCalledWith({ unsavedInput: false });
  });

  it('does not restart while the person has unsaved input, and says why', async () => {
    const { updates } = installUpdates({ status: 'ready', version: '1.1.0' });
    const user = userEvent.setup();
    render(
      <>
        <label>
          Cover letter <textarea />
        </label>
        <UpdateCenter />
      </>,
    );
    await user.type(screen.getByLabelText('Cover letter'), 'Dear team');
    await user.click(await screen.findByRole('button', { name: 'Restart to update' }));
    expect(updates.restart).toHaveBeenLastCalledWith({ unsavedInput: true });
    expect(await screen.findByText(/Save or finish what you are writing first/)).toBeTruthy();

    await user.clear(screen.getByLabelText('Cover letter'));
    await user.click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(updates.restart).toHaveBeenLastCalledWith({ unsavedInput: false });
  });

  it('counts a submitted form as saved', async () => {
    const { updates } = installUpdates({ status: 'ready', version: '1.1.0' });
    const user = userEvent.setup();
    render(
      <>
        <form onSubmit={(event) => event.preventDefault()}>
          <label>
            Job title <input />
          </label>
          <button type="submit">Save</button>
        </form>
        <UpdateCenter />
      </>,
    );
    await user.type(screen.getByLabelText('Job title'), 'Estagiário');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Restart to update' }));
    expect(updates.restart).toHaveBeenLastCalledWith({ unsavedInput: false });
  });

  it('reports an update refused for its signature', async () => {
    installUpdates({ status: 'rejected', version: '6.6.6' });
    render(<UpdateCenter />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/signature could not be verified/);
  });

  it('shows the new version’s notes once, in the person’s language', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    installUpdates(
      { status: 'idle' },
      { version: '1.1.0', text: '[en]\nFaster search\n[pt]\nPesquisa mais rápida' },
    );
    const user = userEvent.setup();
    render(<UpdateCenter />);
    const dialog = await screen.findByRole('dialog', { name: 'Novidades da versão 1.1.0' });
    expect(dialog.textContent).toContain('Pesquisa mais rápida');
    expect(dialog.textContent).not.toContain('Faster search');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
