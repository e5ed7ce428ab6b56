/** The chat feature's public surface: its routes and the session-wide realtime hook for the shell. */
export { useChatRealtime } from './hooks/use-chat-realtime';
export { chatRoutes } from './routes';
