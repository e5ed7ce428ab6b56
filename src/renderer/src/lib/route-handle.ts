import type { MessageKey } from '@shared/i18n';

/** What a route tells the shell through its `handle` (features set it on their routes). */
export interface RouteHandle {
  /** Shown in the back-title bar and the window title. */
  titleKey?: MessageKey;
  /** The profile wizard runs without the side navigation. */
  hideSidebar?: boolean;
}
