import type { Lang } from '@shared/domain';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/realtime/events';
import type { Server } from 'socket.io';
import type { AuthUser } from '../http/auth-hooks';

/*
 * The Socket.IO server's types, apart from the code that builds it, so that the session guard
 * (built by socket-server.ts) and the feature modules' socket handlers can name them without
 * importing the builder: the realtime layer depends on nobody's handlers.
 */

/** Per-socket data: the caller, established once at the handshake. */
export interface SocketData {
  user: AuthUser;
  /** Language of refusal messages in acks: `auth.lang` (browsers cannot set socket headers), else Accept-Language. */
  lang: Lang;
}

// biome-ignore lint/complexity/noBannedTypes: no server-to-server events
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, {}, SocketData>;
