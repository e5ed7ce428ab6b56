import { QueryStatus } from '@renderer/components/query-status';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '@renderer/hooks/use-notifications';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import {
  type ChannelPreference,
  NOTIFICATION_KIND_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/api/notifications';
import type { MessageKey } from '@shared/i18n';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useDesktopAlerts } from '../hooks/use-desktop-alerts';

const CHANNEL_LABEL: Record<NotificationChannel, MessageKey> = {
  inApp: 'notifications.settings.inApp',
  desktop: 'notifications.settings.desktop',
  email: 'notifications.settings.email',
};

interface NotificationsSectionProps {
  /** The desktop app's own switch for every notification (null in a browser). */
  appNotificationsOn: boolean | null;
}

/**
 * Per kind of notification, which channels tell the person (issue 15): in the app (the bell),
 * desktop, email. A kind shows only the channels it can use (unread chat messages: email), and
 * the desktop switch only where an alert can really appear (the desktop app, or a browser
 * that has not blocked notifications). Saved as a whole through PUT /notifications/preferences.
 */
export function NotificationsSection({ appNotificationsOn }: NotificationsSectionProps) {
  const t = useT();
  const id = useId();
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const { where, allow } = useDesktopAlerts();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);

  // The form starts from the server's choices, and again after each save.
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);

  const desktopUsable = where === 'app' || where === 'browser';
  const channelsOf = (kind: NotificationKind) =>
    NOTIFICATION_KIND_CHANNELS[kind].filter((channel) => channel !== 'desktop' || desktopUsable);

  const change = async (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    if (channel === 'desktop' && on && !(await allow())) return;
    setDraft((old) =>
      old ? { ...old, [kind]: { ...old[kind], [channel]: on } satisfies ChannelPreference } : old,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => notify.success(t('notifications.settings.saved')),
      onError: (error) => notify.error(toApiError(error, 'notifications.settings.saveFailed').message),
    });
  };

  const changed =
    draft !== null && saved.data !== undefined && JSON.stringify(draft) !== JSON.stringify(saved.data);

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('notifications.settings.heading')}</h2>
      <p className="settings-hint">{t('notifications.settings.intro')}</p>
      <QueryStatus query={saved} loadingText={t('notifications.settings.loading')} />
      {draft && (
        <form className="notification-preferences" onSubmit={submit}>
          {NOTIFICATION_KINDS.map((kind) => (
            <fieldset key={kind} className="notification-kind">
              <legend>{t(`notifications.kind.${kind}` as MessageKey)}</legend>
              <div className="notification-channels">
                {channelsOf(kind).map((channel) => (
                  <label key={channel} className="settings-check">
                    <input
                      type="checkbox"
                      checked={draft[kind][channel]}
                      disabled={save.isPending}
                      onChange={(event) => void change(kind, channel, event.target.checked)}
                    />
                    {t(CHANNEL_LABEL[channel])}
                  </label>
                ))}
              </div>
              {kind === 'MESSAGE_UNREAD' && (
                <p className="settings-hint">{t('notifications.settings.messageNote')}</p>
              )}
            </fieldset>
          ))}
          {where === 'browser' && (
            <p className="settings-hint">{t('notifications.settings.desktopBrowser')}</p>
          )}
          {where === 'blocked' && (
            <p className="settings-hint">{t('notifications.settings.desktopBlocked')}</p>
          )}
          {where === 'unsupported' && (
            <p className="settings-hint">{t('notifications.settings.desktopUnsupported')}</p>
          )}
          {where === 'app' && appNotificationsOn === false && (
            <p className="settings-hint">{t('notifications.settings.desktopOffForApp')}</p>
          )}
          <div className="settings-actions">
            <button type="submit" className="btn btn-primary" disabled={!changed || save.isPending}>
              {save.isPending ? t('notifications.settings.saving') : t('notifications.settings.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
