import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { externalUrlSchema } from '@shared/desktop/bridge';
import { isAppUrl } from '../config/origins';

export type OpenExternal = (url: string) => Promise<void> | void;

/** https: and mailto: only (shared schema): never file:, javascript:, custom handlers or http:. */
export function isExternalAllowed(url: string): boolean {
  return externalUrlSchema.safeParse(url).success;
}

/**
 * window.open / target=_blank: no new Electron window ever opens. Allowed external links go
 * to the system browser or mail client; everything else is dropped.
 */
export function createWindowOpenHandler(openExternal: OpenExternal) {
  return function handleWindowOpen({ url }: Pick<HandlerDetails, 'url'>): WindowOpenHandlerResponse {
    if (isExternalAllowed(url)) void openExternal(url);
    return { action: 'deny' };
  };
}

/**
 * The window only ever shows the app. A link that would navigate it elsewhere is stopped;
 * if it is an https:/mailto: link the person clearly meant to open, it goes to the system.
 */
export function createWillNavigateHandler(devUrl: string | null, openExternal: OpenExternal) {
  return function handleWillNavigate(event: { preventDefault(): void }, url: string): void {
    if (isAppUrl(url, devUrl)) return;
    event.preventDefault();
    if (isExternalAllowed(url)) void openExternal(url);
  };
}

export function applyNavigationPolicy(
  contents: WebContents,
  devUrl: string | null,
  openExternal: OpenExternal,
): void {
  const willNavigate = createWillNavigateHandler(devUrl, openExternal);
  contents.on('will-navigate', willNavigate);
  // Server redirects of the top frame away from the app are refused the same way, silently.
  contents.on('will-redirect', (event, url, _isInPlace, isMainFrame) => {
    if (isMainFrame && !isAppUrl(url, devUrl)) event.preventDefault();
  });
  contents.setWindowOpenHandler(createWindowOpenHandler(openExternal));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
