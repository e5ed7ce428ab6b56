import type { Lang } from '@shared/domain';
import { type MessageKey, translate } from '@shared/i18n';
import { cachedDateFormat } from '../../lib/date-format';
import type { MailMessage } from '../../mail/mailer';
import { noticeMessage } from '../auth/emails';
import { type IcsMethod, buildIcs } from './ics';
import type { InterviewRecord, Recipient } from './repository';

/** REQUEST: a new interview; UPDATE: a changed one (METHOD:REQUEST, SEQUENCE one more); CANCEL. */
export type InvitationKind = 'REQUEST' | 'UPDATE' | 'CANCEL';

export function fullName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
}

/** "27 November 2026, 10:00 (Africa/Luanda)" in the reader's language and the interview's zone. */
export function formatWhen(lang: Lang, startsAt: Date, timeZone: string): string {
  const format = cachedDateFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${format.format(startsAt)} (${timeZone})`;
}

/**
 * One invitation email, in the recipient's language: the interview in words (plain text and
 * HTML) and the .ics every recipient's calendar reads. Everyone gets the same calendar content
 * (same UID, SEQUENCE, attendees), so any copy updates the same event.
 */
export function invitationEmail(input: {
  kind: InvitationKind;
  record: InterviewRecord;
  to: Recipient;
  stamp: Date;
  /** The address emails come from: ORGANIZER when the creator no longer exists. */
  fallbackOrganizer: string;
}): MailMessage {
  const { kind, record, to } = input;
  const { interview } = record;
  const lang = to.language;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const candidate = fullName(record.candidate);
  const words = {
    company: record.companyName,
    job: record.job.title,
    candidate,
    when: formatWhen(lang, interview.startsAt, interview.timeZone),
  };
  const lines = [
    t('interviews.email.greeting', { name: fullName(to) }),
    '',
    t(`interviews.email.body.${kind}` as MessageKey, words),
    t('interviews.email.when', { when: words.when, duration: interview.durationMinutes }),
    ...(interview.location ? [t('interviews.email.where', { place: interview.location })] : []),
    ...(interview.videoUrl ? [t('interviews.email.video', { link: interview.videoUrl })] : []),
    t('interviews.email.interviewers', { names: record.interviewers.map(fullName).join(', ') }),
    ...(interview.notes ? [t('interviews.email.notes', { notes: interview.notes })] : []),
    '',
    t(kind === 'CANCEL' ? 'interviews.email.calendarCancel' : 'interviews.email.calendar'),
  ];
  const method: IcsMethod = kind === 'CANCEL' ? 'CANCEL' : 'REQUEST';
  const organizer = record.createdBy
    ? { name: `${record.createdBy.name} (${record.companyName})`, email: record.createdBy.email }
    : { name: record.companyName, email: input.fallbackOrganizer };
  const content = buildIcs({
    method,
    uid: interview.uid,
    sequence: interview.sequence,
    stamp: input.stamp,
    start: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    // The event's title and text in the recipient's language; the same event for everyone.
    summary: t('interviews.summary', words),
    description: lines.slice(2, -2).join('\n'),
    location: interview.location ?? interview.videoUrl,
    url: interview.videoUrl,
    organizer,
    attendees: [
      { name: candidate, email: record.candidate.email, role: 'REQ-PARTICIPANT' },
      ...record.interviewers.map((p) => ({ name: fullName(p), email: p.email, role: 'CHAIR' as const })),
    ],
  });
  const message = noticeMessage(
    to.email,
    t(`interviews.email.subject.${kind}` as MessageKey, words),
    lines.join('\n'),
  );
  return { ...message, calendar: { method, content } };
}
