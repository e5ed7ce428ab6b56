import { Avatar } from '@renderer/components/avatar';
import { SortableHeader } from '@renderer/components/sortable-header';
import type { CandidateSort, SortOrder } from '@shared/api/sort';
import { useT } from '@renderer/i18n/use-t';
import { availabilityLabel } from '@renderer/lib/code-labels';
import { fullName } from '@renderer/lib/person-name';
import type { CandidateSummary } from '@shared/api/candidates';
import { Link } from 'react-router-dom';

interface CandidatesTableProps {
  users: CandidateSummary[];
  /** The server-side sort (issue 19): name and location headers sort the whole list. */
  sort: CandidateSort;
  order: SortOrder;
  onSort(column: CandidateSort): void;
}

export function CandidatesTable({ users, sort, order, onSort }: CandidatesTableProps) {
  const t = useT();
  const sortBy = { sort, order, onSort };
  const none = t('candidates.detail.notGiven');
  return (
    <div className="table-scroll">
      <table className="candidates-table">
        <caption className="sr-only">{t('candidates.table.caption')}</caption>
        <thead>
          <tr>
            <SortableHeader column="name" label={t('candidates.col.name')} {...sortBy} />
            <th scope="col">{t('candidates.col.headline')}</th>
            <SortableHeader column="city" label={t('candidates.col.location')} {...sortBy} />
            <th scope="col">{t('candidates.col.skills')}</th>
            <th scope="col">{t('candidates.col.availability')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = fullName(user) ?? t('candidates.unnamed');
            return (
              <tr key={user.id}>
                <td>
                  <Link
                    className="candidate-link"
                    to={`/candidate-detail/${user.id}`}
                    aria-label={t('candidates.view', { name })}
                  >
                    <Avatar src={user.profile_img} alt="" size={36} />
                    <span>{name}</span>
                  </Link>
                </td>
                <td>{user.headline ?? none}</td>
                <td>{user.city ?? none}</td>
                <td>{user.skills.length > 0 ? user.skills.join(', ') : none}</td>
                <td>{user.availability ? availabilityLabel(t, user.availability) : none}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
