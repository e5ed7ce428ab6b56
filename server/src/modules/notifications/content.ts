import type { NotificationItem, NotificationKind } from '@shared/api/notifications';
import type { Lang } from '@shared/domain';
import { type MessageKey, translate } from '@shared/i18n';
import type { NotificationParams } from '../../db/schema';
import { cachedDateFormat } from '../../lib/date-format';
import type { MailMessage } from '../../mail/mailer';

/** What a notification says, in one language, and where it leads (an app path). */

export interface NotificationSource {
  id: string;
  kind: NotificationKind;
  jobId: string | null;
  applicationId: string | null;
  params: NotificationParams;
  createdAt: Date;
  readAt: Date | null;
}

/** "27 November 2026", the day in Luanda. */
const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Luanda',
};

export function formatDay(iso: string | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cachedDateFormat(lang, DAY_OPTIONS).format(date);
}

/** An interview's start (INTERVIEW_REMINDER): "10:00 (Africa/Luanda)", in the interview's zone. */
export function formatTime(iso: string | undefined, timeZone: string | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = timeZone || 'Africa/Luanda';
  const format = cachedDateFormat(lang, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return `${format.format(date)} (${zone})`;
}

/** The words a notification's texts name, with fallbacks for a title or name that is missing. */
export function wordsOf(params: NotificationParams, lang: Lang): Record<string, string> {
  return {
    job: params.jobTitle || translate(lang, 'notifications.aJob'),
    candidate: params.candidateName || translate(lang, 'notifications.someone'),
    date: formatDay(params.expiresAt ?? params.activeUntil, lang),
    time: formatTime(params.startsAt, params.timeZone, lang),
  };
}

/** The app path a notification opens: the application, the job, or the plan (to renew it). */
export function linkOf(
  source: Pick<NotificationSource, 'kind' | 'jobId' | 'applicationId'> & { params?: NotificationParams },
): string {
  if (source.kind === 'PLAN_EXPIRING') return '/premium';
  if (source.kind === 'INTERVIEW_REMINDER' && source.params?.applicationId) {
    return `/detail-view/${source.params.applicationId}`;
  }
  if (source.kind === 'APPLICATION_RECEIVED' && source.applicationId) {
    return `/detail-view/${source.applicationId}`;
  }
  if (source.jobId) return `/job-details/${source.jobId}`;
  return '/notifications';
}

export function toItem(source: NotificationSource, lang: Lang): NotificationItem {
  const values = wordsOf(source.params, lang);
  return {
    id: source.id,
    kind: source.kind,
    title: translate(lang, `notifications.title.${source.kind}` as MessageKey),
    body: translate(lang, `notifications.body.${source.kind}` as MessageKey, values),
    link: linkOf(source),
    createdAt: source.createdAt.toISOString(),
    readAt: source.readAt ? source.readAt.toISOString() : null,
  };
}

export interface EmailLinks {
  /** conexao://… opens the desktop app at the path. */
  appLink: string;
  /** The same path in the web app. */
  webLink: string;
  /** WEB_URL/unsubscribe/<token>: turns this kind's email off, no sign-in. */
  unsubscribeLink: string;
}

export function emailLinks(webUrl: string, path: string, unsubscribeToken: string): EmailLinks {
  const base = webUrl.replace(/\/+$/, '');
  return {
    appLink: `conexao://${path.replace(/^\/+/, '')}`,
    webLink: `${base}${path}`,
    unsubscribeLink: `${base}/unsubscribe/${unsubscribeToken}`,
  };
}

/**
 * One notification email: plain text and HTML, in the recipient's language, with the app link,
 * the web fallback and the kind's unsubscribe link (also as a List-Unsubscribe header).
 */
export function notificationEmail(input: {
  to: string;
  lang: Lang;
  kind: NotificationKind;
  values: Record<string, string | number>;
  links: EmailLinks;
}): MailMessage {
  const { lang, kind, values, links } = input;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const subject = t(`notifications.email.subject.${kind}` as MessageKey, values);
  const body = t(`notifications.body.${kind}` as MessageKey, values);
  const lines = [
    t('notifications.email.greeting'),
    '',
    `${body}.`,
    '',
    t('notifications.email.open', { appLink: links.appLink }),
    t('notifications.email.web', { webLink: links.webLink }),
    '',
    '--',
    t('notifications.email.unsubscribe', {
      kind: t(`notifications.kind.${kind}` as MessageKey),
      unsubscribeLink: links.unsubscribeLink,
    }),
  ];
  const text = lines.join('\n');
  let html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n');
  for (const link of [links.appLink, links.webLink, links.unsubscribeLink]) {
    html = html.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  }
  return {
    to: input.to,
    subject,
    text,
    html: `<!doctype html><html lang="${lang}"><body>${html}</body></html>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
