import { cancelInterview, scheduleInterview, updateInterview } from '@renderer/lib/api/interviews';
import { interviewKeys } from '@renderer/lib/api/keys';
import type { InterviewBody } from '@shared/api/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Schedule, edit and cancel (issue 19). Each answer comes after the server stored the change and
 * sent the invitations; then every interview list (the application's, the dashboard's) is read again.
 */
export function useInterviewActions(applicationId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: interviewKeys.all });
  const schedule = useMutation({
    mutationFn: (body: InterviewBody) => scheduleInterview(applicationId, body),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: InterviewBody }) => updateInterview(id, body),
    onSuccess,
  });
  const cancel = useMutation({ mutationFn: (id: string) => cancelInterview(id), onSuccess });
  return { schedule, update, cancel };
}
