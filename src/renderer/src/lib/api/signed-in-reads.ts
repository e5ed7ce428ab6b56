import type { EarlyRead } from '@renderer/lib/early-reads';
import { NOTIFICATIONS_PAGE_SIZE, UPCOMING_INTERVIEWS_DAYS } from '@shared/constants';
import { DEFAULT_TIME_ZONE, wallClock } from '@shared/time/zoned';

/**
 * Reads the signed-in app makes as it opens, defined once for the request functions that send
 * them and for the start-up, which may send them before the app has booted (lib/early-reads.ts,
 * app/start-early-reads.ts). Constants only: the start-up's own file must stay small.
 */

/** GET /user/details: the employer's profile, asked for by the signed-in frame on every screen. */
export const USER_DETAILS_READ = { url: '/user/details' } as const satisfies EarlyRead;

/** GET /notifications, the newest page: the frame's bell. */
export const NOTIFICATION_FEED_READ = {
  url: '/notifications',
  params: { limit: NOTIFICATIONS_PAGE_SIZE },
} as const satisfies EarlyRead;

/** What the signed-in frame asks for as it opens, whatever the screen. */
export const FRAME_READS: readonly EarlyRead[] = [USER_DETAILS_READ, NOTIFICATION_FEED_READ];

export const INTERVIEWS_URL = '/interviews';

/**
 * GET /interviews of the next UPCOMING_INTERVIEWS_DAYS Luanda days, today included (the
 * dashboard's list): whole days, so the read is the same all day long.
 */
export function upcomingInterviewsRead(now: number) {
  const day = (ms: number) => wallClock(new Date(ms), DEFAULT_TIME_ZONE).date;
  return {
    url: INTERVIEWS_URL,
    params: { from: day(now), to: day(now + UPCOMING_INTERVIEWS_DAYS * 86_400_000) },
  } as const satisfies EarlyRead;
}
