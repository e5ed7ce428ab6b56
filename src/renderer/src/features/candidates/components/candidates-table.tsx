import { Avatar } from '@renderer/components/avatar';
import { useT } from '@renderer/i18n/use-t';
import { availabilityLabel } from '@renderer/lib/code-labels';
import { fullName } from '@renderer/lib/person-name';
import type { CandidateSummary } from '@shared/api/candidates';
import { Link } from 'react-router-dom';

export function CandidatesTable({ users }: { users: CandidateSummary[] }) {
  const t = useT();
  const none = t('candidates.detail.notGiven');
  return (
    <div className="table-scroll">
      <table className="candidates-table">
        <caption className="sr-only">{t('candidates.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('candidates.col.name')}</th>
            <th scope="col">{t('candidates.col.headline')}</th>
            <th scope="col">{t('candidates.col.location')}</th>
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
