import type { CompanyActivityEvent } from '@shared/realtime/events';
import type { ChatClient } from '../messages/chat-helpers';

/** The next `companyActivity` event a member's socket receives (rejects after timeoutMs). */
export function nextEvent(socket: ChatClient, timeoutMs = 5000): Promise<CompanyActivityEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no companyActivity event')), timeoutMs);
    socket.once('companyActivity', (event) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

/** Collects every companyActivity event a socket receives. */
export function collect(socket: ChatClient): CompanyActivityEvent[] {
  const events: CompanyActivityEvent[] = [];
  socket.on('companyActivity', (event) => events.push(event));
  return events;
}
