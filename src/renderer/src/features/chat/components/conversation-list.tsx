import { Avatar } from '@renderer/components/avatar';
import { useLang, useT } from '@renderer/i18n/use-t';
import { fullName } from '@renderer/lib/person-name';
import { previewText } from '@shared/api/messages';
import type { ConversationSummary } from '@shared/api/messages';
import { Link } from 'react-router-dom';
import { chatRoute } from '../lib/incoming';
import { formatListTime } from './format-time';
import { StatusBadge } from './status-badge';

interface ConversationListProps {
  conversations: ConversationSummary[];
  loaded: boolean;
  activeUserId: string | null;
  me: string;
}

/** The left panel: real conversations, newest first (not a static placeholder list). */
export function ConversationList({ conversations, loaded, activeUserId, me }: ConversationListProps) {
  const t = useT();
  const lang = useLang();
  return (
    <nav className="chat-list" aria-label={t('chat.conversations')}>
      <h2 className="chat-list-title">{t('chat.conversations')}</h2>
      {!loaded && <p className="chat-muted">{t('common.loading')}</p>}
      {loaded && conversations.length === 0 && <p className="chat-muted">{t('chat.noConversations')}</p>}
      <ul>
        {conversations.map((c) => {
          const name = fullName(c) ?? t('chat.unknownUser');
          const preview = previewText(c.lastMessage.message, 60);
          const active = c.userId === activeUserId;
          return (
            <li key={c.userId}>
              <Link
                to={chatRoute(c.userId)}
                className={`chat-list-item${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <Avatar src={c.profile_img} alt="" size={44} />
                <span className="chat-list-body">
                  <span className="chat-list-row">
                    <span className="chat-list-name">{name}</span>
                    <time className="chat-list-time" dateTime={c.lastMessage.timestamp}>
                      {formatListTime(c.lastMessage.timestamp, lang)}
                    </time>
                  </span>
                  <span className="chat-list-row">
                    <span className="chat-list-preview">
                      {c.lastMessage.senderId === me
                        ? t('chat.you', { text: preview })
                        : c.lastMessage.senderId !== c.userId && c.lastMessage.senderName
                          ? `${c.lastMessage.senderName}: ${preview}`
                          : preview}
                    </span>
                    {c.unreadCount > 0 && (
                      <span className="chat-unread">
                        <span aria-hidden="true">{c.unreadCount}</span>
                        <span className="sr-only">{t('chat.unreadCount', { n: c.unreadCount })}</span>
                      </span>
                    )}
                  </span>
                  {c.application && (
                    <span className="chat-list-row">
                      <StatusBadge status={c.application.status} />
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
