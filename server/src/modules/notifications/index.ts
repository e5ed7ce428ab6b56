import { INTERVIEW_REMINDER_SWEEP_SECONDS, NOTIFICATION_SWEEP_MINUTES } from '@shared/api/notifications';
import { personalRoom } from '@shared/realtime/events';
import type { FastifyInstance } from 'fastify';
import { createNotificationsRepository } from './repository';
import { notificationsRoutes } from './routes';
import { type NotificationsService, createNotificationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications service: the sweep and the email queue run on timers; tests call them directly. */
    notifications: NotificationsService;
  }
}

/** Retries of the email queue are picked up this often (new emails are sent at once). */
const EMAIL_QUEUE_EVERY_MS = 30_000;

/**
 * Notifications (issue 15): the feed under /notifications, the `notification` socket event to
 * the recipient's personal room (every instance, through the Redis adapter when set), emails
 * through a queue with retries, and the sweep for time-based kinds at start and every
 * NOTIFICATION_SWEEP_MINUTES. APPLICATION_RECEIVED is written by the applications module's apply
 * transaction through the hooks app.ts passes it (`service.applicationHooks`).
 */
export async function registerNotificationsModule(
  app: FastifyInstance,
  options: { backgroundWork: boolean } = { backgroundWork: true },
): Promise<NotificationsService> {
  const { config, db, clock, mailer, keys } = app.ctx;
  const service = createNotificationsService({
    repo: createNotificationsRepository(db),
    clock,
    mailer,
    unsubscribeKey: keys.unsubscribe,
    webUrl: config.webUrl,
    log: app.log,
    emit: (userId, event) => {
      app.io.to(personalRoom(userId)).emit('notification', event);
    },
  });
  app.decorate('notifications', service);
  await app.register(notificationsRoutes, { prefix: '/notifications', service });

  const sweep = () => {
    service.sweep().catch((err) => app.log.warn({ err }, 'notifications: the sweep failed'));
  };
  const sweepInterviews = () => {
    service
      .sweepInterviews()
      .catch((err) => app.log.warn({ err }, 'notifications: the interview sweep failed'));
  };
  const timers = options.backgroundWork
    ? [
        setInterval(sweep, NOTIFICATION_SWEEP_MINUTES * 60_000),
        setInterval(sweepInterviews, INTERVIEW_REMINDER_SWEEP_SECONDS * 1000),
        setInterval(() => void service.drainEmails(), EMAIL_QUEUE_EVERY_MS),
      ]
    : [];
  for (const timer of timers) timer.unref();
  if (options.backgroundWork) {
    app.addHook('onReady', async () => {
      sweep();
      void service.drainEmails();
    });
  }
  // preClose, not onClose: the socket server's onClose closes the Redis adapter, and what is
  // still being delivered must go out before it does.
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await service.close();
  });
  return service;
}
