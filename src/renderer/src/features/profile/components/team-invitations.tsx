import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { Field } from '@renderer/components/field';
import { TextField } from '@renderer/components/text-field';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatNumericDate } from '@renderer/lib/format-date';
import type { Invitation } from '@shared/api/team';
import { LANGUAGES, type Lang } from '@shared/domain';
import { ASSIGNABLE_ROLES, type AssignableRole } from '@shared/team/permissions';
import { type FormEvent, useId, useState } from 'react';
import { useInvitations, useTeamActions } from '../hooks/use-team';
import { reportOutcome } from '../lib/report-outcome';

/** Invite a colleague: their address, the role they get, the language of the email. */
/** The roles a member can be given, as a select's options. */
export function RoleOptions() {
  const t = useT();
  return ASSIGNABLE_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`team.role.${role}`)}
    </option>
  ));
}

export function InviteForm() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { invite } = useTeamActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('RECRUITER');
  const [language, setLanguage] = useState<Lang>(lang);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const address = email.trim();
    const sent = await reportOutcome(
      invite.mutateAsync({ email: address, role, language }),
      t('team.invited', { email: address }),
    );
    // The address goes once the invitation is really on its way; a refusal keeps it to correct.
    if (sent) setEmail('');
  };

  return (
    <section className="team-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="team-title">
        {t('team.ui.inviteHeading')}
      </h2>
      <form className="team-invite" onSubmit={submit} noValidate>
        <TextField
          label={t('team.ui.inviteEmail')}
          type="email"
          name="invite-email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={invite.isPending}
        />
        <Field label={t('team.ui.inviteRole')} htmlFor={`${id}-role`}>
          <select
            id={`${id}-role`}
            className="input"
            value={role}
            aria-describedby={`${id}-role-hint`}
            disabled={invite.isPending}
            onChange={(event) => setRole(event.target.value as AssignableRole)}
          >
            <RoleOptions />
          </select>
          <small id={`${id}-role-hint`} className="team-hint">
            {t(`team.ui.roleHint.${role}`)}
          </small>
        </Field>
        <Field label={t('team.ui.inviteLanguage')} htmlFor={`${id}-lang`}>
          <select
            id={`${id}-lang`}
            className="input"
            value={language}
            disabled={invite.isPending}
            onChange={(event) => setLanguage(event.target.value as Lang)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn btn-primary team-invite-submit" disabled={invite.isPending}>
          {invite.isPending ? t('team.ui.inviteBusy') : t('team.ui.inviteSubmit')}
        </button>
      </form>
    </section>
  );
}

/** Invitations not yet accepted: resend (a fresh link for seven days) or withdraw (confirmed). */
export function InvitationsSection() {
  const t = useT();
  const lang = useLang();
  const invitations = useInvitations();
  const { resend, revoke } = useTeamActions();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    if (await reportOutcome(revoke.mutateAsync(withdrawing.id), t('team.invitationRevoked'))) {
      setWithdrawing(null);
    }
  };

  return (
    <section className="team-section" aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title" className="team-title">
        {t('team.ui.invitationsHeading')}
      </h2>
      {invitations.isError ? (
        <p className="form-error" role="alert">
          {t('team.ui.invitationsFailed')}
        </p>
      ) : !invitations.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : invitations.data.length === 0 ? (
        <p>{t('team.ui.noInvitations')}</p>
      ) : (
        <ul className="team-invitations">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className={`team-invitation is-${invitation.status.toLowerCase()}`}>
              <div>
                <strong>{invitation.email}</strong>
                <p className="team-note">
                  {t('team.ui.invitationMeta', {
                    role: t(`team.role.${invitation.role}`),
                    status: t(`team.ui.invitationStatus.${invitation.status}`),
                    date: formatNumericDate(invitation.expires_at, lang),
                  })}
                  {invitation.invited_by && ` · ${t('team.ui.invitedBy', { name: invitation.invited_by })}`}
                </p>
              </div>
              <div className="team-actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={t('team.ui.resendLabel', { email: invitation.email })}
                  disabled={resend.isPending && resend.variables === invitation.id}
                  onClick={() =>
                    void reportOutcome(
                      resend.mutateAsync(invitation.id),
                      t('team.invitationResent', { email: invitation.email }),
                    )
                  }
                >
                  {t('team.ui.resend')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={t('team.ui.withdrawLabel', { email: invitation.email })}
                  onClick={() => setWithdrawing(invitation)}
                >
                  {t('team.ui.withdraw')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing ? t('team.ui.withdrawTitle', { email: withdrawing.email }) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('team.ui.withdraw')}
        busy={revoke.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => void confirmWithdraw()}
      >
        <p>{t('team.ui.withdrawBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
