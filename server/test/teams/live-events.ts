import type { CompanyActivityEvent } from '@shared/realtime/events';
import { type ChatClient, nextServerEvent } from '../messages/chat-helpers';

/** The next `companyActivity` event a member's socket receives (rejects after timeoutMs). */
export const nextEvent = (socket: ChatClient, timeoutMs = 5000): Promise<CompanyActivityEvent> =>
  nextServerEvent(socket, 'companyActivity', timeoutMs);

/** Collects every companyActivity event a socket receives. */
export function collect(socket: ChatClient): CompanyActivityEvent[] {
  const events: CompanyActivityEvent[] = [];
  socket.on('companyActivity', (event) => events.push(event));
  return events;
}
