import type { DesktopBridge } from '@shared/desktop/bridge';

/** Only in-app paths may come from deep links and notification clicks. */
export function isInAppPath(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//');
}

/**
 * The one place where the desktop moves the app: a `conexao://` deep link or a click on a
 * notification (a chat message) opens its in-app path, once. Returns the unsubscribe.
 */
export function followDesktopLinks(
  bridge: Pick<DesktopBridge, 'onDeepLink' | 'notifications'>,
  navigate: (path: string) => void,
): () => void {
  const goTo = (route: string) => {
    if (isInAppPath(route)) navigate(route);
  };
  const offDeepLink = bridge.onDeepLink(goTo);
  const offClick = bridge.notifications.onClick(goTo);
  return () => {
    offDeepLink();
    offClick();
  };
}
