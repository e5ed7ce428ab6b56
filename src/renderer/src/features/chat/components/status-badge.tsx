import { useT } from '@renderer/i18n/use-t';
import type { ApplicationStatus } from '@shared/domain';

/** The application's status in the recruiter's words (APPLIED shows as Pending). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return (
    <span className={`chat-status chat-status-${status.toLowerCase()}`}>{t(`chat.status.${status}`)}</span>
  );
}
