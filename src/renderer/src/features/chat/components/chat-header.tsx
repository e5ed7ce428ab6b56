import { useCan } from '@renderer/hooks/use-can';
import { Avatar } from '@renderer/components/avatar';
import { useT } from '@renderer/i18n/use-t';
import type { ApplicationStatus } from '@shared/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from './status-badge';

export interface HeaderApplication {
  id: string;
  status: ApplicationStatus;
  title: string;
}

interface ChatHeaderProps {
  partnerId: string;
  name: string;
  profileImg: string | null;
  application: HeaderApplication | null;
  busy: boolean;
  onChangeStatus(status: ApplicationStatus): void;
}

const ACTIONS = [
  { status: 'HIRED', labelKey: 'chat.hire', className: 'btn-primary' },
  { status: 'SHORTLISTED', labelKey: 'chat.shortlist', className: 'btn-secondary' },
  { status: 'REJECTED', labelKey: 'chat.rejected', className: 'btn-danger' },
] as const;

/** The receiver, their application's status and the recruiter's actions on it. */
export function ChatHeader({
  partnerId,
  name,
  profileImg,
  application,
  busy,
  onChangeStatus,
}: ChatHeaderProps) {
  const t = useT();
  const hintId = useId();
  // Hire, Shortlist and Reject only for a role that moves applicants (issue 18).
  const moves = useCan('applications.move');
  return (
    <header className="chat-header">
      <div className="chat-header-person">
        <Avatar src={profileImg} alt="" size={44} />
        <div className="chat-header-who">
          <h2 className="chat-header-name" title={name}>
            {name}
          </h2>
          {application ? (
            <p className="chat-header-sub" title={t('chat.applicationFor', { title: application.title })}>
              <StatusBadge status={application.status} />{' '}
              <span>{t('chat.applicationFor', { title: application.title })}</span>
            </p>
          ) : (
            <p id={hintId} className="chat-header-sub chat-muted">
              {t('chat.noApplication')}
            </p>
          )}
        </div>
      </div>
      <div className="chat-header-actions">
        {(moves ? ACTIONS : []).map((action) => (
          <button
            key={action.status}
            type="button"
            className={`btn ${action.className} chat-action`}
            disabled={!application || busy || application.status === action.status}
            aria-describedby={application ? undefined : hintId}
            aria-pressed={application?.status === action.status}
            onClick={() => onChangeStatus(action.status)}
          >
            {t(action.labelKey)}
          </button>
        ))}
        <Link to={`/candidate-detail/${partnerId}`} className="btn btn-secondary chat-action">
          {t('chat.viewProfile')}
        </Link>
      </div>
    </header>
  );
}
