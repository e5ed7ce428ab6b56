import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { ChatPage } from './chat-page';

const handle: RouteHandle = { titleKey: 'chat.heading' };

/** Spec §2: the side navigation points to /Chat; candidates' Message buttons to /chat/{receiverId}. */
export const chatRoutes: RouteObject[] = [
  { path: '/Chat', element: <ChatPage />, handle },
  { path: '/chat', element: <ChatPage />, handle },
  { path: '/chat/:receiverId', element: <ChatPage />, handle },
];
