import { listInterviews } from '@renderer/lib/api/interviews';
import { interviewKeys } from '@renderer/lib/api/keys';
import { UPCOMING_INTERVIEWS_DAYS } from '@shared/api/interviews';
import { DEFAULT_TIME_ZONE, wallClock } from '@shared/time/zoned';
import { useQuery } from '@tanstack/react-query';

/**
 * The company's interviews of the next UPCOMING_INTERVIEWS_DAYS Luanda days, today included (the
 * dashboard's list): the range is whole days, so the key stays the same all day long.
 */
export function useUpcomingInterviews() {
  const now = Date.now();
  const from = wallClock(new Date(now), DEFAULT_TIME_ZONE).date;
  const to = wallClock(new Date(now + UPCOMING_INTERVIEWS_DAYS * 86_400_000), DEFAULT_TIME_ZONE).date;
  return useQuery({
    queryKey: interviewKeys.range(from, to),
    queryFn: ({ signal }) => listInterviews(from, to, signal),
    // Today's interviews that already started drop off as the hour passes.
    select: (body) => body.data.interviews.filter((i) => new Date(i.ends_at).getTime() > Date.now()),
  });
}
