import { useApplications } from '@renderer/hooks/use-applications';
import { useCandidate } from '@renderer/hooks/use-candidate';
import { useOfferUndo } from '@renderer/hooks/use-bulk-status';
import { useUpdateApplicationStatus } from '@renderer/hooks/use-update-application-status';
import { translateNow } from '@renderer/i18n/language-store';
import { useT } from '@renderer/i18n/use-t';
import { fullName } from '@renderer/lib/person-name';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { CHAT_MESSAGE_MAX_CHARS } from '@shared/constants';
import type { ApplicationStatus } from '@shared/domain';
import { isUserId } from '@shared/realtime/events';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ChatHeader, type HeaderApplication } from '../components/chat-header';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';
import { StatusChangeConfirm } from '../components/status-change-confirm';
import '../components/chat.css';
import { useChatStore } from '../store/chat-store';

const NO_MESSAGES: never[] = [];

/** /chat and /chat/{receiverId}: conversations on the left, the thread on the right. */
export function ChatPage() {
  const t = useT();
  const { receiverId } = useParams();
  const me = useSessionStore((s) => s.userId);
  const controller = useChatStore((s) => s.controller);
  const connected = useChatStore((s) => s.connected);
  const conversations = useChatStore((s) => s.conversations);
  const conversationsLoaded = useChatStore((s) => s.conversationsLoaded);
  const partner = receiverId && isUserId(receiverId) && receiverId !== me ? receiverId : null;
  const thread = useChatStore((s) => (partner ? s.threads[partner] : undefined));
  const conversation = useMemo(
    () => conversations.find((c) => c.userId === partner),
    [conversations, partner],
  );
  // Someone without a conversation yet (a candidate's Message button): their name and picture.
  const candidate = useCandidate(partner && !conversation ? partner : null);
  // Their latest application to my jobs, whose status the header shows and changes.
  const latest = useApplications({ userId: partner ?? '', perPage: '1' }, { enabled: Boolean(partner) });
  const statusChange = useUpdateApplicationStatus();
  const offerUndo = useOfferUndo();
  // Issue 19: the status a header button asked for, waiting for the confirmation.
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);

  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Without a stored user id the screen does nothing: the sign-in that set it is missing.
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
    if (!me || !partner || !controller) return;
    return controller.openConversation(partner);
  }, [me, partner, controller]);

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
    if (!controller) {
      setError(t('chat.notConnected'));
      return;
    }
    setError(null);
    setDraft('');
    controller.send(partner, text).catch((failure: Error) => {
      // A refused message comes back into the input, with the server's reason in red.
      setDraft((current) => (current.trim() ? current : text));
      setError(failure.message);
    });
  };

  const found = latest.data?.applications[0];
  const application: HeaderApplication | null = found
    ? { id: found.id, status: found.status, title: found.intern_info.title }
    : latest.isSuccess
      ? null
      : (conversation?.application ?? null);

  // The cache takes the new status (the Applications screens show it too); the list here as well.
  // Confirmed first, then an Undo toast (issue 19) that puts the previous status back.
  const changeStatus = (status: ApplicationStatus) => {
    if (!application || !partner) return;
    const from = application.status;
    statusChange.mutate(
      { id: application.id, status },
      {
        onSuccess: (body) => {
          setAsked(null);
          useChatStore.getState().setApplicationStatus(partner, application.id, body.data.status);
          offerUndo(
            t('bulk.single.moved', { name, status: t(`applications.status.${status}`) }),
            { status: body.data.status, items: [{ id: application.id, from }] },
            (restored) => {
              if (restored.includes(application.id))
                useChatStore.getState().setApplicationStatus(partner, application.id, from);
            },
          );
        },
        onError: () => {
          setAsked(null);
          notify.error(t('chat.statusFailed'));
        },
      },
    );
  };

  const name = fullName(conversation ?? candidate.data) ?? t('chat.unknownUser');

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
              profileImg={conversation?.profile_img ?? candidate.data?.profile_img ?? null}
              application={application}
              busy={statusChange.isPending}
              onChangeStatus={setAsked}
            />
            {application && (
              <StatusChangeConfirm
                to={asked}
                from={application.status}
                name={name}
                title={application.title}
                busy={statusChange.isPending}
                onCancel={() => setAsked(null)}
                onConfirm={changeStatus}
              />
            )}
            {!connected && (
              <p className="form-note form-note-warning chat-offline" role="status">
                {t('chat.offline')}
              </p>
            )}
            <MessageThread
              name={name}
              messages={thread?.messages ?? NO_MESSAGES}
              me={me}
              hasMore={thread?.hasMore ?? false}
              connected={connected}
              onLoadOlder={() => partner && controller?.loadOlder(partner)}
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
