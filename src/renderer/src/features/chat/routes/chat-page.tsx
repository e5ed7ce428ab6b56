import { useT } from '@renderer/i18n/use-t';
import { translateNow } from '@renderer/i18n/language-store';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { useUnreadStore } from '@renderer/lib/unread-store';
import type { CandidateSummary } from '@shared/api/candidates';
import { CHAT_MESSAGE_MAX_CHARS } from '@shared/constants';
import type { ApplicationStatus } from '@shared/domain';
import { isUserId, roomName } from '@shared/realtime/events';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { getCandidateApplication } from '../api/get-candidate-application';
import { getHistory } from '../api/get-history';
import { getPerson } from '../api/get-person';
import { updateApplicationStatus } from '../api/update-application-status';
import { ChatHeader, type HeaderApplication } from '../components/chat-header';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';
import '../components/chat.css';
import { newClientId } from '../lib/chat-connection';
import { windowHasFocus } from '../lib/incoming';
import { displayName, pendingMessage } from '../lib/thread';
import { useChatStore } from '../store/chat-store';

const NO_MESSAGES: never[] = [];

/** /Chat, /chat and /chat/{receiverId}: conversations on the left, the thread on the right. */
export function ChatPage() {
  const t = useT();
  const { receiverId } = useParams();
  const me = useSessionStore((s) => s.userId);
  const connection = useChatStore((s) => s.connection);
  const connected = useChatStore((s) => s.connected);
  const conversations = useChatStore((s) => s.conversations);
  const conversationsLoaded = useChatStore((s) => s.conversationsLoaded);
  const partner = receiverId && isUserId(receiverId) && receiverId !== me ? receiverId : null;
  const thread = useChatStore((s) => (partner ? s.threads[partner] : undefined));
  const conversation = useMemo(
    () => conversations.find((c) => c.userId === partner),
    [conversations, partner],
  );

  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [person, setPerson] = useState<CandidateSummary | null>(null);
  const [application, setApplication] = useState<HeaderApplication | null>(null);
  const [busy, setBusy] = useState(false);

  // Spec §4: without a stored user id the screen does nothing (console only).
  useEffect(() => {
    if (!me) console.error(translateNow('chat.senderMissing'));
  }, [me]);

  // A new conversation starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the partner changes
  useEffect(() => {
    setDraft('');
    setError(null);
  }, [partner]);

  // Open: join the room and load the thread (which reads it). Close or other ids: leave.
  useEffect(() => {
    if (!me || !partner) return;
    const store = useChatStore.getState();
    store.setActive(partner);
    const room = roomName(me, partner);
    connection?.join(room);
    let cancelled = false;
    const load = () =>
      getHistory(me, partner)
        .then((page) => {
          if (cancelled) return;
          useChatStore.getState().addMessages(partner, page.data, { hasMore: page.hasMore, older: false });
          if (windowHasFocus()) {
            useUnreadStore.getState().clear(partner);
            useChatStore.getState().setConversationRead(partner);
          }
        })
        .catch((failure: unknown) => console.error('Could not load messages', failure));
    void load();
    // Back after a gap: whatever arrived meanwhile is in the history.
    const offReconnect = connection?.onReconnect(() => void load());
    return () => {
      cancelled = true;
      offReconnect?.();
      connection?.leave(room);
      useChatStore.getState().setActive(null);
    };
  }, [me, partner, connection]);

  // Who is on the other side, and their latest application to my jobs (issue-5 endpoint).
  useEffect(() => {
    setPerson(null);
    setApplication(null);
    if (!partner) return;
    let cancelled = false;
    const known = useChatStore.getState().conversations.find((c) => c.userId === partner);
    if (known?.application) setApplication(known.application);
    if (!known) void getPerson(partner).then((found) => !cancelled && setPerson(found));
    getCandidateApplication(partner)
      .then((found) => {
        if (cancelled) return;
        setApplication(found ? { id: found.id, status: found.status, title: found.intern_info.title } : null);
      })
      .catch((failure: unknown) => console.error('Could not load the application', failure));
    return () => {
      cancelled = true;
    };
  }, [partner]);

  if (!me) return null;

  const send = () => {
    if (!partner) return;
    const text = draft.trim();
    if (!text) {
      setError(t('chat.messageRequired'));
      return;
    }
    if (text.length > CHAT_MESSAGE_MAX_CHARS) {
      setError(t('chat.messageTooLong', { max: CHAT_MESSAGE_MAX_CHARS }));
      return;
    }
    if (!connection) {
      setError(t('chat.notConnected'));
      return;
    }
    setError(null);
    setDraft('');
    const payload = {
      senderId: me,
      receiverId: partner,
      message: text,
      timestamp: new Date().toISOString(),
      clientId: newClientId(),
    };
    useChatStore.getState().addMessages(partner, [pendingMessage(payload)]);
    connection
      .send(payload)
      .then((stored) => useChatStore.getState().addMessages(partner, [stored]))
      .catch((failure: Error) => {
        // Spec §4: the input comes back, with the server's reason in red.
        useChatStore.getState().dropPending(partner, me, payload.clientId);
        setDraft((current) => (current.trim() ? current : text));
        setError(failure.message);
      });
  };

  const loadOlder = () => {
    const oldest = thread?.messages.find((m) => !m.pending);
    if (!partner || !oldest) return;
    getHistory(me, partner, { before: oldest.id })
      .then((page) =>
        useChatStore.getState().addMessages(partner, page.data, { hasMore: page.hasMore, older: true }),
      )
      .catch((failure: unknown) => console.error('Could not load older messages', failure));
  };

  const changeStatus = async (status: ApplicationStatus) => {
    if (!application || !partner) return;
    setBusy(true);
    try {
      const updated = await updateApplicationStatus(application.id, status);
      setApplication({ ...application, status: updated.status });
      useChatStore.getState().setApplicationStatus(partner, application.id, updated.status);
      notify.success(t('chat.statusUpdated'));
    } catch {
      notify.error(t('chat.statusFailed'));
    } finally {
      setBusy(false);
    }
  };

  const name = displayName(conversation ?? person, t('chat.unknownUser'));

  return (
    <div className="chat card">
      <ConversationList
        conversations={conversations}
        loaded={conversationsLoaded}
        activeUserId={partner}
        me={me}
      />
      <section className="chat-panel" aria-label={partner ? name : t('chat.heading')}>
        {partner ? (
          <>
            <ChatHeader
              partnerId={partner}
              name={name}
              profileImg={conversation?.profile_img ?? person?.profile_img ?? null}
              application={application}
              busy={busy}
              onChangeStatus={(status) => void changeStatus(status)}
            />
            {!connected && (
              <p className="form-note form-note-warning chat-offline" role="status">
                {t('chat.offline')}
              </p>
            )}
            <MessageThread
              messages={thread?.messages ?? NO_MESSAGES}
              me={me}
              hasMore={thread?.hasMore ?? false}
              connected={connected}
              onLoadOlder={loadOlder}
            />
            <Composer value={draft} error={error} onChange={setDraft} onSend={send} />
          </>
        ) : (
          <p className="chat-muted chat-pick">{t('chat.selectConversation')}</p>
        )}
      </section>
    </div>
  );
}
