/**
 * Keys of what only this feature reads. A CV is its own entry, not under the application's
 * detail key: the detail is read again after every status change, the CV (never changed once
 * sent) need not be.
 */
export const applicationCvKeys = {
  all: ['application-cv'] as const,
  cv: (applicationId: string) => [...applicationCvKeys.all, applicationId] as const,
};
