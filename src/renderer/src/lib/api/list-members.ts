import { api } from '@renderer/lib/api-client';
import type { MembersResponse } from '@shared/api/team';

/**
 * GET /company/members: owners first, then by name. Read by the profile's Team tab and by the
 * interview form's interviewer picker (issue 19), so it lives here.
 */
export function listMembers(signal?: AbortSignal) {
  return api.get<MembersResponse>('/company/members', { signal, fallbackMessage: 'team.ui.membersFailed' });
}
