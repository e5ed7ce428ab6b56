import { loadOnce } from '@renderer/lib/load-once';

/**
 * Socket.IO's client (with engine.io and the parsers, ~12 KB gzipped) is a file of its own, asked
 * for when the signed-in frame opens the chat rather than with the frame's code: the first screen
 * then shows without waiting for it (issue 12, speed to open). A failed download (the link
 * dropped) is tried again on the next call, not remembered.
 */
export const loadSocketIo = loadOnce(() => import('socket.io-client'));
