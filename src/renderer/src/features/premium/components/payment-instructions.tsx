import type { ReactNode } from 'react';

/**
 * The frame of one way to pay's instructions (reference, Express, bank transfer): a titled
 * section, named by its title for screen readers. `id` must be unique on the screen.
 */
export function PaymentInstructions({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="payment-instructions" aria-labelledby={id}>
      <h3 id={id} className="payment-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}
