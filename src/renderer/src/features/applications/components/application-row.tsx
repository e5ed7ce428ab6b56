import { useCan } from '@renderer/hooks/use-can';
import { Avatar } from '@renderer/components/avatar';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { fullName } from '@renderer/lib/person-name';
import { truncateText } from '@renderer/lib/truncate';
import type { ApplicationListItem } from '@shared/api/applications';
import { APPLICATION_TITLE_MAX_CHARS } from '@shared/constants';
import type { ApplicationStatus } from '@shared/domain';
import { Link } from 'react-router-dom';
import type { Selection } from '../hooks/use-selection';
import { SelectRowCell } from './select-cells';
import { StatusSelect } from './status-select';

interface ApplicationRowProps {
  application: ApplicationListItem;
  busy: boolean;
  onStatusChange(status: ApplicationStatus): void;
  /** Issue 19's bulk selection (for roles that move applicants): a checkbox cell first. */
  selectable?: { selection: Selection; pageIds: string[] };
}

export function ApplicationRow({ application, busy, onStatusChange, selectable }: ApplicationRowProps) {
  const t = useT();
  const moves = useCan('applications.move');
  const lang = useLang();
  const name = fullName(application.user) ?? t('applications.unnamed');
  const title = application.intern_info.title;
  return (
    <tr>
      {selectable && <SelectRowCell {...selectable} id={application.id} name={name} />}
      <td>
        <Link
          className="applicant"
          to={`/candidate-detail/${application.user_id}`}
          aria-label={t('applications.viewCandidate', { name })}
        >
          <Avatar src={application.user.profile_img} alt="" size={36} />
          <span>{name}</span>
        </Link>
      </td>
      <td title={title}>{truncateText(title, APPLICATION_TITLE_MAX_CHARS)}</td>
      <td>
        <time dateTime={application.createdAt}>{formatDate(application.createdAt, lang)}</time>
      </td>
      <td>
        {moves ? (
          <StatusSelect
            value={application.status}
            label={t('applications.status.label', { name })}
            disabled={busy}
            onChange={onStatusChange}
          />
        ) : (
          t(`applications.status.${application.status}`)
        )}
      </td>
      <td>
        {application.average_rating === null ? (
          <span title={t('ratings.none')}>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('ratings.none')}</span>
          </span>
        ) : (
          <span>
            <span aria-hidden="true">★ {application.average_rating.toFixed(1)}</span>
            <span className="sr-only">
              {t('ratings.average', { average: application.average_rating.toFixed(1) })}
            </span>
          </span>
        )}
      </td>
      <td>{application.notes_count}</td>
      <td>
        <Link className="link" to={`/detail-view/${application.id}`}>
          {t('applications.viewDetail')}
        </Link>
      </td>
    </tr>
  );
}
