import { BellIcon, CalendarIcon, MapPinIcon } from '@renderer/components/icons';
import { useDropdown } from '@renderer/hooks/use-dropdown';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { NOTIFICATION_SAMPLES } from './notification-samples';

export function NotificationsMenu() {
  const t = useT();
  const lang = useLang();
  const { open, rootRef, triggerProps, panelProps } = useDropdown();
  return (
    <div ref={rootRef} className="dropdown">
      <button {...triggerProps} className="icon-btn has-dot" aria-label={t('header.notifications')}>
        <BellIcon size={20} />
      </button>
      {open && (
        <div {...panelProps} className="dropdown-panel dropdown-panel-wide">
          <h2 className="dropdown-title">{t('header.notifications')}</h2>
          <ul className="notification-list">
            {NOTIFICATION_SAMPLES.map((item) => {
              const company = t(item.companyKey);
              return (
                <li key={item.id} className="notification-card">
                  <span className="notification-avatar" aria-hidden="true">
                    {company.charAt(0)}
                  </span>
                  <div className="notification-body">
                    <div className="notification-top">
                      <p className="notification-title">{t('notifications.item.title')}</p>
                      <span className="notification-time">{t(item.timeKey)}</span>
                    </div>
                    <p className="notification-line">
                      {t('notifications.item.line', { company, role: t(item.roleKey) })}
                    </p>
                    <p className="notification-meta">
                      <span>
                        <MapPinIcon size={14} />
                        {t(item.locationKey)}
                      </span>
                      <span>
                        <CalendarIcon size={14} />
                        {t('notifications.item.dates', {
                          from: formatDate(item.from, lang),
                          to: formatDate(item.to, lang),
                        })}
                      </span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
