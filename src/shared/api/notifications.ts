import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE } from '../constants';
import { envelope, timestamp } from './envelope';
import { text } from './text';

/**
 * Notifications (issue 15, docs/product.md §2 Notifications): the bell's feed, desktop alerts and
 * email alerts, each kind with its own per-user choice of channels.
 */

export const NOTIFICATION_KINDS = [
  /** A candidate applied to one of my jobs. */
  'APPLICATION_RECEIVED',
  /** One of my active jobs expires within JOB_EXPIRING_WITHIN_DAYS (once per job). */
  'JOB_EXPIRING',
  /** One of my jobs turned In-active by its date (once per job). */
  'JOB_EXPIRED',
  /** A chat message to me still unread after MESSAGE_UNREAD_AFTER_MINUTES: email only. */
  'MESSAGE_UNREAD',
  /** My Professional Plan ends within PLAN_EXPIRING_WITHIN_DAYS (once per paid period). */
  'PLAN_EXPIRING',
  /** An interview I lead or scheduled starts within INTERVIEW_REMINDER_MINUTES (issue 19; once per start time). */
  'INTERVIEW_REMINDER',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'desktop', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Which channels a kind can use at all. MESSAGE_UNREAD is email only: the chat keeps its own live
 * notifications and badge, so the bell never repeats them.
 */
export const NOTIFICATION_KIND_CHANNELS: Readonly<Record<NotificationKind, readonly NotificationChannel[]>> =
  {
    APPLICATION_RECEIVED: NOTIFICATION_CHANNELS,
    JOB_EXPIRING: NOTIFICATION_CHANNELS,
    JOB_EXPIRED: NOTIFICATION_CHANNELS,
    MESSAGE_UNREAD: ['email'],
    PLAN_EXPIRING: NOTIFICATION_CHANNELS,
    INTERVIEW_REMINDER: NOTIFICATION_CHANNELS,
  };

export const JOB_EXPIRING_WITHIN_DAYS = 3;
/** The plan's reminder goes out this many days before it ends (issue 17). */
export const PLAN_EXPIRING_WITHIN_DAYS = 3;
export const MESSAGE_UNREAD_AFTER_MINUTES = 15;
/** At most one MESSAGE_UNREAD email per conversation in this many minutes. */
export const MESSAGE_UNREAD_EMAIL_EVERY_MINUTES = 60;
/** How often the sweep for time-based kinds runs (and once at server start). */
export const NOTIFICATION_SWEEP_MINUTES = 15;
/**
 * The interview reminder's own, cheaper sweep (one indexed range of interviews) runs this often,
 * so the reminder arrives between 60 and 59 minutes before the start rather than up to 15 late.
 */
export const INTERVIEW_REMINDER_SWEEP_SECONDS = 60;

export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
/** Ids one POST /notifications/read may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

/** One notification as the feed and the socket event carry it; title and body in the caller's language. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().describe('The job, or the candidate and the job.'),
  link: z.string().describe('An app path: the application, the job or the conversation.'),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET /notifications?limit=&before= — newest first; `before` is the id of the last item already shown. */
export const notificationsQuery = z.object({
  limit: text('notifications.limitInvalid')
    .regex(/^\d{1,3}$/, 'notifications.limitInvalid')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'notifications.limitInvalid')
        .max(NOTIFICATIONS_MAX_PAGE_SIZE, 'notifications.limitInvalid'),
    )
    .default(NOTIFICATIONS_PAGE_SIZE),
  before: z.uuid({ error: 'notifications.beforeInvalid' }).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationsResponse = envelope(
  z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int(),
    hasMore: z.boolean().describe('An older page exists.'),
  }),
);
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** POST /notifications/read: some ids, or all. Ids of other users' notifications are ignored. */
export const markReadBody = z.union(
  [
    z.object({
      ids: z
        .array(z.uuid({ error: 'notifications.idsInvalid' }), { error: 'notifications.idsInvalid' })
        .min(1, 'notifications.idsInvalid')
        .max(NOTIFICATIONS_READ_MAX_IDS, 'notifications.idsInvalid'),
    }),
    z.object({ all: z.literal(true, { error: 'notifications.idsInvalid' }) }),
  ],
  { error: 'notifications.idsInvalid' },
);
export type MarkReadBody = z.input<typeof markReadBody>;

export const markReadResponse = envelope(z.object({ unreadCount: z.number().int() }));
export type MarkReadResponse = z.infer<typeof markReadResponse>;

export const channelPreferenceSchema = z.object({
  inApp: z.boolean({ error: 'notifications.preferencesInvalid' }),
  desktop: z.boolean({ error: 'notifications.preferencesInvalid' }),
  email: z.boolean({ error: 'notifications.preferencesInvalid' }),
});
export type ChannelPreference = z.infer<typeof channelPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  APPLICATION_RECEIVED: channelPreferenceSchema,
  JOB_EXPIRING: channelPreferenceSchema,
  JOB_EXPIRED: channelPreferenceSchema,
  MESSAGE_UNREAD: channelPreferenceSchema,
  PLAN_EXPIRING: channelPreferenceSchema,
  INTERVIEW_REMINDER: channelPreferenceSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * Everything in-app and desktop; email on for new applicants and the plan's reminder (someone pays
 * attention to billing by email) and the interview reminder (one may be away from the app);
 * MESSAGE_UNREAD is email only, off.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  APPLICATION_RECEIVED: { inApp: true, desktop: true, email: true },
  JOB_EXPIRING: { inApp: true, desktop: true, email: false },
  JOB_EXPIRED: { inApp: true, desktop: true, email: false },
  MESSAGE_UNREAD: { inApp: false, desktop: false, email: false },
  PLAN_EXPIRING: { inApp: true, desktop: true, email: true },
  INTERVIEW_REMINDER: { inApp: true, desktop: true, email: true },
};

/** Drops the channels a kind cannot use (a client asking for MESSAGE_UNREAD in-app gets it off). */
export function allowedChannels(kind: NotificationKind, choice: ChannelPreference): ChannelPreference {
  const allowed = NOTIFICATION_KIND_CHANNELS[kind];
  return {
    inApp: choice.inApp && allowed.includes('inApp'),
    desktop: choice.desktop && allowed.includes('desktop'),
    email: choice.email && allowed.includes('email'),
  };
}

/** PUT /notifications/preferences: the whole set (every kind, every channel). */
export const preferencesBody = z.object(
  { preferences: notificationPreferencesSchema },
  { error: 'notifications.preferencesInvalid' },
);
export type PreferencesBody = z.input<typeof preferencesBody>;

export const preferencesResponse = envelope(z.object({ preferences: notificationPreferencesSchema }));
export type PreferencesResponse = z.infer<typeof preferencesResponse>;

/** POST /notifications/unsubscribe: the signed token of an email's unsubscribe link; no sign-in. */
export const unsubscribeBody = z.object({
  token: text('notifications.unsubscribeInvalid')
    .min(1, 'notifications.unsubscribeInvalid')
    .max(200, 'notifications.unsubscribeInvalid'),
});
export const unsubscribeResponse = envelope(z.object({ kind: z.enum(NOTIFICATION_KINDS) }));
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/** Socket event `notification`: to every connection of the recipient, on every instance. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int(),
  /** The recipient's choice for this kind: show it in the bell, raise a desktop notification. */
  show: z.object({ inApp: z.boolean(), desktop: z.boolean() }),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
