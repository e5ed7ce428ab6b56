/** Query keys only the profile feature reads (shared ones, team included, are in lib/api/keys.ts). */
export const invitationKeys = {
  all: ['invitation'] as const,
  preview: (token: string) => [...invitationKeys.all, 'preview', token] as const,
};
