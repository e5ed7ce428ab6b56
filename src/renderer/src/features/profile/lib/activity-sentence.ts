import type { TranslateFn } from '@renderer/i18n/use-t';
import type { ActivityEntry } from '@shared/api/team';
import { APPLICATION_STATUSES } from '@shared/domain';
import { COMPANY_ROLES } from '@shared/team/permissions';

/** A status or role code in `from`/`to`, in the reader's language; anything else as it came. */
function codeLabel(t: TranslateFn, code: string | undefined): string {
  if (code === undefined) return '';
  if ((APPLICATION_STATUSES as readonly string[]).includes(code)) {
    return t(`applications.status.${code as (typeof APPLICATION_STATUSES)[number]}`);
  }
  if ((COMPANY_ROLES as readonly string[]).includes(code)) {
    return t(`team.role.${code as (typeof COMPANY_ROLES)[number]}`);
  }
  return code;
}

/**
 * One entry of the activity log as a sentence ('Ana moved João (Designer) from Applied to
 * Shortlisted'): the names as they were then (entry.details), codes translated.
 */
export function activitySentence(t: TranslateFn, entry: ActivityEntry): string {
  const { details } = entry;
  return t(`team.activity.${entry.action}`, {
    actor: entry.actor?.name ?? t('team.activity.someone'),
    job: details.job ?? '',
    candidate: details.candidate ?? '',
    email: details.email ?? '',
    member: details.member ?? '',
    template: details.template ?? '',
    from: codeLabel(t, details.from),
    to: codeLabel(t, details.to),
  });
}
