/**
 * Lets non-React code (the API client on a 401) move the app. The app registers the router's
 * navigate at start; before that, a full page load is the safe fallback.
 */
type Navigate = (path: string) => void;

let current: Navigate = (path) => window.location.assign(path);

export function setNavigator(next: Navigate): void {
  current = next;
}

export function navigateTo(path: string): void {
  current(path);
}
