import type { IncomingHttpHeaders } from 'node:http';

/**
 * A payment gateway as the payments module sees it (docs/architecture.md convention 12): issue a
 * Multicaixa reference, start a Multicaixa Express push, read a webhook (signature first), poll
 * the payments webhooks may not have delivered, acknowledge one. Base URLs come from config.
 */
export interface ProviderPayment {
  /** The provider's payment id: recorded once per provider, the key of "applied exactly once". */
  id: string;
  /** The Multicaixa reference number it paid, for reference payments. */
  reference: string | null;
  /** The provider's id of what it issued (an Express transaction), when that is how it is matched. */
  providerRef: string | null;
  /** Only for payments we record ourselves (a bank transfer confirmed by staff). */
  orderId?: string;
  /** Integer cents, parsed from the provider's decimal text without floating point. */
  amountCents: number;
  /** False when the provider reports a refused payment (an Express push the payer declined). */
  accepted: boolean;
  /** When the payer paid, by the provider's clock; null when it did not say (the server's clock then). */
  paidAt: Date | null;
  raw: unknown;
}

export interface IssuedReference {
  entity: string;
  number: string;
  providerRef: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'proxypay';
  /** Multicaixa Express is configured. */
  readonly supportsExpress: boolean;
  createReference(input: {
    orderNumber: string;
    amountKz: number;
    expiresAt: Date;
  }): Promise<IssuedReference>;
  startExpress(input: {
    orderNumber: string;
    amountKz: number;
    phone: string;
  }): Promise<{ providerRef: string }>;
  /** Best effort: the reference can no longer be paid (the order was cancelled). */
  cancelReference(providerRef: string): Promise<void>;
  /**
   * Verifies the signature over the raw bytes (constant time) before reading anything, then
   * parses. Null when the signature is missing or wrong.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderPayment[] | null;
  /** Payments not acknowledged yet (the fallback when webhooks are late or lost). */
  pollPayments(): Promise<ProviderPayment[]>;
  acknowledge(paymentId: string): Promise<void>;
}

/** The gateway failed or answered something unexpected; the caller turns it into a 502. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * "15000.00", "15000", 15000 or 15000.5 → cents, by text: no float arithmetic touches money.
 * Null for anything that is not a non-negative amount with at most two decimals.
 */
export function parseAmountCents(value: unknown): number | null {
  const textValue = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof textValue !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(textValue.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole kwanzas → the provider's decimal text ("15000.00"). */
export const kwanzaText = (amountKz: number) => `${amountKz}.00`;
