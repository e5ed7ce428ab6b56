import { randomUUID } from 'node:crypto';
import type { ConversationSummary } from '@shared/api/messages';
import { type MessageKey, isMessageKey } from '@shared/i18n';
import {
  type ChatMessage,
  conversationKey,
  isUserId,
  roomMembers,
  sendMessageSchema,
} from '@shared/realtime/events';
import { CHAT_MESSAGE_MAX_CHARS } from '@shared/constants';
import { can } from '@shared/team/permissions';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-hooks';
import type { MessagesRepository, Party, StoredChatMessage } from './repository';

/** A refused chat action: the catalogue key goes back to the client, translated. */
export class ChatRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: 400 | 403 = 403,
  ) {
    super(key);
    this.name = 'ChatRefusal';
  }
}

const CONVERSATIONS_LIMIT = 200;
/** Parties known not to change (candidates, companies): joinRoom and sends are frequent. */
const KNOWN_PARTIES_MAX = 50_000;
/** Members' names on their live messages: read again after this long (a renamed member shows soon). */
const NAME_TTL_MS = 60_000;
const NAMES_MAX = 10_000;

/**
 * One conversation between a candidate and a company (issue 18), as one caller reaches it:
 * `side` is theirs. Members reach the company's conversations; a candidate reaches their own.
 */
export interface Conversation {
  companyId: string;
  candidateId: string;
  key: string;
  side: 'company' | 'candidate';
}

/**
 * Why `user` may not chat at all, or null: an employer needs a company whose role allows
 * 'chat.use' (a viewer does not); a candidate always may.
 */
export function chatRefusalFor(user: Pick<AuthUser, 'role' | 'company'>): MessageKey | null {
  if (user.role === 'CANDIDATE') return null;
  if (!user.company) return 'team.noCompany';
  return can(user.company.role, 'chat.use') ? null : 'errors.forbidden';
}

/** The company's side of a message: who wrote it (sender id and name), the candidate it is with. */
export function companyView(
  message: StoredChatMessage,
  candidateId: string,
  senderName: string | null,
): ChatMessage {
  const { companyId, ...rest } = message;
  return {
    ...rest,
    receiverId: message.receiverId ?? companyId ?? '',
    companyId,
    candidateId,
    senderName,
  };
}

/**
 * The candidate's side: the company stands for whichever member wrote it, so a candidate's app
 * sees one other party (the company's id) as it always saw one person.
 */
export function candidateView(message: StoredChatMessage, candidateId: string): ChatMessage {
  const companyId = message.companyId ?? '';
  const mine = message.senderId === candidateId;
  return {
    id: message.id,
    clientId: message.clientId,
    senderId: mine ? candidateId : companyId,
    receiverId: mine ? companyId : candidateId,
    message: message.message,
    timestamp: message.timestamp,
    readAt: message.readAt,
    companyId,
    candidateId,
    senderName: null,
  };
}

