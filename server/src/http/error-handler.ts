import { type ErrorCode, MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { type MessageKey, type MessageParams, isMessageKey, translate } from '@shared/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error';
import { requestLang } from './language';

interface Envelope {
  status: number;
  code: ErrorCode;
  key: MessageKey;
  params?: MessageParams;
  headers?: Readonly<Record<string, string>>;
}

const FASTIFY_ERRORS: Record<string, Omit<Envelope, 'params' | 'headers'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', key: 'errors.invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    key: 'errors.invalidRequest',
  },
};

const BY_STATUS: Record<number, Omit<Envelope, 'status'>> = {
  401: { code: 'UNAUTHORIZED', key: 'errors.unauthorized' },
  403: { code: 'FORBIDDEN', key: 'errors.forbidden' },
  404: { code: 'NOT_FOUND', key: 'errors.notFound' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.invalidRequest' },
  429: { code: 'RATE_LIMITED', key: 'errors.tooManyRequests' },
};

/** Maps anything thrown to the one envelope `{message, code}` (DESIGN.md "API conventions"). */
export function classifyError(error: unknown): Envelope {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      key: error.messageKey,
      params: error.params,
      headers: error.headers,
    };
  }
  if (error instanceof ZodError) {
    // The shared schemas name catalogue keys; the first failed rule is the one a person fixes first.
    const first = error.issues[0]?.message ?? '';
    const key: MessageKey = isMessageKey(first) ? first : 'errors.invalidRequest';
    return { status: 400, code: 'VALIDATION_ERROR', key, params: MESSAGE_DEFAULT_PARAMS[key] };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, ...(BY_STATUS[status] ?? { code: 'VALIDATION_ERROR', key: 'errors.invalidRequest' }) };
  }
  return { status: 500, code: 'INTERNAL', key: 'errors.internal' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const envelope = classifyError(error);
    if (envelope.status >= 500) {
      // Internals go to the log only; the caller gets the generic text.
      request.log.error({ err: error }, 'request failed');
    }
    if (envelope.headers) reply.headers(envelope.headers);
    return reply
      .status(envelope.status)
      .send({ message: translate(requestLang(request), envelope.key, envelope.params), code: envelope.code });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: translate(requestLang(request), 'errors.notFound'),
      code: 'NOT_FOUND' satisfies ErrorCode,
    }),
  );
}
