import { expect, it, vi } from 'vitest';
import { createTestApp } from '../helper';
import { apply, candidate, employer, job } from './fixtures';

/**
 * A new applicant's notification is delivered after the apply call's commit, without making the
 * candidate wait. Closing the server right after must wait for it: with Redis, the event goes
 * out through the adapter, which the socket server closes on the way down ("The client is
 * closed" was an unhandled rejection).
 */
it('closing right after an apply waits for the notification to go out first', async () => {
  const t = await createTestApp();
  const boss = await employer(t);
  const jobId = await job(t, boss, 'Estágio em Redes');
  const emit = vi.spyOn(t.app.io, 'to');
  await apply(t, jobId, await candidate(t));
  await t.close();
  // The event was handed to the adapter before the close finished, not after (or never).
  expect(emit).toHaveBeenCalled();
});
