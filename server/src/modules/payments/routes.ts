import multipart from '@fastify/multipart';
import {
  PROOF_FIELD,
  createOrderBody,
  orderIdParams,
  orderResponse,
  ordersResponse,
  plansResponse,
  sandboxPayBody,
  subscriptionResponse,
  webhookParams,
  webhookResponse,
} from '@shared/api/payments';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '@shared/team/permissions';
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError, forbidden } from '../../http/app-error';
import { currentUser } from '../../http/auth-hooks';

/** After requireAuth: a company member whose role may not handle billing is refused (issue 18). */
const billingGuard: onRequestAsyncHookHandler = async (request) => {
  const company = request.user?.company;
  if (company && !can(company.role, 'billing.manage')) throw forbidden();
};
import { requestLang, say } from '../../http/language';
import { readForm } from '../uploads';
import type { PaymentsService } from './service';

/** A provider's webhook is one payment (or a few): small. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Mounted under /payments (issue 17). Orders belong to the user who placed them: anyone else gets 404. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; sandbox: boolean }> = async (
  app,
  { service, sandbox },
) => {
  await app.register(multipart);
  // Candidates pay for themselves; inside a company only a role with billing.manage (the owner).
  const onRequest = [app.requireAuth, billingGuard];

  app.get('/plans', { onRequest, schema: { response: { 200: plansResponse } } }, async (request) => ({
    message: say(request, 'payments.plans.loaded'),
    data: service.plans(),
  }));

  app.post(
    '/orders',
    { onRequest, schema: { body: createOrderBody, response: { 201: orderResponse } } },
    async (request, reply) => {
      const order = await service.createOrder(currentUser(request).id, request.body);
      return reply.code(201).send({ message: say(request, 'payments.order.created'), data: { order } });
    },
  );

  app.get('/orders', { onRequest, schema: { response: { 200: ordersResponse } } }, async (request) => ({
    message: say(request, 'payments.orders.loaded'),
    data: { orders: await service.list(currentUser(request).id) },
  }));

  app.get(
    '/orders/:id',
    { onRequest, schema: { params: orderIdParams, response: { 200: orderResponse } } },
    async (request) => ({
      message: say(request, 'payments.order.loaded'),
      data: { order: await service.get(currentUser(request).id, request.params.id) },
    }),
  );

  app.post(
    '/orders/:id/cancel',
    { onRequest, schema: { params: orderIdParams, response: { 200: orderResponse } } },
    async (request) => ({
      message: say(request, 'payments.order.cancelled'),
      data: { order: await service.cancel(currentUser(request).id, request.params.id) },
    }),
  );

  app.post(
    '/orders/:id/proof',
    {
      onRequest,
      schema: {
        params: orderIdParams,
        description: `multipart/form-data with one \`${PROOF_FIELD}\` file: PDF, PNG or JPEG (checked by its bytes), at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const form = await readForm(request, [PROOF_FIELD]);
      const order = await service.submitProof(
        currentUser(request).id,
        request.params.id,
        form.file?.bytes ?? null,
      );
      return { message: say(request, 'payments.proof.received'), data: { order } };
    },
  );

  app.get(
    '/orders/:id/receipt',
    {
      onRequest,
      schema: { params: orderIdParams, description: 'The receipt of a paid order (application/pdf).' },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.receipt(
        currentUser(request).id,
        request.params.id,
        requestLang(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/subscription',
    { onRequest, schema: { response: { 200: subscriptionResponse } } },
    async (request) => ({
      message: say(request, 'payments.subscription.loaded'),
      data: await service.subscription(currentUser(request).id),
    }),
  );

  // The gateway calls this: no token, the signature over the raw bytes is the authentication,
  // so this child context keeps the body as bytes instead of parsing it.
  await app.register(async (child) => {
    const hooks = child.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    hooks.post(
      '/webhooks/:provider',
      {
        schema: {
          params: webhookParams,
          description: "A payment gateway's notification; refused (401) unless its signature is valid.",
          response: { 200: webhookResponse },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await service.webhook(request.params.provider, raw, request.headers);
        if (!result) throw new AppError(401, 'UNAUTHORIZED', 'payments.signatureInvalid');
        return { message: say(request, 'payments.webhook.received'), data: result };
      },
    );
  });

  if (sandbox) {
    app.post(
      '/sandbox/pay',
      {
        onRequest,
        schema: {
          body: sandboxPayBody,
          description:
            'Sandbox only (never in production): pays a reference as the bank would, through the webhook path.',
          response: { 200: webhookResponse },
        },
      },
      async (request) => ({
        message: say(request, 'payments.webhook.received'),
        data: await service.sandboxPay(request.body),
      }),
    );
  }
};