export function createMessagesService(repo: MessagesRepository) {
  const knownParties = new Map<string, Party>();
  const names = new Map<string, { name: string | null; at: number }>();

  async function partyOf(id: string): Promise<Party> {
    const known = knownParties.get(id);
    if (known) return known;
    const party = await repo.party(id);
    // A member's company can change (removed, joined elsewhere): only stable answers are kept.
    if (party.kind === 'candidate' || party.kind === 'company') {
      if (knownParties.size >= KNOWN_PARTIES_MAX) knownParties.clear();
      knownParties.set(id, party);
    }
    return party;
  }

  async function nameOf(userId: string): Promise<string | null> {
    const now = Date.now();
    const cached = names.get(userId);
    if (cached && now - cached.at < NAME_TTL_MS) return cached.name;
    const name = await repo.displayName(userId);
    if (names.size >= NAMES_MAX) names.clear();
    names.set(userId, { name, at: now });
    return name;
  }

  /**
   * The conversation between `caller` and `otherId`, or a refusal. A member names the candidate;
   * a candidate names the company, or (as apps did before teams) a member of it.
   */
  async function conversationWith(caller: AuthUser, otherId: string): Promise<Conversation> {
    const refusal = chatRefusalFor(caller);
    if (refusal) throw new ChatRefusal(refusal);
    if (!isUserId(otherId) || otherId === caller.id) throw new ChatRefusal('chat.receiverNotFound');
    const party = await partyOf(otherId);
    if (caller.role === 'EMPLOYER') {
      const companyId = caller.company?.id;
      if (!companyId || party.kind !== 'candidate') throw new ChatRefusal('chat.receiverNotFound');
      return { companyId, candidateId: otherId, key: conversationKey(companyId, otherId), side: 'company' };
    }
    const companyId = party.kind === 'company' ? otherId : party.kind === 'member' ? party.companyId : null;
    if (!companyId) throw new ChatRefusal('chat.receiverNotFound');
    return {
      companyId,
      candidateId: caller.id,
      key: conversationKey(companyId, caller.id),
      side: 'candidate',
    };
  }

  /** A message as `conversation`'s side sees it. */
  async function viewFor(conversation: Conversation, message: StoredChatMessage): Promise<ChatMessage> {
    if (conversation.side === 'candidate') return candidateView(message, conversation.candidateId);
    const name = message.senderName !== undefined ? message.senderName : await nameOf(message.senderId);
    return companyView(message, conversation.candidateId, name);
  }

  /** HTTP: a refusal is a 403 (or 400 for a malformed request), in the envelope. */
  function asHttp(error: unknown): never {
    if (error instanceof ChatRefusal) {
      if (error.key === 'chat.receiverNotFound') throw new AppError(403, 'FORBIDDEN', 'errors.forbidden');
      throw new AppError(error.status, error.status === 400 ? 'VALIDATION_ERROR' : 'FORBIDDEN', error.key);
    }
    throw error;
  }

  return {
    /**
     * Whether `caller` may join `room`: the room of two ids, one theirs and the other the party of
     * a conversation they reach. Deliveries no longer go to these rooms (they go to the candidate's
     * personal room and the company's chat room); joining is kept for apps in the field.
     */
    async authoriseRoom(caller: AuthUser, room: unknown): Promise<Conversation> {
      const members = roomMembers(room);
      if (!members?.includes(caller.id)) throw new ChatRefusal('chat.roomRefused');
      const other = members[0] === caller.id ? members[1] : members[0];
      try {
        return await conversationWith(caller, other);
      } catch (error) {
        if (error instanceof ChatRefusal && error.key === 'chat.receiverNotFound')
          throw new ChatRefusal('chat.roomRefused');
        throw error;
      }
    },

    /**
     * Validates and stores a message (once per sender + client id). The caller is the
     * authenticated socket user; a payload naming anyone else as sender is refused. Returns the
     * stored message as each side sees it.
     */
    async send(
      caller: AuthUser,
      payload: unknown,
    ): Promise<{
      conversation: Conversation;
      forCompany: ChatMessage;
      forCandidate: ChatMessage;
      created: boolean;
    }> {
      const parsed = sendMessageSchema.safeParse(payload);
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message;
        throw new ChatRefusal(key && isMessageKey(key) ? key : 'errors.invalidRequest');
      }
      const { senderId, receiverId, message, clientId } = parsed.data;
      if (senderId !== caller.id) throw new ChatRefusal('errors.forbidden');
      const conversation = await conversationWith(caller, receiverId);
      const stored = await repo.insertOnce({
        senderId,
        // A member writes to the candidate; a candidate writes to the company (every member).
        receiverId: conversation.side === 'company' ? conversation.candidateId : null,
        companyId: conversation.companyId,
        pairKey: conversation.key,
        clientId: clientId ?? randomUUID(),
        message,
      });
      if (!stored) {
        // Deleted since it was cached: forget it, so the next send looks again.
        knownParties.delete(receiverId);
        throw new ChatRefusal('chat.receiverNotFound');
      }
      return {
        conversation,
        forCompany: companyView(stored.message, conversation.candidateId, await nameOf(senderId)),
        forCandidate: candidateView(stored.message, conversation.candidateId),
        created: stored.created,
      };
    },

    /**
     * A message a member sends on the company's behalf from the server (issue 19: a template sent
     * with a status change), stored like one typed in the chat; too long a text is cut to the
     * chat's limit.
     */
    async sendAsCompany(
      member: { id: string; companyId: string },
      candidateId: string,
      message: string,
    ): Promise<{ forCompany: ChatMessage; forCandidate: ChatMessage } | null> {
      const stored = await repo.insertOnce({
        senderId: member.id,
        receiverId: candidateId,
        companyId: member.companyId,
        pairKey: conversationKey(member.companyId, candidateId),
        clientId: randomUUID(),
        message: message.slice(0, CHAT_MESSAGE_MAX_CHARS),
      });
      if (!stored) return null;
      return {
        forCompany: companyView(stored.message, candidateId, await nameOf(member.id)),
        forCandidate: candidateView(stored.message, candidateId),
      };
    },

    async history(
      caller: AuthUser,
      senderId: string,
      receiverId: string,
      query: { before?: string; limit: number },
    ): Promise<{ data: ChatMessage[]; hasMore: boolean }> {
      if (caller.id !== senderId && caller.id !== receiverId) asHttp(new ChatRefusal('errors.forbidden'));
      if (senderId === receiverId) asHttp(new ChatRefusal('errors.invalidRequest', 400));
      const conversation = await conversationWith(
        caller,
        caller.id === senderId ? receiverId : senderId,
      ).catch(asHttp);
      let before: Parameters<MessagesRepository['page']>[1] = null;
      if (query.before) {
        if (isUserId(query.before)) {
          if (!(await repo.inConversation(conversation.key, query.before)))
            throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
          before = { id: query.before };
        } else {
          const time = new Date(query.before);
          if (Number.isNaN(time.getTime()))
            throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
          before = { time };
        }
      }
      const page = await repo.page(conversation.key, before, query.limit);
      // Opening a conversation reads it: whatever the other side sent is read now (by this member).
      if (page.items.length > 0) await readConversation(caller, conversation);
      return {
        data: await Promise.all(page.items.map((message) => viewFor(conversation, message))),
        hasMore: page.hasMore,
      };
    },

    async markRead(caller: AuthUser, otherId: string): Promise<number> {
      if (otherId === caller.id) throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
      const conversation = await conversationWith(caller, otherId).catch(asHttp);
      return readConversation(caller, conversation);
    },

    async conversations(
      caller: AuthUser,
    ): Promise<{ conversations: ConversationSummary[]; unreadTotal: number }> {
      const refusal = chatRefusalFor(caller);
      if (refusal) asHttp(new ChatRefusal(refusal));
      const company = caller.role === 'EMPLOYER' ? caller.company : null;
      const rows = company
        ? await repo.companyConversations(company.id, caller.id, CONVERSATIONS_LIMIT)
        : await repo.candidateConversations(caller.id, CONVERSATIONS_LIMIT);
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
            senderName: row.lastSenderName,
          },
          unreadCount: row.unread,
          application:
            row.applicationId && row.applicationStatus
              ? { id: row.applicationId, status: row.applicationStatus, title: row.applicationTitle ?? '' }
              : null,
        }),
      );
      // Past the list's cap the total still counts everything unread.
      let unreadTotal = rows.reduce((sum, row) => sum + row.unread, 0);
      if (rows.length >= CONVERSATIONS_LIMIT)
        unreadTotal = company
          ? await repo.memberUnreadTotal(company.id, caller.id)
          : await repo.unreadTotal(caller.id);
      return { conversations, unreadTotal };
    },
  };

  function readConversation(caller: AuthUser, conversation: Conversation): Promise<number> {
    return conversation.side === 'company'
      ? repo.markReadByMember(conversation.key, caller.id)
      : repo.markRead(conversation.key, caller.id);
  }
}

export type MessagesService = ReturnType<typeof createMessagesService>;
