import type { ErrorCode } from '@shared/api/errors';
import type { MessageKey, MessageParams } from '@shared/i18n';

/**
 * An expected failure with its HTTP status, stable code and catalogue message. Services throw
 * these; the error handler translates the message into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'errors.unauthorized');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'errors.forbidden');
export const notFound = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/** 429 with Retry-After, which clients and proxies understand. */
export function tooManyRequests(
  code: ErrorCode,
  messageKey: MessageKey,
  retryAfterMs: number,
  params?: MessageParams,
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, code, messageKey, params, { 'retry-after': String(seconds) });
}
