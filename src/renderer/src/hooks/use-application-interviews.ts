import { listApplicationInterviews } from '@renderer/lib/api/interviews';
import { interviewKeys } from '@renderer/lib/api/keys';
import { useQuery } from '@tanstack/react-query';

/** One application's interviews (its detail page, issue 19). */
export function useApplicationInterviews(applicationId: string) {
  return useQuery({
    queryKey: interviewKeys.ofApplication(applicationId),
    queryFn: ({ signal }) => listApplicationInterviews(applicationId, signal),
    select: (body) => body.data.interviews,
    enabled: applicationId !== '',
  });
}
