import { Field } from '@renderer/components/field';
import { useT } from '@renderer/i18n/use-t';
import {
  ANGOLAN_PHONE,
  type CreateOrderBody,
  normalisePhone,
  type PaymentMethod,
  type PlansResponse,
} from '@shared/api/payments';
import { type FormEvent, useId, useState } from 'react';
import { OrderLines } from './order-lines';

type PlansData = PlansResponse['data'];

interface NewOrderFormProps {
  plans: PlansData;
  creating: boolean;
  onCreate(body: CreateOrderBody): void;
}

/**
 * The order of the one plan and the choice of how to pay it: only the methods this server
 * offers. Multicaixa Express asks for the payer's phone, checked as the server checks it.
 */
export function NewOrderForm({ plans, creating, onCreate }: NewOrderFormProps) {
  const t = useT();
  const id = useId();
  const plan = plans.plans[0];
  const [method, setMethod] = useState<PaymentMethod | null>(plans.methods[0] ?? null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<'payments.phoneRequired' | 'payments.phoneInvalid' | null>(
    null,
  );
  if (!plan) return <p className="payment-text">{t('premium.methods.none')}</p>;

  const checkPhone = (value: string) => {
    const trimmed = normalisePhone(value.trim());
    if (!trimmed) return 'payments.phoneRequired' as const;
    return ANGOLAN_PHONE.test(trimmed) ? null : ('payments.phoneInvalid' as const);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || creating) return;
    if (method === 'MULTICAIXA_EXPRESS') {
      const problem = checkPhone(phone);
      setPhoneError(problem);
      if (problem) {
        document.getElementById(`${id}-phone`)?.focus();
        return;
      }
      onCreate({ planId: plan.id, method, phone: normalisePhone(phone.trim()) });
      return;
    }
    onCreate({ planId: plan.id, method });
  };

  return (
    <form className="new-order" onSubmit={submit} noValidate>
      <OrderLines quantity={plan.quantity} totalKz={plan.amountKz * plan.quantity} />
      {plans.methods.length === 0 ? (
        <p className="payment-text" role="alert">
          {t('premium.methods.none')}
        </p>
      ) : (
        <>
          <fieldset className="payment-methods">
            <legend className="payment-subtitle">{t('premium.payment.method')}</legend>
            {plans.methods.map((option) => (
              <label key={option} className={`payment-method${method === option ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={option}
                  checked={method === option}
                  onChange={() => setMethod(option)}
                  aria-describedby={`${id}-${option}-hint`}
                />
                <span className="payment-method-text">
                  <strong>{t(`payments.method.${option}`)}</strong>
                  <span id={`${id}-${option}-hint`}>{t(`premium.method.${option}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {method === 'MULTICAIXA_EXPRESS' && (
            <Field label={t('premium.phone.label')} htmlFor={`${id}-phone`}>
              <input
                id={`${id}-phone`}
                className="input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => {
                  setPhone(event.target.value);
                  if (phoneError) setPhoneError(checkPhone(event.target.value));
                }}
                onBlur={() => phone && setPhoneError(checkPhone(phone))}
                aria-invalid={phoneError !== null}
                aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ''}`}
              />
              <p className="field-hint" id={`${id}-phone-hint`}>
                {t('premium.phone.hint')}
              </p>
              {phoneError && (
                <p className="form-error" id={`${id}-phone-error`} role="alert">
                  {t(phoneError)}
                </p>
              )}
            </Field>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={!method || creating}>
            {creating ? t('premium.order.submitting') : t('premium.order.submit')}
          </button>
        </>
      )}
    </form>
  );
}
