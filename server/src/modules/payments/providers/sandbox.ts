import { randomInt, randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';

/** The entity the sandbox shows; no real Multicaixa entity uses it. */
export const SANDBOX_ENTITY = '99999';

/**
 * Issues references locally and is paid only through POST /payments/sandbox/pay, which feeds
 * the same `receive` as a verified webhook. Refused in production (config.ts).
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    supportsExpress: true,
    async createReference() {
      const number = String(randomInt(100_000_000, 1_000_000_000));
      return { entity: SANDBOX_ENTITY, number, providerRef: number };
    },
    async startExpress() {
      return { providerRef: `express-${randomUUID()}` };
    },
    async cancelReference() {},
    // The sandbox has no webhook of its own: nothing it could sign.
    parseWebhook: () => null,
    pollPayments: async () => [],
    async acknowledge() {},
  };
}
