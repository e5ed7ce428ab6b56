import type { Lang } from '@shared/domain';
import type { Interview } from '@shared/api/interviews';
import { DEFAULT_TIME_ZONE, wallClock } from '@shared/time/zoned';
import { formatDate } from './format-date';

/**
 * How an interview's time reads (issue 19): the date and time in the zone it was chosen in and,
 * when that is not Luanda, the time in Luanda as well (the company's clock).
 */
export function interviewWhen(interview: Interview, lang: Lang): { when: string; luanda: string | null } {
  const start = new Date(interview.starts_at);
  const local = wallClock(start, interview.time_zone);
  const day = formatDate(new Date(`${local.date}T12:00:00Z`), lang);
  const luanda = interview.time_zone === DEFAULT_TIME_ZONE ? null : wallClock(start, DEFAULT_TIME_ZONE).time;
  return { when: `${day}, ${local.time} (${interview.time_zone})`, luanda };
}
