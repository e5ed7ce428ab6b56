import SwaggerParser from '@apidevtools/swagger-parser';
import { DEPRECATED_PATHS } from '@shared/api/deprecated-paths';
import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/context';
import { testApp } from './helper';

/**
 * The OpenAPI document is generated from the routes' own schemas: it must be a valid OpenAPI 3
 * document, name every route the app serves (the deprecated aliases too, marked as such), and
 * describe answers with the schemas the serializer uses.
 */

interface Operation {
  deprecated?: boolean;
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
  'x-successor-version'?: string;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
/** The browsable page's own files (Swagger UI) are not operations of the API. */
const isHidden = (route: RegisteredRoute) => (route.schema as { hide?: boolean }).hide === true;

async function fetchDocument() {
  const t = await testApp();
  const response = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { t, document: response.json() as Document };
}

describe('GET /docs/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const { document } = await fetchDocument();
    expect(document.openapi).toMatch(/^3\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every route the app registered, with its method', async () => {
    const { t, document } = await fetchDocument();
    const routes = t.app.routeTable.filter((route) => !isHidden(route));
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes.filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Only the browsable page's own files are left out.
    for (const route of t.app.routeTable.filter(isHidden)) expect(route.url).toMatch(/^\/docs(\/|$)/);
  });

  it('lists each deprecated path as a deprecated operation naming its successor', async () => {
    const { document } = await fetchDocument();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    for (const alias of DEPRECATED_PATHS) {
      const [, documented = ''] = alias.documented.split(' ');
      // The same path up to the placeholders' names (OpenAPI allows one spelling per path).
      const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
      const found = operations.find(
        (o) => o.method === alias.method.toLowerCase() && shape(o.path) === shape(documented),
      );
      expect(found, alias.documented).toBeDefined();
      expect(found?.operation.deprecated, alias.documented).toBe(true);
      const successor = found?.operation['x-successor-version'] ?? '';
      expect(successor).toMatch(new RegExp(`^${alias.method} ${alias.to.replace(/\$\d/g, '\\{[^}]+\\}')}$`));
      // The alias answers exactly like its successor.
      const [, successorPath = ''] = successor.split(' ');
      const successorOperation = document.paths[successorPath]?.[alias.method.toLowerCase()];
      expect(Object.keys(found?.operation.responses ?? {})).toEqual(
        Object.keys(successorOperation?.responses ?? {}),
      );
    }
    const deprecated = operations.filter((o) => o.operation.deprecated);
    expect(deprecated).toHaveLength(DEPRECATED_PATHS.length);
  });

  it('describes answers with the response schemas, including the 201s', async () => {
    const { document } = await fetchDocument();
    const json = (operation: Operation | undefined, status: string) =>
      operation?.responses[status]?.content?.['application/json']?.schema;
    const job = json(document.paths['/internship/{id}']?.get, '200');
    expect(Object.keys(job?.properties ?? {})).toEqual(['message', 'data']);
    const jobData = job?.properties?.data as { properties: Record<string, unknown>; required: string[] };
    expect(jobData.properties).toHaveProperty('company_info');
    // Optional in the contract (owner only), so not required in the document either.
    expect(jobData.properties).toHaveProperty('applications_count');
    expect(jobData.required).not.toContain('applications_count');
    expect(json(document.paths['/applications/apply/{id}']?.post, '201')).toBeDefined();
    expect(json(document.paths['/internship/post']?.post, '201')).toBeDefined();
  });
});

describe('GET /docs (browsable page)', () => {
  it('is served outside production, with its files from the server, none from elsewhere', async () => {
    const t = await testApp();
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    const script = sources.find((s) => s.endsWith('swagger-ui-bundle.js'))!;
    const asset = await t.app.inject({ method: 'GET', url: new URL(script, 'http://x/docs/').pathname });
    expect(asset.statusCode).toBe(200);
  });

  it('is not served in production; the document still is', async () => {
    const t = await testApp({ env: { NODE_ENV: 'production' } });
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).statusCode).toBe(200);
  });
});
