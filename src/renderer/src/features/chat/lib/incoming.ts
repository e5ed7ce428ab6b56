import { previewText } from '@shared/api/messages';
import type { DesktopNotification } from '@shared/desktop/bridge';
import type { ChatMessage } from '@shared/realtime/events';

/** Where a notification about a message from `userId` leads. */
export const chatRoute = (userId: string) => `/chat/${userId}`;

/**
 * The person on the other side of a message, seen from `me`: in a company's conversation (issue
 * 18) the candidate, whichever colleague wrote it; in an old one-to-one message the other user.
 */
export function partnerOf(message: ChatMessage, me: string): string {
  if (message.candidateId) return message.candidateId;
  return message.senderId === me ? message.receiverId : message.senderId;
}

/** Written by the company's side (me or a colleague), not by the candidate of the conversation. */
export function fromCompanySide(message: ChatMessage, me: string): boolean {
  return message.candidateId ? message.senderId !== message.candidateId : message.senderId === me;
}

/**
 * Is the person looking at this conversation right now? Then a new message is read at once,
 * no notification, no unread count. Window in the background or another conversation open: no.
 */
export function isViewing(partnerId: string, activeUserId: string | null, windowFocused: boolean): boolean {
  return windowFocused && activeUserId === partnerId;
}

export function windowHasFocus(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/** The OS notification for a message: plain text only (the main process shows it as text). */
export function notificationFor(message: ChatMessage, senderName: string): DesktopNotification {
  return {
    title: senderName.slice(0, 200) || 'Conexão',
    body: previewText(message.message),
    route: chatRoute(message.candidateId ?? message.senderId),
  };
}
