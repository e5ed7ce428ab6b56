import { lazyPage } from '@renderer/lib/lazy-page';
import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const ChatPage = lazyPage(() => import('./chat-page'), 'ChatPage');

const handle: RouteHandle = { titleKey: 'chat.heading' };

/**
 * The conversations, and one open at /chat/{receiverId} (the candidates' Message buttons).
 * Paths match case-insensitively, so the side navigation's /Chat is /chat.
 */
export const chatRoutes: RouteObject[] = [
  { path: '/chat', element: <ChatPage />, handle },
  { path: '/chat/:receiverId', element: <ChatPage />, handle },
];
