import { Avatar } from '@renderer/components/avatar';
import { useErrorToast } from '@renderer/hooks/use-error-toast';
import { useProfile } from '@renderer/hooks/use-profile';
import { useLang, useT } from '@renderer/i18n/use-t';
import { profileKeys } from '@renderer/lib/api/keys';
import { fullName } from '@renderer/lib/person-name';
import type { UserDetailsResponse } from '@shared/api/auth';
import type { UserDetails } from '@shared/api/user';
import type { MessageKey } from '@shared/i18n';
import { can } from '@shared/team/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { BillingTab } from '../components/billing-tab';
import { CompanyTab } from '../components/company-tab';
import { ManageAccountTab } from '../components/manage-account-tab';
import { PersonalTab } from '../components/personal-tab';
import { TeamTab } from '../components/team-tab';
import { TemplatesTab } from '../components/templates-tab';
import '../components/profile.css';

type TabId = 'personal' | 'company' | 'team' | 'templates' | 'billing' | 'account';
const TAB_LABELS: Record<TabId, MessageKey> = {
  personal: 'profile.tabs.personal',
  company: 'profile.tabs.company',
  team: 'team.ui.tab',
  templates: 'templates.tab',
  billing: 'billing.tab',
  account: 'profile.tabs.account',
};

/**
 * /profile and /Profile: tabs; Manage Account only for accounts with a password; Billing: the
 * plan's orders, for the roles that manage billing; Team: the company's members and activity.
 */
export function ProfilePage() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const details = useProfile();
  useErrorToast(details.error, 'profile.loadUserFailed');
  // Bumped by Reset: the forms take the server's values again even when nothing changed there
  // (the cache keeps the same object then, so the tabs would not notice a new answer).
  const [resets, setResets] = useState(0);
  const cached = details.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resets` hands the tabs a new copy on purpose
  const user = useMemo(
    () => (cached ? { ...cached, company_info: cached.company_info && { ...cached.company_info } } : null),
    [cached, resets],
  );
  const failed = details.isError;
  const [chosen, setTab] = useState<TabId>('personal');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const queryClient = useQueryClient();

  // A save answers with the user as stored: that answer is the cached copy from now on.
  const setUser = (update: (current: UserDetails) => UserDetails) =>
    queryClient.setQueryData<UserDetailsResponse>(profileKeys.all, (old) =>
      old ? { ...old, data: update(old.data) } : old,
    );

  // Reset shows what the server holds now; a failure reaches the Reset button's message.
  const reload = async () => {
    const result = await details.refetch();
    if (result.isError) throw result.error;
    setResets((n) => n + 1);
  };

  // Manage Account changes a password: only for an account that has one (an account made through
  // Google or Facebook gets one through 'Forgot password', and the tab appears then).
  // Team: for members of a company (issue 18); Billing: only for a role that manages it.
  const role = user?.company_role;
  const tabs: TabId[] = [
    'personal',
    'company',
    ...(role ? (['team'] as const) : []),
    // Issue 19: message templates, for the roles that move applicants (and so send them).
    ...(can(role, 'applications.move') ? (['templates'] as const) : []),
    ...(can(role, 'billing.manage') ? (['billing'] as const) : []),
    ...(user?.hasPassword ? (['account'] as const) : []),
  ];
  // A tab that went away (a role changed by a colleague) leaves its place to the first one.
  const tab: TabId = tabs.includes(chosen) ? chosen : 'personal';

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let nextIndex: number | null = move ? (index + move + tabs.length) % tabs.length : null;
    if (event.key === 'Home') nextIndex = 0;
    if (event.key === 'End') nextIndex = tabs.length - 1;
    if (nextIndex === null) return;
    event.preventDefault();
    const next = tabs[nextIndex] as TabId;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="profile-page card">
      {user && (
        <div className="profile-summary">
          <Avatar src={user.profile_img} alt={t('upload.avatarAlt')} size={64} />
          <div>
            <strong>{fullName(user) ?? user.email}</strong>
            <p>{user.email}</p>
            {user.linkedProviders.length > 0 && (
              <p className="profile-linked">
                {t('profile.linkedProviders', {
                  providers: user.linkedProviders.map((p) => t(`profile.provider.${p}`)).join(', '),
                })}
              </p>
            )}
          </div>
        </div>
      )}
      <div className="profile-tabs" role="tablist" aria-label={t('profile.tabs.label')}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={`profile-tab${tab === name ? ' is-active' : ''}`}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="profile-panel"
      >
        {tab === 'billing' ? (
          <BillingTab />
        ) : tab === 'templates' ? (
          <TemplatesTab lang={lang} />
        ) : !user ? (
          <p role={failed ? 'alert' : 'status'}>
            {failed
              ? t(tab === 'company' ? 'profile.loadCompanyFailed' : 'profile.loadUserFailed')
              : t('common.loading')}
          </p>
        ) : tab === 'personal' ? (
          <PersonalTab user={user} onSaved={(saved) => setUser(() => saved)} onReset={reload} />
        ) : tab === 'company' ? (
          <CompanyTab
            company={user.company_info}
            readOnly={Boolean(user.company_role) && !can(user.company_role, 'company.edit')}
            onSaved={(company_info) => setUser((current) => ({ ...current, company_info }))}
            onReset={reload}
          />
        ) : tab === 'team' ? (
          <TeamTab me={user} />
        ) : (
          <ManageAccountTab />
        )}
      </div>
    </section>
  );
}
