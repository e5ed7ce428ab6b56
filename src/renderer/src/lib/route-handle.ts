import type { MessageKey } from '@shared/i18n';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What a route tells the shell through its `handle` (features set it on their routes). */
export interface RouteHandle {
  /** Shown in the back-title bar and the window title. */
  titleKey?: MessageKey;
  /** The profile wizard runs without the side navigation. */
  hideSidebar?: boolean;
}

/** A route whose screen the shell titles with `titleKey` (and treats as the rest of `handle` says). */
export const titledRoute = (
  path: string,
  element: ReactNode,
  titleKey: MessageKey,
  handle: Omit<RouteHandle, 'titleKey'> = {},
): RouteObject => ({ path, element, handle: { titleKey, ...handle } });
