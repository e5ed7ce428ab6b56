import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema';
import { createTestApp, testApp } from '../helper';
import { employer, feed, freshToken, storedFor } from './fixtures';

const DAY = 86_400_000;

/**
 * The Professional Plan's reminder (issue 17): a notification and an email three days before the
 * paid period ends, once per period, whichever sweep or instance finds it.
 */
describe('PLAN_EXPIRING', () => {
  it('reminds once per paid period, by the feed and by email, and again after a renewal', async () => {
    const t = await testApp();
    const second = await createTestApp();
    try {
      second.clock.advance(t.clock.now().getTime() - second.clock.now().getTime());
      const owner = await employer(t);
      const other = await employer(t);
      const activeUntil = new Date(t.clock.now().getTime() + 10 * DAY);
      await t.database.db
        .insert(subscriptions)
        .values({ userId: owner.id, planId: 'PROFESSIONAL_MONTHLY', activeUntil });

      // Ten days left: nothing yet.
      await t.app.notifications.sweep();
      expect(await storedFor(t, owner.id)).toHaveLength(0);

      // Two days left: one reminder, whatever the number of sweeps and instances.
      t.clock.advance(8 * DAY);
      second.clock.advance(8 * DAY);
      await Promise.all([t.app.notifications.sweep(), second.app.notifications.sweep()]);
      await t.app.notifications.sweep();
      const kinds = (await storedFor(t, owner.id)).map((n) => n.kind);
      expect(kinds).toEqual(['PLAN_EXPIRING']);
      expect(await storedFor(t, other.id)).toHaveLength(0);

      // By email, in Portuguese until the app has asked in another language.
      const mail = await t.mail.next(owner.email);
      expect(mail.subject).toMatch(/^Conexão: o seu Plano Profissional termina a \d{1,2} de \w+ de \d{4}$/);
      expect(mail.text).toContain('conexao://premium');

      const token = await freshToken(t, owner);
      const list = await feed(t, token, '', 'en');
      expect(list.notifications[0]).toMatchObject({
        kind: 'PLAN_EXPIRING',
        title: 'Your Professional Plan ends soon',
        link: '/premium',
      });
      expect(list.notifications[0]?.body).toMatch(
        /^Your Professional Plan is active until \d{1,2} \w+ \d{4}/,
      );

      // Renewed for a month: the new period gets its own reminder, two days before its end.
      await t.database.db
        .update(subscriptions)
        .set({ activeUntil: new Date(activeUntil.getTime() + 30 * DAY) })
        .where(eq(subscriptions.userId, owner.id));
      t.clock.advance(30 * DAY);
      await t.app.notifications.sweep();
      await t.app.notifications.sweep();
      expect((await storedFor(t, owner.id)).map((n) => n.kind)).toEqual(['PLAN_EXPIRING', 'PLAN_EXPIRING']);
    } finally {
      await second.close();
    }
  });
});
