import type { MessageKey } from '@shared/i18n';
import { useT } from '../i18n/use-t';
import { SparkIcon } from './icons';

/** Stands in for a protected screen until its slice lands (spec §2 protected routes). */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  return (
    <section className="card placeholder" aria-labelledby="placeholder-title">
      <span className="placeholder-icon">
        <SparkIcon size={28} />
      </span>
      <h2 id="placeholder-title">{t(titleKey)}</h2>
      <p>{t('common.comingSoon')}</p>
    </section>
  );
}
