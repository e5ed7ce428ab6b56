import { CheckIcon, SparkIcon } from '@renderer/components/icons';
import { TitledSection } from '@renderer/components/titled-section';
import { useSubscription } from '@renderer/hooks/use-subscription';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
import { PlanCard, PlanCardFrame } from '../components/plan-card';
import { usePlans } from '../hooks/use-plans';
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

/** /premium: what the service is, how it works in three steps, and the plan as the server sells it. */
export function PremiumPage() {
  const t = useT();
  const plans = usePlans();
  const subscription = useSubscription();
  const plan = plans.data?.plans[0];
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
        <TitledSection
          id="premium-how-title"
          className="card premium-how"
          titleClassName="premium-section-title"
          title={t('premium.how.title')}
        >
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
        </TitledSection>
      </div>
      {plan ? (
        <PlanCard plan={plan} activeUntil={subscription.data?.activeUntil ?? null} />
      ) : (
        <PlanCardFrame>
          {plans.isError ? (
            <>
              <p className="form-error" role="alert">
                {t('premium.loadPlansFailed')}
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => void plans.refetch()}>
                {t('premium.retry')}
              </button>
            </>
          ) : (
            <p role="status">{t('premium.plan.loading')}</p>
          )}
        </PlanCardFrame>
      )}
    </div>
  );
}
