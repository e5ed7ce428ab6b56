import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { isMessageKey } from '../i18n/messages';
import type { z } from 'zod';
import { translateNow } from '../i18n/language-store';
import { ApiError } from './api-error';

/**
 * Checks a request body against the same shared schema the server uses, so a rule the server
 * would refuse (e.g. a short password) is told at once, in the same words, without a round trip.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message ?? '';
  const message = isMessageKey(key)
    ? translateNow(key, MESSAGE_DEFAULT_PARAMS[key])
    : translateNow('errors.invalidRequest');
  throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message });
}
