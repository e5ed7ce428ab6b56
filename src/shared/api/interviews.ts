import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time/zoned';
import { envelope, messageResponse, timestamp } from './envelope';
import { text } from './text';

/**
 * Interviews (issue 19, docs/product.md §10 Interviews): a company schedules an interview for one
 * of its applications; the candidate and the interviewers get an invitation with an iCalendar
 * (.ics) file, and the interviewers a reminder an hour before.
 */

export const INTERVIEW_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;
export const INTERVIEW_DEFAULT_MINUTES = 45;
export const INTERVIEW_MAX_INTERVIEWERS = 10;
export const INTERVIEW_LOCATION_MAX_LENGTH = 200;
export const INTERVIEW_URL_MAX_LENGTH = 500;
export const INTERVIEW_NOTES_MAX_LENGTH = 2000;
/** The reminder goes this long before the start (issue 19: "1 hour before"). */
export const INTERVIEW_REMINDER_MINUTES = 60;
/** GET /interviews?from=&to= covers at most this many days. */
export const INTERVIEWS_MAX_RANGE_DAYS = 92;

const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An https link only: a video call's address goes into emails and calendars. */
const videoUrl = text('interviews.videoUrlInvalid')
  .trim()
  .max(INTERVIEW_URL_MAX_LENGTH, 'interviews.videoUrlInvalid')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'interviews.videoUrlInvalid');

/** POST /applications/{id}/interviews and PUT /interviews/{id}: the whole interview. */
export const interviewBody = z
  .object({
    date: text('interviews.dateInvalid').regex(/^\d{4}-\d{2}-\d{2}$/, 'interviews.dateInvalid'),
    time: text('interviews.timeInvalid').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'interviews.timeInvalid'),
    time_zone: text('interviews.timeZoneInvalid')
      .max(64, 'interviews.timeZoneInvalid')
      .refine(isTimeZone, 'interviews.timeZoneInvalid')
      .default(DEFAULT_TIME_ZONE),
    duration_minutes: z
      .number({ error: 'interviews.durationInvalid' })
      .int('interviews.durationInvalid')
      .min(INTERVIEW_MIN_MINUTES, 'interviews.durationInvalid')
      .max(INTERVIEW_MAX_MINUTES, 'interviews.durationInvalid'),
    location: z.preprocess(
      blankAsNull,
      text('interviews.locationInvalid')
        .trim()
        .max(INTERVIEW_LOCATION_MAX_LENGTH, 'interviews.locationInvalid')
        .nullish(),
    ),
    video_url: z.preprocess(blankAsNull, videoUrl.nullish()),
    notes: z.preprocess(
      blankAsNull,
      text('interviews.notesInvalid')
        .trim()
        .max(INTERVIEW_NOTES_MAX_LENGTH, 'interviews.notesInvalid')
        .nullish(),
    ),
    interviewer_ids: z
      .array(z.uuid({ error: 'interviews.interviewersInvalid' }), { error: 'interviews.interviewersInvalid' })
      .min(1, 'interviews.interviewersRequired')
      .max(INTERVIEW_MAX_INTERVIEWERS, 'interviews.interviewersInvalid'),
  })
  .refine((body) => Boolean(body.location || body.video_url), {
    error: 'interviews.placeRequired',
    path: ['location'],
  });
export type InterviewBody = z.input<typeof interviewBody>;

export const interviewIdParams = z.object({ id: z.uuid({ error: 'interviews.notFound' }) });

const day = (key: string) => text(key).regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, key);

/** GET /interviews?from=&to= — scheduled interviews starting in [from, to), ISO dates or instants. */
export const interviewsQuery = z.object({
  from: day('interviews.rangeInvalid'),
  to: day('interviews.rangeInvalid'),
});
export type InterviewsQuery = z.input<typeof interviewsQuery>;

export const interviewerSchema = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
});
export type Interviewer = z.infer<typeof interviewerSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  starts_at: timestamp,
  ends_at: timestamp,
  time_zone: z.string(),
  date: z.string().describe('The start’s date (YYYY-MM-DD) in `time_zone`.'),
  time: z.string().describe('The start’s time (HH:MM) in `time_zone`.'),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  notes: z.string().nullable(),
  sequence: z.number().int().describe('The iCalendar SEQUENCE of the last invitation sent.'),
  interviewers: z.array(interviewerSchema),
  candidate: z.object({
    id: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  }),
  job: z.object({ id: z.string(), title: z.string() }),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewResponse = envelope(z.object({ interview: interviewSchema }));
export type InterviewResponse = z.infer<typeof interviewResponse>;

export const interviewsResponse = envelope(z.object({ interviews: z.array(interviewSchema) }));
export type InterviewsResponse = z.infer<typeof interviewsResponse>;

export const cancelInterviewResponse = messageResponse;
