import { randomUUID } from 'node:crypto';
import type { ConversationSummary } from '@shared/api/messages';
import type { Role } from '@shared/domain';
import { type MessageKey, isMessageKey } from '@shared/i18n';
import {
  type ChatMessage,
  isUserId,
  roomMembers,
  roomName,
  sendMessageSchema,
} from '@shared/realtime/events';
import { AppError, forbidden } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-hooks';
import type { MessagesRepository } from './repository';

/** A refused chat action: the catalogue key goes back to the client, translated. */
export class ChatRefusal extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = 'ChatRefusal';
  }
}

const CONVERSATIONS_LIMIT = 200;
/** Ids of users known to exist: joinRoom is frequent, accounts are rarely deleted (the FK still guards sends). */
const KNOWN_USERS_MAX = 50_000;

export function createMessagesService(repo: MessagesRepository) {
  const knownUsers = new Set<string>();

  async function userExists(userId: string): Promise<boolean> {
    if (knownUsers.has(userId)) return true;
    const exists = await repo.userExists(userId);
    if (exists) {
      if (knownUsers.size >= KNOWN_USERS_MAX) knownUsers.clear();
      knownUsers.add(userId);
    }
    return exists;
  }

  return {
    /** The room's other member when `caller` may join it, else a refusal. */
    async authoriseRoom(caller: AuthUser, room: unknown): Promise<string> {
      const members = roomMembers(room);
      if (!members?.includes(caller.id)) throw new ChatRefusal('chat.roomRefused');
      const other = members[0] === caller.id ? members[1] : members[0];
      if (!(await userExists(other))) throw new ChatRefusal('chat.roomRefused');
      return other;
    },

    /**
     * Validates and stores a message (once per sender + client id). The caller is the
     * authenticated socket user; a payload naming anyone else as sender is refused.
     */
    async send(caller: AuthUser, payload: unknown): Promise<{ message: ChatMessage; created: boolean }> {
      const parsed = sendMessageSchema.safeParse(payload);
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message;
        throw new ChatRefusal(key && isMessageKey(key) ? key : 'errors.invalidRequest');
      }
      const { senderId, receiverId, message, clientId } = parsed.data;
      if (senderId !== caller.id) throw new ChatRefusal('errors.forbidden');
      if (receiverId === caller.id) throw new ChatRefusal('chat.receiverNotFound');
      // Usually answered from the cache (joinRoom filled it). A receiver that does not exist is
      // refused here instead of failing a shared INSERT, which would retry its batch row by row.
      if (!(await userExists(receiverId))) throw new ChatRefusal('chat.receiverNotFound');
      const stored = await repo.insertOnce({
        senderId,
        receiverId,
        pairKey: roomName(senderId, receiverId),
        clientId: clientId ?? randomUUID(),
        message,
      });
      if (!stored) {
        // Deleted since it was cached: forget it, so the next send is refused before the INSERT.
        knownUsers.delete(receiverId);
        throw new ChatRefusal('chat.receiverNotFound');
      }
      return stored;
    },

    async history(
      caller: AuthUser,
      senderId: string,
      receiverId: string,
      query: { before?: string; limit: number },
    ): Promise<{ data: ChatMessage[]; hasMore: boolean }> {
      if (caller.id !== senderId && caller.id !== receiverId) throw forbidden();
      if (senderId === receiverId) throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
      const pairKey = roomName(senderId, receiverId);
      let before: Parameters<MessagesRepository['page']>[1] = null;
      if (query.before) {
        if (isUserId(query.before)) {
          if (!(await repo.inConversation(pairKey, query.before)))
            throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
          before = { id: query.before };
        } else {
          const time = new Date(query.before);
          if (Number.isNaN(time.getTime()))
            throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
          before = { time };
        }
      }
      const page = await repo.page(pairKey, before, query.limit);
      // Opening a conversation reads it: whatever the other side sent is read now.
      if (page.items.length > 0) await repo.markRead(pairKey, caller.id);
      return { data: page.items, hasMore: page.hasMore };
    },

    async markRead(caller: AuthUser, otherId: string): Promise<number> {
      if (otherId === caller.id) throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
      return repo.markRead(roomName(caller.id, otherId), caller.id);
    },

    async conversations(caller: {
      id: string;
      role: Role;
    }): Promise<{ conversations: ConversationSummary[]; unreadTotal: number }> {
      const rows = await repo.conversations(caller.id, caller.role === 'EMPLOYER', CONVERSATIONS_LIMIT);
      const conversations = rows.map(
        (row): ConversationSummary => ({
          userId: row.otherId,
          first_name: row.firstName,
          last_name: row.lastName,
          profile_img: row.profileImg,
          lastMessage: {
            id: row.lastId,
            senderId: row.lastSenderId,
            message: row.lastMessage,
            timestamp: row.lastAt,
          },
          unreadCount: row.unread,
          application:
            row.applicationId && row.applicationStatus
              ? { id: row.applicationId, status: row.applicationStatus, title: row.applicationTitle ?? '' }
              : null,
        }),
      );
      // Past the list's cap the total still counts everything unread.
      const unreadTotal =
        rows.length < CONVERSATIONS_LIMIT
          ? rows.reduce((sum, row) => sum + row.unread, 0)
          : await repo.unreadTotal(caller.id);
      return { conversations, unreadTotal };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
