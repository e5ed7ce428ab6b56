import { INTERVIEW_REMINDER_MINUTES } from '@shared/api/interviews';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGE_UNREAD_AFTER_MINUTES,
  MESSAGE_UNREAD_EMAIL_EVERY_MINUTES,
  type MarkReadBody,
  NOTIFICATION_KINDS,
  type NotificationEvent,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsResponse,
  allowedChannels,
} from '@shared/api/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';
import { LANGUAGES, type Lang } from '@shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { NOBODY_ID } from '../../http/warm-up';
import type { Mailer } from '../../mail/mailer';
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from '../../mail/outbox';
import { emailLinks, linkOf, notificationEmail, toItem, wordsOf } from './content';
import type { NewNotification, NotificationsRepository, PreferenceOverrides, Queryable } from './repository';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe';

/** JOB_EXPIRED only for jobs whose date passed this recently: older ones ran out before anyone watched. */
const JOB_EXPIRED_LOOKBACK_MS = 7 * 86_400_000;
/** MESSAGE_UNREAD only for messages younger than this (no email about last month's chat). */
const MESSAGE_UNREAD_LOOKBACK_MS = 24 * 3_600_000;
/** Emails: attempts and waits between them, as the mail outbox's (mail/outbox.ts). */
export { MAIL_FIRST_RETRY_MS as EMAIL_FIRST_RETRY_MS } from '../../mail/outbox';
/** While one instance sends an email, the others leave it alone this long. */
const EMAIL_LEASE_MS = 5 * 60_000;
const EMAIL_BATCH = 20;

export interface NotificationsDeps {
  repo: NotificationsRepository;
  clock: Clock;
  mailer: Mailer;
  unsubscribeKey: Buffer;
  webUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Sends the event to every connection of the user (their personal room, on every instance). */
  emit(userId: string, event: NotificationEvent): void;
}

const invalidUnsubscribe = () => new AppError(400, 'VALIDATION_ERROR', 'notifications.unsubscribeInvalid');

