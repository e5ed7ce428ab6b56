import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Routes declare the shared zod schemas (`schema: { body: signUpBody }`); this compiler runs
 * them, replaces the input with the parsed value (trimmed, lower-cased, defaults applied) and
 * hands a ZodError to the error handler, which turns it into a translated 400.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
