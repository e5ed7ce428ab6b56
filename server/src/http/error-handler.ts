import { type ErrorCode, MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { type MessageKey, type MessageParams, isMessageKey, translate } from '@shared/i18n';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LANG } from '@shared/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
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
  // Raised by the router before any route runs (see frameworkErrors below).
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_ERROR', key: 'errors.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', key: 'errors.urlTooLong' },
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
  414: { code: 'URI_TOO_LONG', key: 'errors.urlTooLong' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.invalidRequest' },
  429: { code: 'RATE_LIMITED', key: 'errors.tooManyRequests' },
};

/** Maps anything thrown to the one envelope `{message, code}` (docs/architecture.md §4). */
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

/** Sends `error` as the envelope, in the caller's language. */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const envelope = classifyError(error);
  if (envelope.status >= 500) {
    // Internals go to the log only; the caller gets the generic text.
    request.log.error({ err: error }, 'request failed');
  }
  if (envelope.headers) reply.headers(envelope.headers);
  return reply
    .status(envelope.status)
    .send({ message: translate(requestLang(request), envelope.key, envelope.params), code: envelope.code });
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before a route (and so before
 * setErrorHandler) is involved, such as a path that is not valid percent-encoding or a
 * parameter over maxParamLength. Without it they leave with Fastify's own body.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  void sendError(error, request, reply);
};

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', key: 'errors.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', key: 'errors.requestTimeout' },
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a request line or headers
 * over 16 KB, malformed HTTP, a slow client) never becomes a request, so it is answered on the
 * socket itself. The envelope is the same; the language is the default one, since the headers
 * that would name another could not be read.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'VALIDATION_ERROR' as const,
    key: 'errors.invalidRequest' as const,
  };
  const body = JSON.stringify({ message: translate(DEFAULT_LANG, known.key), code: known.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: translate(requestLang(request), 'errors.notFound'),
      code: 'NOT_FOUND' satisfies ErrorCode,
    }),
  );
}
