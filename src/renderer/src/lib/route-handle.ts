import type { MessageKey } from '@shared/i18n';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What a route tells the shell through its `handle` (features set it on their routes). */
export interface RouteHandle {
  /** Shown in the back-title bar and the window title. */
  titleKey?: MessageKey;
  /** The profile wizard runs without the side navigation. */
  hideSidebar?: boolean;
  /**
   * Every text the screen shows is among those its frame loads: the keys its code names go with the
   * frame's (vite.frame-messages.ts reads the dashboard's code for them: only the dashboard may set
   * it), so it does not wait for the rest of the messages (i18n/all-messages.tsx).
   */
  frameMessages?: boolean;
}

/** A route whose screen the shell titles with `titleKey` (and treats as the rest of `handle` says). */
export const titledRoute = (
  path: string,
  element: ReactNode,
  titleKey: MessageKey,
  handle: Omit<RouteHandle, 'titleKey'> = {},
): RouteObject => ({ path, element, handle: { titleKey, ...handle } });
