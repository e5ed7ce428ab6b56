/**
 * The iCalendar (RFC 5545) file of an interview invitation: METHOD:REQUEST for a new or changed
 * interview, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one, always the interview's UID
 * and its SEQUENCE, so calendars update or remove the event they already have. Times are in UTC
 * (form 2 of RFC 5545 §3.3.5), valid without a VTIMEZONE; calendars show them in the reader's zone.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  method: IcsMethod;
  uid: string;
  sequence: number;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: IcsPerson;
  attendees: ReadonlyArray<IcsPerson & { role: 'REQ-PARTICIPANT' | 'CHAIR' }>;
}

const CRLF = '\r\n';

/** 20261127T090000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values (§3.3.11): backslash, semicolon, comma escaped; line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted when it holds : ; or , ; DQUOTE cannot appear at all. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line at 75 octets (§3.1): CRLF and one space before each continuation, never
 * inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function mailto(person: IcsPerson): string {
  return `mailto:${person.email}`;
}

export function buildIcs(event: IcsEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Conexao//Interviews//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer)}`,
    ...event.attendees.map(
      (a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=${a.role};PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a)}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
