import type { ChatSocket } from '../lib/chat-connection';
import { createFakeSocket } from './fake-socket';

/**
 * A stand-in for socket.io-client's `io` in tests that run the real chat (the signed-in shell):
 * `vi.mock('socket.io-client', () => import('…/chat/test/fake-io'))`. Every socket opened is
 * kept here in order, so the test can connect, drop or feed it.
 */
export const sockets: Array<ReturnType<typeof createFakeSocket>> = [];

export function io(): ChatSocket {
  const fake = createFakeSocket();
  sockets.push(fake);
  return fake.socket;
}
