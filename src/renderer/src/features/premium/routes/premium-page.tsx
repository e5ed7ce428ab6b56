import { CheckIcon, SparkIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
import { PlanCard } from '../components/plan-card';
import '../components/premium.css';

const BENEFITS: MessageKey[] = [
  'premium.benefit.1',
  'premium.benefit.2',
  'premium.benefit.3',
  'premium.benefit.4',
];
const STEPS: [MessageKey, MessageKey][] = [
  ['premium.how.1.title', 'premium.how.1.body'],
  ['premium.how.2.title', 'premium.how.2.body'],
  ['premium.how.3.title', 'premium.how.3.body'],
];

/** /premium: what the service is, how it works in three steps, and the plan. */
export function PremiumPage() {
  const t = useT();
  return (
    <div className="premium-page">
      <div className="premium-main">
        <section className="card premium-hero" aria-labelledby="premium-title">
          <p className="premium-eyebrow">
            <SparkIcon size={16} />
            {t('premium.eyebrow')}
          </p>
          <h2 id="premium-title" className="premium-title">
            {t('premium.title')}
          </h2>
          <p className="premium-intro">{t('premium.intro')}</p>
          <h3 className="premium-subtitle">{t('premium.benefits.label')}</h3>
          <ul className="premium-benefits">
            {BENEFITS.map((key) => (
              <li key={key}>
                <CheckIcon size={18} />
                {t(key)}
              </li>
            ))}
          </ul>
        </section>
        <section className="card premium-how" aria-labelledby="premium-how-title">
          <h2 id="premium-how-title" className="premium-section-title">
            {t('premium.how.title')}
          </h2>
          <ol className="premium-steps">
            {STEPS.map(([titleKey, bodyKey], index) => (
              <li key={titleKey}>
                <span className="premium-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{t(titleKey)}</h3>
                  <p>{t(bodyKey)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <PlanCard />
    </div>
  );
}
