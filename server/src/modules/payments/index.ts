import type { PaymentOrder } from '@shared/api/payments';
import { personalRoom } from '@shared/realtime/events';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import { createProxyPayProvider } from './providers/proxypay';
import type { PaymentProvider } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox';
import { createPaymentsRepository } from './repository';
import { paymentsRoutes } from './routes';
import { type PaymentsService, createPaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service: polling and expiry run on a timer; tests and tools call them directly. */
    payments: PaymentsService;
  }
}

export function createProvider(config: PaymentsConfig, publicUrl: string): PaymentProvider | null {
  if (config.provider === 'sandbox') return createSandboxProvider();
  if (config.provider === 'proxypay' && config.proxypay) {
    return createProxyPayProvider(config.proxypay, `${publicUrl}/payments/webhooks/proxypay`);
  }
  return null;
}

/**
 * Everything under /payments: plans, orders, references, webhooks, receipts (issue 17). A changed
 * order goes to its owner's sockets as `paymentUpdated`; every PAYMENTS_POLL_SECONDS the provider
 * is asked for payments its webhooks did not deliver, and overdue orders expire.
 */
export async function registerPaymentsModule(app: FastifyInstance): Promise<PaymentsService> {
  const { config, db, clock } = app.ctx;
  const provider = createProvider(config.payments, config.publicUrl);
  const service = createPaymentsService({
    repo: createPaymentsRepository(db),
    provider,
    config: config.payments,
    clock,
    dataDir: config.dataDir,
    log: app.log,
    onOrderChanged: (userId: string, order: PaymentOrder) => {
      app.io.to(personalRoom(userId)).emit('paymentUpdated', order);
    },
  });
  app.decorate('payments', service);
  await app.register(paymentsRoutes, { prefix: '/payments', service, sandbox: provider?.name === 'sandbox' });

  if (config.payments.pollSeconds > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      service
        .poll()
        .catch((err) => app.log.warn({ err }, 'payments: polling the provider failed'))
        .finally(() => {
          running = false;
        });
    }, config.payments.pollSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return service;
}
