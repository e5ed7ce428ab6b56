import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/language-store';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const token = '0b7e6c0e-1d2f-4b51-9a8e-3c4d5e6f7a8b.APPLICATION_RECEIVED.c2lnbmF0dXJl';

describe('unsubscribe page', () => {
  it('changes nothing on load; the confirm button turns the email off and says so, without signing in', async () => {
    const api = fakeApi({
      'POST /notifications/unsubscribe': {
        status: 200,
        data: { message: 'ok', data: { kind: 'APPLICATION_RECEIVED' } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/unsubscribe/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByText('Stop receiving emails about "New applicants"?')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/unsubscribe/${token}`);
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /you will no longer receive emails about "New applicants"/,
    );
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', body: { token } })]);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  });

  it('says when the link is not valid, in Portuguese', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    const api = fakeApi({
      'POST /notifications/unsubscribe': {
        status: 400,
        data: { message: 'Este link…', code: 'VALIDATION_ERROR' },
      },
    });
    const user = userEvent.setup();
    renderApp('/unsubscribe/tampered');
    expect(await screen.findByText('Deixar de receber estes emails?')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deixar de receber estes emails' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Este link não é válido/);
    expect(api.calls).toHaveLength(1);
  });
});
