import { PublicPage } from '@renderer/components/public-page';
import { useProfile } from '@renderer/hooks/use-profile';
import { useLang, useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { endSessionOnServer } from '@renderer/lib/api/end-session';
import { getProfile } from '@renderer/lib/api/get-profile';
import { profileKeys } from '@renderer/lib/api/keys';
import { formatDateTime } from '@renderer/lib/format-date';
import { mediaUrl } from '@renderer/lib/media-url';
import { forgetInvitation, rememberInvitation } from '@renderer/lib/pending-invitation';
import { QueryProvider } from '@renderer/lib/query-provider';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import type { UserDetailsResponse } from '@shared/api/auth';
import type { InvitationPreviewResponse } from '@shared/api/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { acceptInvitation, previewInvitation } from '../api/team';
import { invitationKeys } from '../api/keys';
import '../components/invitation.css';

/**
 * /invitation/:token — the link of a team invitation email (issue 18), public. Nothing is
 * accepted on load (mail scanners open links): the page says which company invites whom, as
 * what, until when; then, by who is signed in: accept; sign in or sign up first (and come back
 * here after); or, signed in with another account, sign out and switch.
 */
export function InvitationPage() {
  return (
    <QueryProvider>
      <Invitation />
    </QueryProvider>
  );
}

type Preview = InvitationPreviewResponse['data'];

function Invitation() {
  const t = useT();
  const { token = '' } = useParams();
  const preview = useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) => previewInvitation(token, signal),
    select: (body) => body.data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <PublicPage titleId="invitation-title" className="invitation-card">
      <h1 id="invitation-title">{t('team.ui.invitation.heading')}</h1>
      {preview.isError ? (
        <>
          <p className="form-error" role="alert">
            {toApiError(preview.error, 'team.invitation.invalid').message}
          </p>
          <Link className="link" to="/">
            {t('team.ui.invitation.openApp')}
          </Link>
        </>
      ) : !preview.data ? (
        <p role="status">{t('team.ui.invitation.checking')}</p>
      ) : (
        <>
          <InvitationSummary preview={preview.data} />
          <InvitationAction token={token} preview={preview.data} />
        </>
      )}
    </PublicPage>
  );
}

function InvitationSummary({ preview }: { preview: Preview }) {
  const t = useT();
  const lang = useLang();
  const logo = mediaUrl(preview.company_logo);
  return (
    <div className="invitation-company">
      {/* The company's name is written beside it: the logo adds nothing to read. */}
      {logo && <img className="invitation-logo" src={logo} alt="" width={56} height={56} />}
      <div>
        <h2 className="invitation-company-name">{preview.company_name}</h2>
        <p>
          {t('team.ui.invitation.summary', {
            company: preview.company_name,
            email: preview.email,
            role: t(`team.role.${preview.role}`),
          })}
        </p>
        <p className="invitation-until">
          {t('team.ui.invitation.until', { date: formatDateTime(preview.expires_at, lang) })}
        </p>
      </div>
    </div>
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function InvitationAction({ token, preview }: { token: string; preview: Preview }) {
  const t = useT();
  const signedIn = useSessionStore(selectIsSignedIn);
  const me = useProfile();
  const navigate = useNavigate();
  const client = useQueryClient();
  const clearSession = useSessionStore((s) => s.clear);

  // Signing in or up first: the sign-in comes back here (lib/pending-invitation.ts).
  useEffect(() => {
    if (!signedIn) rememberInvitation(token);
  }, [signedIn, token]);

  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (res) => {
      forgetInvitation();
      notify.success(res.message || t('team.joined', { company: res.data.company_info.company_name }));
      // The session's details carry the company and the role from now on, before anything reads them.
      client.setQueryData<UserDetailsResponse>(profileKeys.all, (old) =>
        old
          ? {
              ...old,
              data: { ...old.data, company_info: res.data.company_info, company_role: res.data.role },
            }
          : old,
      );
      const fresh = await client.fetchQuery({
        queryKey: profileKeys.all,
        queryFn: () => getProfile(),
        staleTime: 0,
      });
      void navigate(fresh.data.profileSetup ? '/' : '/profile-setup', { replace: true });
    },
  });

  const switchAccount = async () => {
    await endSessionOnServer();
    await clearSession();
    rememberInvitation(token);
    void navigate(preview.has_account ? '/signin' : '/signup', { replace: true });
  };

  if (!signedIn) {
    const primary = preview.has_account ? 'signin' : 'signup';
    const links = {
      signin: { to: '/signin', label: t('team.ui.invitation.signIn') },
      signup: { to: '/signup', label: t('team.ui.invitation.signUp') },
    };
    const secondary = primary === 'signin' ? 'signup' : 'signin';
    return (
      <div className="invitation-actions">
        <p>
          {t(preview.has_account ? 'team.ui.invitation.signInIntro' : 'team.ui.invitation.signUpIntro', {
            email: preview.email,
          })}
        </p>
        <div className="invitation-buttons">
          <Link className="btn btn-primary" to={links[primary].to} state={{ email: preview.email }}>
            {links[primary].label}
          </Link>
          <Link className="btn btn-secondary" to={links[secondary].to} state={{ email: preview.email }}>
            {links[secondary].label}
          </Link>
        </div>
      </div>
    );
  }

  if (me.isError) {
    return (
      <p className="form-error" role="alert">
        {toApiError(me.error, 'profile.loadUserFailed').message}
      </p>
    );
  }
  if (!me.data) return <p role="status">{t('common.loading')}</p>;

  if (!sameEmail(me.data.email, preview.email)) {
    return (
      <div className="invitation-actions">
        <p className="form-error" role="alert">
          {t('team.invitation.wrongAccount')}
        </p>
        <div className="invitation-buttons">
          <button type="button" className="btn btn-primary" onClick={() => void switchAccount()}>
            {t('team.ui.invitation.switch', { email: preview.email })}
          </button>
        </div>
      </div>
    );
  }

  if (me.data.company_role || me.data.company_info) {
    return (
      <div className="invitation-actions">
        <p className="form-error" role="alert">
          {t('team.invitation.alreadyInCompany')}
        </p>
        <Link className="link" to="/">
          {t('team.ui.invitation.openApp')}
        </Link>
      </div>
    );
  }

  return (
    <div className="invitation-actions">
      {accept.isError && (
        <p className="form-error" role="alert">
          {toApiError(accept.error).message}
        </p>
      )}
      <div className="invitation-buttons">
        <button
          type="button"
          className="btn btn-primary"
          disabled={accept.isPending || accept.isSuccess}
          onClick={() => accept.mutate()}
        >
          {accept.isPending || accept.isSuccess
            ? t('team.ui.invitation.accepting')
            : t('team.ui.invitation.accept')}
        </button>
      </div>
    </div>
  );
}
