import { listInterviews } from '@renderer/lib/api/interviews';
import { interviewKeys } from '@renderer/lib/api/keys';
import { upcomingInterviewsRead } from '@renderer/lib/api/signed-in-reads';
import { useQuery } from '@tanstack/react-query';

/**
 * The company's interviews of the next UPCOMING_INTERVIEWS_DAYS Luanda days, today included (the
 * dashboard's list): the range is whole days, so the key stays the same all day long. The same
 * read the start-up may have sent already (lib/api/signed-in-reads.ts).
 */
export function useUpcomingInterviews() {
  const { from, to } = upcomingInterviewsRead(Date.now()).params;
  return useQuery({
    queryKey: interviewKeys.range(from, to),
    queryFn: ({ signal }) => listInterviews(from, to, signal),
    // Today's interviews that already started drop off as the hour passes.
    select: (body) => body.data.interviews.filter((i) => new Date(i.ends_at).getTime() > Date.now()),
  });
}
