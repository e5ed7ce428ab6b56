import { PublicPage } from '@renderer/components/public-page';
import { useT } from '@renderer/i18n/use-t';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/api/notifications';
import type { MessageKey } from '@shared/i18n';
import { QueryProvider } from '@renderer/lib/query-provider';
import { Link, useParams } from 'react-router-dom';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import '../components/notifications.css';

/** The kind an email's link names (`<user>.<kind>.<signature>`), for the question only; the server decides. */
function kindNamed(token: string): NotificationKind | null {
  const kind = token.split('.')[1] ?? '';
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : null;
}

const kindLabel = (kind: NotificationKind): MessageKey => `notifications.kind.${kind}` as MessageKey;

/**
 * /unsubscribe/:token — an email's unsubscribe link, no sign-in. Nothing happens on load
 * (mail scanners open links): the person confirms with a button, then the page says what the
 * server did.
 */
export function UnsubscribePage() {
  return (
    <QueryProvider>
      <Unsubscribe />
    </QueryProvider>
  );
}

function Unsubscribe() {
  const t = useT();
  const { token = '' } = useParams();
  const stop = useUnsubscribe();
  const named = kindNamed(token);

  return (
    <PublicPage titleId="unsubscribe-title" className="unsubscribe-card">
      <h1 id="unsubscribe-title">{t('notifications.unsubscribe.heading')}</h1>
      {stop.isSuccess ? (
        <p role="status">
          {t('notifications.unsubscribe.done', { kind: t(kindLabel(stop.data.data.kind)) })}
        </p>
      ) : stop.isError ? (
        <p role="alert">{t('notifications.unsubscribe.failed')}</p>
      ) : (
        <>
          <p className="unsubscribe-question">
            {named
              ? t('notifications.unsubscribe.question', { kind: t(kindLabel(named)) })
              : t('notifications.unsubscribe.questionAny')}
          </p>
          <p className="unsubscribe-intro">{t('notifications.unsubscribe.intro')}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={stop.isPending || !token}
            onClick={() => stop.mutate(token)}
          >
            {stop.isPending ? t('notifications.unsubscribe.working') : t('notifications.unsubscribe.confirm')}
          </button>
        </>
      )}
      {(stop.isSuccess || stop.isError) && (
        <Link className="link" to="/">
          {t('notifications.openApp')}
        </Link>
      )}
    </PublicPage>
  );
}
