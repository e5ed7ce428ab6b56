import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import type { SettingsPatch } from '@shared/desktop/settings';
import { ApiServerSection } from '../components/api-server-section';
import { LanguageSection } from '../components/language-section';
import { NotificationsSection } from '../components/notifications-section';
import { SwitchSetting } from '../components/switch-setting';
import { useDesktopSettings } from '../hooks/use-desktop-settings';
import '../settings.css';

/**
 * Per-person settings (issue 13). In the desktop app: the API server address, notifications,
 * start at login, and whether updates run (the admin's or the build's choice, shown only).
 * In a browser only the language exists, and the screen says what the desktop app adds.
 * Everywhere: which notifications reach the person, and how (issue 15).
 */
export function SettingsPage() {
  const t = useT();
  const { available, settings, update, checkApi } = useDesktopSettings();

  const change = async (patch: SettingsPatch) => {
    try {
      await update(patch);
      notify.success(t('settings.saved'));
    } catch {
      notify.error(t('settings.saveFailed'));
    }
  };

  return (
    <div className="settings-page">
      <p className="settings-intro">{t('settings.intro')}</p>
      {settings?.adminConfigProblem && (
        <p className="settings-warning" role="alert">
          {t('settings.adminProblem', { problem: settings.adminConfigProblem })}
        </p>
      )}
      <LanguageSection />
      <NotificationsSection appNotificationsOn={settings ? settings.notifications : null} />
      {!available && <p className="settings-note">{t('settings.browserNote')}</p>}
      {settings && checkApi && (
        <>
          <ApiServerSection
            current={settings.apiUrl}
            locked={settings.locked.apiUrl}
            checkApi={checkApi}
            save={(apiUrl) => update({ apiUrl })}
          />
          <SwitchSetting
            title={t('settings.notifications.title')}
            label={t('settings.notifications.label')}
            checked={settings.notifications}
            locked={settings.locked.notifications}
            onChange={(notifications) => void change({ notifications })}
          />
          <SwitchSetting
            title={t('settings.startup.title')}
            label={t('settings.startup.label')}
            checked={settings.startAtLogin}
            locked={settings.locked.startAtLogin}
            unavailable={settings.startAtLoginSupported ? null : t('settings.startup.unsupported')}
            onChange={(startAtLogin) => void change({ startAtLogin })}
          />
          <section className="settings-section" aria-labelledby="settings-updates-title">
            <h2 id="settings-updates-title">{t('settings.updates.title')}</h2>
            <p className="settings-note">
              {t(settings.updatesEnabled ? 'settings.updates.on' : 'settings.updates.off')}
            </p>
          </section>
        </>
      )}
    </div>
  );
}
