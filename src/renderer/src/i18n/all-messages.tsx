import { type ReactNode, use } from 'react';
import { useLang } from './use-t';
import { allMessagesLoaded, hasAllMessages } from './messages';

/**
 * Shows its screen once every text of the shown language is in (i18n/messages.ts): the frame
 * brings only what it and the dashboard name, and a screen beyond those suspends here meanwhile
 * (its route's Suspense boundary says the page is loading). Every signed-in route but the
 * dashboard is wrapped in it (app/routes.tsx).
 */
export function AllMessages({ children }: { children: ReactNode }) {
  const lang = useLang();
  if (!hasAllMessages(lang)) use(allMessagesLoaded(lang));
  return children;
}
