/**
 * When a chat notification is worth showing (desktop main process and the browser bridge
 * share this rule): only when the person is not already looking at it, i.e. the window is in
 * the background, or it is focused but shows another conversation or page.
 */
export interface NotifyContext {
  windowFocused: boolean;
  /** The window's current in-app path, e.g. `/chat/42`. */
  activeRoute: string | null;
  /** The path the notification leads to. */
  route: string;
}

/** Paths compare case-insensitively, as the router matches them (/Chat/x is /chat/x); a trailing slash is ignored. */
export function sameRoute(a: string, b: string): boolean {
  const norm = (value: string) => {
    const [path = '', query = ''] = value.split('?', 2);
    const trimmed = path.replace(/\/+$/, '') || '/';
    return `${trimmed.toLowerCase()}${query ? `?${query}` : ''}`;
  };
  return norm(a) === norm(b);
}

export function shouldNotify({ windowFocused, activeRoute, route }: NotifyContext): boolean {
  return !(windowFocused && activeRoute !== null && sameRoute(activeRoute, route));
}
