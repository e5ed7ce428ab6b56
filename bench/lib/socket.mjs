import { io } from 'socket.io-client';

/** A Socket.IO client of the harness: websocket only, no reconnection, resolved once connected. */
export function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}