/** Stored overrides over the defaults, each kind limited to the channels it can use. */
function merge(overrides: PreferenceOverrides | undefined): NotificationPreferences {
  const result = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    result[kind] = allowedChannels(kind, { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], ...overrides?.[kind] });
  }
  return result;
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { repo, clock, log } = deps;
  // The language each user's app last asked in, so the feed call writes only when it changes.
  const knownLanguage = new Map<string, Lang>();
  let closing = false;

  // ---- the email queue ----------------------------------------------------------------------
  let draining: Promise<void> | null = null;
  let again = false;

  async function sendOne(job: Awaited<ReturnType<NotificationsRepository['claimEmails']>>[number]) {
    const context = await repo.emailContext(job.userId, job.kind, job.notificationId);
    if (!context) return repo.emailDropped(job.id, 'recipient gone');
    if (!context.wanted) return repo.emailDropped(job.id, 'email turned off before sending');
    const lang = context.language;
    let values: Record<string, string | number>;
    let path: string;
    if (job.kind === 'MESSAGE_UNREAD') {
      values = { sender: String(job.params.senderName ?? ''), count: Number(job.params.count ?? 1) };
      path = `/chat/${String(job.params.senderId ?? '')}`;
    } else {
      const n = context.notification;
      if (!n) return repo.emailDropped(job.id, 'notification gone');
      values = wordsOf(n.params, lang);
      path = linkOf({ ...n, kind: job.kind });
    }
    const message = notificationEmail({
      to: context.email,
      lang,
      kind: job.kind,
      values,
      links: emailLinks(deps.webUrl, path, unsubscribeToken(deps.unsubscribeKey, job.userId, job.kind)),
    });
    try {
      await deps.mailer.send(message);
      await repo.emailSent(job.id, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (job.attempts >= MAIL_MAX_ATTEMPTS) {
        log.error({ err: error, email: job.id }, 'notifications: email given up');
        await repo.emailDropped(job.id, reason);
      } else {
        const wait = retryDelayMs(job.attempts);
        log.warn(
          { err: error, email: job.id, attempt: job.attempts },
          'notifications: email will be retried',
        );
        await repo.emailRetry(job.id, new Date(clock.now().getTime() + wait), reason);
      }
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      if (closing) return;
      const batch = await repo.claimEmails(clock.now(), EMAIL_BATCH, EMAIL_LEASE_MS);
      if (batch.length === 0) return;
      await Promise.all(batch.map((job) => sendOne(job)));
    }
  }

  /** Sends every due email; one run at a time per instance, a request during a run runs again. */
  function drainEmails(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await drainOnce().catch((err) => {
          if (!closing) log.error({ err }, 'notifications: email queue failed');
        });
      } while (again && !closing);
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  // ---- delivery -------------------------------------------------------------------------------

  /** After commit: the socket event to the recipient's connections, and the email queue woken. */
  async function deliver(created: NewNotification[]): Promise<void> {
    const byUser = new Map<string, NewNotification[]>();
    for (const n of created) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);
    for (const [userId, list] of byUser) {
      const shown = list.filter((n) => n.inApp || n.desktop);
      if (shown.length === 0) continue;
      const unreadCount = await repo.unreadCount(userId);
      for (const n of shown) {
        deps.emit(userId, {
          notification: toItem(n, n.language),
          unreadCount,
          show: { inApp: n.inApp, desktop: n.desktop },
        });
      }
    }
    void drainEmails();
  }

  // ---- the sweep ------------------------------------------------------------------------------
  let sweeping: Promise<number> = Promise.resolve(0);
  /** Deliveries after an apply's commit still on their way (close waits for them). */
  const deliveries = new Set<Promise<void>>();

  async function sweepOnce(): Promise<number> {
    const now = clock.now();
    const created = [
      ...(await repo.sweepJobs(now, JOB_EXPIRED_LOOKBACK_MS)),
      ...(await repo.sweepPlans(now)),
      ...(await repo.sweepInterviewReminders(now, INTERVIEW_REMINDER_MINUTES * 60_000)),
    ];
    await repo.sweepUnreadMessages(
      now,
      new Date(now.getTime() - MESSAGE_UNREAD_AFTER_MINUTES * 60_000),
      new Date(now.getTime() - MESSAGE_UNREAD_LOOKBACK_MS),
      MESSAGE_UNREAD_EMAIL_EVERY_MINUTES * 60_000,
    );
    await deliver(created);
    return created.length;
  }

  async function feed(
    userId: string,
    lang: Lang,
    query: { limit: number; before?: string },
  ): Promise<NotificationsResponse['data']> {
    const [rows, unreadCount] = await Promise.all([
      repo.feed(userId, query.limit + 1, query.before ?? null),
      repo.unreadCount(userId),
    ]);
    return {
      notifications: rows.slice(0, query.limit).map((row) => toItem(row, lang)),
      unreadCount,
      hasMore: rows.length > query.limit,
    };
  }

  return {
    feed,

    /**
     * At start (http/warm-up.ts): the feed's queries, first page and older page, for an id no
     * user has, and every kind's texts and dates in each language, so the first bell after a
     * restart is not the slow one.
     */
    async warmUp(): Promise<void> {
      const now = clock.now();
      const at = now.toISOString();
      for (const lang of LANGUAGES) {
        await feed(NOBODY_ID, lang, { limit: NOTIFICATIONS_PAGE_SIZE });
        await feed(NOBODY_ID, lang, { limit: NOTIFICATIONS_PAGE_SIZE, before: NOBODY_ID });
        for (const kind of NOTIFICATION_KINDS) {
          toItem(
            {
              id: NOBODY_ID,
              kind,
              jobId: null,
              applicationId: null,
              params: { expiresAt: at, startsAt: at },
              createdAt: now,
              readAt: null,
            },
            lang,
          );
        }
      }
    },

    async markRead(userId: string, body: MarkReadBody): Promise<{ unreadCount: number }> {
      await repo.markRead(userId, 'ids' in body ? body.ids : null, clock.now());
      return { unreadCount: await repo.unreadCount(userId) };
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      return merge((await repo.preferences(userId))?.overrides);
    },

    async savePreferences(userId: string, wanted: NotificationPreferences): Promise<NotificationPreferences> {
      const overrides: PreferenceOverrides = {};
      for (const kind of NOTIFICATION_KINDS) overrides[kind] = allowedChannels(kind, wanted[kind]);
      await repo.savePreferences(userId, overrides, clock.now());
      return merge(overrides);
    },

    /** The email language follows the app's: recorded when it changes (once per process and user). */
    async recordLanguage(userId: string, lang: Lang): Promise<void> {
      if (knownLanguage.get(userId) === lang) return;
      await repo.recordLanguage(userId, lang);
      if (knownLanguage.size > 50_000) knownLanguage.clear();
      knownLanguage.set(userId, lang);
    },

    async unsubscribe(token: string): Promise<NotificationKind> {
      const found = verifyUnsubscribeToken(deps.unsubscribeKey, token);
      if (!found) throw invalidUnsubscribe();
      if (!(await repo.turnEmailOff(found.userId, found.kind, clock.now()))) throw invalidUnsubscribe();
      return found.kind;
    },

    /**
     * The applications module's hooks around its apply transaction (wired by app.ts):
     * `inTransaction` writes APPLICATION_RECEIVED (and queues its email) with the application,
     * `afterCommit` delivers it without making the candidate wait.
     */
    applicationHooks: {
      inTransaction: (
        tx: Queryable,
        input: { applicationId: string; internshipId: string; candidateId: string; now: Date },
      ) => repo.applicationReceived(tx, input),
      afterCommit(created: NewNotification[]): void {
        if (created.length === 0 || closing) return;
        // Kept until done, so closing waits for it: the socket adapter (Redis) must still be open
        // when the event goes out.
        const delivery: Promise<void> = deliver(created)
          .catch((err) => log.error({ err }, 'notifications: delivery failed'))
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      },
    },

    /**
     * Finds the time-based kinds (JOB_EXPIRING, JOB_EXPIRED, PLAN_EXPIRING, INTERVIEW_REMINDER, MESSAGE_UNREAD) and delivers what is
     * new; runs at start and every NOTIFICATION_SWEEP_MINUTES, one run at a time per instance.
     * Returns how many feed notifications it wrote.
     */
    sweep(): Promise<number> {
      const run = sweeping.catch(() => 0).then(() => sweepOnce());
      sweeping = run;
      return run;
    },

    /**
     * The interview reminder alone (issue 19), every INTERVIEW_REMINDER_SWEEP_SECONDS, queued
     * behind the full sweep like it. Returns how many notifications it wrote.
     */
    sweepInterviews(): Promise<number> {
      const run = sweeping
        .catch(() => 0)
        .then(async () => {
          const created = await repo.sweepInterviewReminders(
            clock.now(),
            INTERVIEW_REMINDER_MINUTES * 60_000,
          );
          await deliver(created);
          return created.length;
        });
      sweeping = run;
      return run;
    },

    drainEmails,

    async close(): Promise<void> {
      closing = true;
      await Promise.allSettled([draining, sweeping, ...deliveries]);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
