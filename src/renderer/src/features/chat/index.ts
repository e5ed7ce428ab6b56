/**
 * The chat feature's public surface: its routes, the session-wide realtime hook for the
 * signed-in shell and the unread total the shell shows on the Message link.
 */
export { useChatRealtime } from './hooks/use-chat-realtime';
export { useUnreadTotal } from './hooks/use-unread-total';
export { chatRoutes } from './routes';
