import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { LoadMoreButton } from '@renderer/components/load-more-button';
import { useNow } from '@renderer/hooks/use-now';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDateTime, formatNumericDate } from '@renderer/lib/format-date';
import { fullName } from '@renderer/lib/person-name';
import { formatRelativeTime } from '@renderer/lib/relative-time';
import type { Member } from '@shared/api/team';
import type { UserDetails } from '@shared/api/user';
import { type AssignableRole, type CompanyRole, can, canManageMember } from '@shared/team/permissions';
import { useState } from 'react';
import { useActivity, useMembers, useTeamActions } from '../hooks/use-team';
import { activitySentence } from '../lib/activity-sentence';
import { reportOutcome } from '../lib/report-outcome';
import { InvitationsSection, InviteForm, RoleOptions } from './team-invitations';
import './team.css';

const nameOf = (member: Member) => fullName(member) ?? member.email;

type Pending = { kind: 'remove' | 'handOver'; member: Member } | null;

/**
 * The profile's Team tab (issue 18): the company's members for everyone; for roles that manage
 * the team, the invite form, the invitations, role changes and removals (never of an owner); for
 * the owner, handing ownership over; for roles that read it, the activity log.
 */
export function TeamTab({ me }: { me: UserDetails }) {
  const t = useT();
  const role = me.company_role;
  if (!role) return <p>{t('team.noCompany')}</p>;
  return (
    <div className="team-tab">
      <MembersSection me={me} role={role} />
      {can(role, 'team.manage') && (
        <>
          <InviteForm />
          <InvitationsSection />
        </>
      )}
      {can(role, 'activity.read') && <ActivitySection />}
    </div>
  );
}

function MembersSection({ me, role }: { me: UserDetails; role: CompanyRole }) {
  const t = useT();
  const lang = useLang();
  const members = useMembers();
  const actions = useTeamActions();
  const [pending, setPending] = useState<Pending>(null);
  /** Remove or Hand over on a member's row: asks first (the dialog below), named for the member. */
  const memberAction = (kind: 'remove' | 'handOver', member: Member) => (
    <button
      type="button"
      className="btn btn-secondary"
      aria-label={t(`team.ui.${kind}Label`, { name: nameOf(member) })}
      onClick={() => setPending({ kind, member })}
    >
      {t(`team.ui.${kind}`)}
    </button>
  );
  const manages = can(role, 'team.manage');
  const hands = can(role, 'ownership.transfer');

  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    const name = nameOf(member);
    const done =
      kind === 'remove'
        ? await reportOutcome(actions.remove.mutateAsync(member.user_id), t('team.memberRemoved'))
        : await reportOutcome(
            actions.transfer.mutateAsync(member.user_id),
            t('team.ownershipTransferred', { name }),
          );
    if (done) setPending(null);
  };

  return (
    <section className="team-section" aria-labelledby="team-members-title">
      <h2 id="team-members-title" className="team-title">
        {t('team.ui.membersHeading')}
      </h2>
      {!manages && <p className="team-note">{t('team.ui.readOnly')}</p>}
      {members.isError ? (
        <p className="form-error" role="alert">
          {t('team.ui.membersFailed')}
        </p>
      ) : !members.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <div className="team-table-wrap">
          <table className="team-table">
            <thead>
              <tr>
                <th scope="col">{t('team.ui.col.name')}</th>
                <th scope="col">{t('team.ui.col.email')}</th>
                <th scope="col">{t('team.ui.col.role')}</th>
                <th scope="col">{t('team.ui.col.joined')}</th>
                {manages && <th scope="col">{t('team.ui.col.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => {
                const self = member.user_id === me.id;
                const manageable = !self && canManageMember(role, member.role);
                return (
                  <tr key={member.user_id}>
                    <th scope="row">
                      {nameOf(member)}
                      {self && <span className="team-you"> {t('team.ui.you')}</span>}
                    </th>
                    <td>{member.email}</td>
                    <td>
                      {manageable ? (
                        <RoleChanger member={member} />
                      ) : (
                        <span className={`team-role is-${member.role.toLowerCase()}`}>
                          {t(`team.role.${member.role}`)}
                        </span>
                      )}
                    </td>
                    <td>
                      <time dateTime={member.joined_at}>{formatNumericDate(member.joined_at, lang)}</time>
                    </td>
                    {manages && (
                      <td className="team-actions">
                        {manageable && memberAction('remove', member)}
                        {hands && !self && memberAction('handOver', member)}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? t(pending.kind === 'remove' ? 'team.ui.removeTitle' : 'team.ui.handOverTitle', {
                name: nameOf(pending.member),
              })
            : ''
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={t(pending?.kind === 'handOver' ? 'team.ui.handOver' : 'team.ui.remove')}
        busy={actions.remove.isPending || actions.transfer.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p>{t(pending?.kind === 'handOver' ? 'team.ui.handOverBody' : 'team.ui.removeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** A role picked, then saved with its button: arrowing through a closed select changes nothing. */
function RoleChanger({ member }: { member: Member }) {
  const t = useT();
  const { changeRole } = useTeamActions();
  const current = member.role as AssignableRole;
  const [draft, setDraft] = useState<AssignableRole>(current);
  const name = nameOf(member);
  const save = () =>
    void reportOutcome(
      changeRole.mutateAsync({ userId: member.user_id, role: draft }),
      t('team.roleChanged'),
    );

  return (
    <span className="team-role-changer">
      <select
        className="input"
        aria-label={t('team.ui.roleOf', { name })}
        value={draft}
        disabled={changeRole.isPending}
        onChange={(event) => setDraft(event.target.value as AssignableRole)}
      >
        <RoleOptions />
      </select>
      {draft !== current && (
        <button
          type="button"
          className="btn btn-primary"
          aria-label={t('team.ui.saveRoleLabel', { name })}
          disabled={changeRole.isPending}
          onClick={save}
        >
          {t('team.ui.saveRole')}
        </button>
      )}
    </span>
  );
}

function ActivitySection() {
  const t = useT();
  const lang = useLang();
  const now = useNow();
  const activity = useActivity();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section className="team-section" aria-labelledby="team-activity-title">
      <h2 id="team-activity-title" className="team-title">
        {t('team.ui.activityHeading')}
      </h2>
      {activity.isError && entries.length === 0 ? (
        <p className="form-error" role="alert">
          {t('team.ui.activityFailed')}
        </p>
      ) : !activity.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('team.ui.noActivity')}</p>
      ) : (
        <ol className="team-activity">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>{activitySentence(t, entry)}</span>{' '}
              <time
                className="team-when"
                dateTime={entry.created_at}
                title={formatDateTime(entry.created_at, lang)}
              >
                {formatRelativeTime(entry.created_at, lang, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {activity.isError && entries.length > 0 && (
        <p className="form-error" role="alert">
          {t('team.ui.activityFailed')}
        </p>
      )}
      {activity.hasNextPage && (
        <LoadMoreButton query={activity} label={t('team.ui.loadMore')} busyLabel={t('team.ui.loadingMore')} />
      )}
    </section>
  );
}
