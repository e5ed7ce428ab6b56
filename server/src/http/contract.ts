import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { zodValidatorCompiler } from './validation';

/**
 * Routes declare the shared zod schemas of src/shared/api (docs/architecture.md convention 7):
 * requests are parsed by them (a failure is a translated 400, see validation.ts) and answers are
 * encoded through the route's response schema, so a field the contract does not declare never
 * leaves the server and an answer that breaks the contract is a 500, not a surprise for a client.
 */
export function useZodContract(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
