import { SOCIAL_SIGN_IN_TIMEOUT_MS } from '@shared/desktop/bridge';
import type { OAuthProviderName } from '@shared/api/auth';
import { useT } from '@renderer/i18n/use-t';
import { apiClient, toApiError } from '@renderer/lib/api-client';
import { getBridge } from '@renderer/lib/bridge';
import { notify } from '@renderer/lib/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { exchangeOAuthTicket, startOAuth } from '../api/oauth';
import {
  newFlowSecret,
  savePendingFlow,
  takePendingFlow,
  ticketInFragment,
  waitForPopup,
} from '../lib/oauth-flow';
import { useStartSession } from './use-start-session';

const PROVIDER_NAMES: Record<OAuthProviderName, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * 'Sign in with Google/Facebook' (issue 14). Desktop: the main process opens the provider in the
 * system browser and hands back the ticket of conexao://auth/complete. Browser: a popup, whose
 * callback page posts the ticket back; when popups are blocked, the whole page goes and returns
 * to /signin#oauth_ticket=…. Either way the ticket and this flow's secret become a session like a
 * password sign-in. `waiting` names the provider while the app waits for the browser.
 */
export function useSocialSignIn() {
  const t = useT();
  const startSession = useStartSession();
  const [waiting, setWaiting] = useState<OAuthProviderName | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const popupRef = useRef<Window | null>(null);

  const finish = useCallback(
    async (provider: OAuthProviderName, ticket: string, secret: string) => {
      setBusy(true);
      try {
        const res = await exchangeOAuthTicket({ ticket, verifier: secret }, provider);
        // Like a remembered sign-in: the person chose their provider's account to stay signed in.
        await startSession(res, true);
      } catch (error) {
        notify.error(
          toApiError(error, provider === 'google' ? 'auth.social.googleFailed' : 'auth.social.facebookFailed')
            .message,
        );
        setBusy(false);
      }
    },
    [startSession],
  );

  // The full-page return (popups blocked): /signin#oauth_ticket=…
  useEffect(() => {
    const ticket = ticketInFragment(window.location.hash);
    if (!ticket) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const pending = takePendingFlow();
    if (!pending) {
      notify.error(t('auth.social.ticketInvalid'));
      return;
    }
    void finish(pending.provider, ticket, pending.secret);
  }, [finish, t]);

  useEffect(
    () => () => {
      abort.current?.abort();
      void getBridge().socialSignIn?.cancel();
    },
    [],
  );

  const start = async (provider: OAuthProviderName) => {
    if (waiting || busy) return;
    const desktop = getBridge().socialSignIn;
    // Opened inside the click, or the browser blocks it; pointed at the provider once we know where.
    const popup = desktop ? null : window.open('about:blank', 'conexao-oauth', 'popup,width=520,height=680');
    popupRef.current = popup;
    setWaiting(provider);
    const params = { provider: PROVIDER_NAMES[provider] };
    try {
      const { secret, binding } = await newFlowSecret();
      const { data } = await startOAuth(provider, { client: desktop ? 'desktop' : 'web', binding });
      if (desktop) {
        const result = await desktop.open(data.authorizationUrl);
        if (result.status === 'ticket') {
          setWaiting(null);
          await finish(provider, result.ticket, secret);
        } else if (result.status === 'timeout') {
          notify.error(t('auth.social.timedOut', params));
        }
        return;
      }
      if (!popup) {
        savePendingFlow({ provider, secret });
        window.location.assign(data.authorizationUrl);
        return;
      }
      popup.location.href = data.authorizationUrl;
      abort.current = new AbortController();
      const apiOrigin = new URL(apiClient.defaults.baseURL ?? window.location.origin, window.location.href)
        .origin;
      const result = await waitForPopup(popup, apiOrigin, {
        timeoutMs: SOCIAL_SIGN_IN_TIMEOUT_MS,
        signal: abort.current.signal,
      });
      if (result.status !== 'ticket') popup.close();
      if (result.status === 'ticket') {
        setWaiting(null);
        await finish(provider, result.ticket, secret);
      } else if (result.status === 'timeout') {
        notify.error(t('auth.social.timedOut', params));
      }
    } catch (error) {
      popup?.close();
      notify.error(
        toApiError(error, provider === 'google' ? 'auth.social.googleFailed' : 'auth.social.facebookFailed')
          .message,
      );
    } finally {
      setWaiting((current) => (current === provider ? null : current));
      abort.current = null;
    }
  };

  const cancel = () => {
    abort.current?.abort();
    popupRef.current?.close();
    void getBridge().socialSignIn?.cancel();
    setWaiting(null);
  };

  return { waiting, busy, start, cancel };
}
