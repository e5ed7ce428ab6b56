/**
 * Socket.IO's client (with engine.io, ~8 KB gzipped) is a file of its own, asked for when the
 * signed-in frame opens the chat rather than with the frame's code: the first screen then shows
 * without waiting for it (issue 12, speed to open). A failed download (the link dropped) is tried
 * again on the next call, not remembered.
 */
type SocketIo = typeof import('socket.io-client');

let loading: Promise<SocketIo> | null = null;

export function loadSocketIo(): Promise<SocketIo> {
  loading ??= import('socket.io-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
