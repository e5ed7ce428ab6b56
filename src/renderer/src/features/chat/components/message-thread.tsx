import { useLang, useT } from '@renderer/i18n/use-t';
import { useEffect, useRef } from 'react';
import { type ThreadMessage, withDaySeparators } from '../lib/thread';
import { formatClock, formatDay } from './format-time';

interface MessageThreadProps {
  /** The other person's name: the thread's accessible name. */
  name: string;
  messages: ThreadMessage[];
  me: string;
  hasMore: boolean;
  connected: boolean;
  onLoadOlder(): void;
}

/** A colleague's message (issue 18): on the company's side of the thread, with their name. */
function byColleague(message: ThreadMessage, me: string): boolean {
  return Boolean(message.candidateId) && message.senderId !== me && message.senderId !== message.candidateId;
}

function bubbleClass(message: ThreadMessage, me: string): string {
  const ours = message.senderId === me || byColleague(message, me);
  const classes = ['chat-bubble', ours ? 'is-mine' : 'is-theirs'];
  if (byColleague(message, me)) classes.push('is-colleague');
  if (message.pending) classes.push('is-pending');
  if (message.failed !== undefined) classes.push('is-failed');
  return classes.join(' ');
}

/** The right panel's messages, time-sorted, with a date separator per day. */
export function MessageThread({ name, messages, me, hasMore, connected, onLoadOlder }: MessageThreadProps) {
  const t = useT();
  const lang = useLang();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // Follow the conversation as it grows (new message at the end), not when older pages load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll only when the newest message changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.id]);

  return (
    // A scrollable region: focusable, so the keyboard can scroll it (WCAG 2.1.1), and named.
    <div
      className="chat-thread"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('chat.threadLabel', { name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard
      tabIndex={0}
    >
      {hasMore && (
        <button type="button" className="btn btn-link chat-older" onClick={onLoadOlder}>
          {t('chat.loadOlder')}
        </button>
      )}
      {messages.length === 0 && <p className="chat-muted chat-empty">{t('chat.noMessages')}</p>}
      {withDaySeparators(messages).map((item) =>
        item.kind === 'day' ? (
          <div key={`day-${item.key}`} className="chat-day">
            <span>{formatDay(item.iso, lang)}</span>
          </div>
        ) : (
          <div
            key={`${item.message.senderId}:${item.message.clientId}`}
            className={bubbleClass(item.message, me)}
            data-testid="chat-message"
          >
            {byColleague(item.message, me) && item.message.senderName && (
              <span className="chat-sender" data-testid="chat-sender">
                {item.message.senderName}
              </span>
            )}
            <p className="chat-text">{item.message.message}</p>
            <span className="chat-meta">
              {item.message.failed !== undefined ? (
                t('chat.notSent', { reason: item.message.failed })
              ) : item.message.pending ? (
                t(connected ? 'chat.sending' : 'chat.queued')
              ) : (
                <time dateTime={item.message.timestamp}>{formatClock(item.message.timestamp, lang)}</time>
              )}
            </span>
          </div>
        ),
      )}
      <div ref={end} />
    </div>
  );
}
