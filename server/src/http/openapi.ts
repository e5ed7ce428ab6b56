import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version';
import { withDeprecatedAliases } from './openapi-aliases';

export const OPENAPI_PATH = '/docs/openapi.json';
export const DOCS_PAGE_PREFIX = '/docs';

/**
 * The OpenAPI 3 document, built by @fastify/swagger from the routes' own zod schemas (requests as
 * they are accepted, responses as they are serialised), so it cannot drift from what the server
 * does. Registered before the modules: it learns routes as they are added. The browsable page
 * (Swagger UI, its files served from the package, nothing from a CDN) only outside production.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { publicUrl, page }: { publicUrl: string; page: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Conexão API',
        version: SERVER_VERSION,
        description:
          'Signed-in calls send the access token in the Authorization header. Every refusal is ' +
          '`{ message, code }`, the message in the language of Accept-Language (en, pt).',
      },
      servers: [{ url: publicUrl }],
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      // A module's root route ('/' under its prefix) is called without the trailing slash.
      const url = input.url.replace(/(.)\/$/, '$1');
      // One tag per module, named by the URL prefix the module owns (docs/architecture.md §3).
      const tag = url.split('/')[1] ?? '';
      return { url, schema: { tags: [tag], ...result.schema } };
    },
    transformObject: (document) =>
      'openapiObject' in document ? withDeprecatedAliases(document.openapiObject) : document.swaggerObject,
  });

  app.get(OPENAPI_PATH, { schema: { summary: 'This document (OpenAPI 3)' } }, async (_request, reply) =>
    // Built once, on the first call, from the routes registered by then (all of them: the app is ready).
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );

  if (page) await app.register(swaggerUi, { routePrefix: DOCS_PAGE_PREFIX });
}
