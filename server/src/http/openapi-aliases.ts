import { DEPRECATED_PATHS, type DeprecatedPath } from '@shared/api/deprecated-paths';

type Operation = Record<string, unknown> & {
  parameters?: Array<Record<string, unknown> & { in?: string; name?: string }>;
  responses?: Record<string, Record<string, unknown>>;
};
type PathItem = Record<string, Operation>;

/** What http/deprecated-paths.ts adds to every answer to an old path. */
const DEPRECATION_HEADERS = {
  Deprecation: { description: '`true` (RFC 9745)', schema: { type: 'string' } },
  Link: { description: '`<new path>; rel="successor-version"` (RFC 8288)', schema: { type: 'string' } },
};

const placeholders = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
/** Two templates that differ only in their placeholders' names are one path to OpenAPI. */
const shape = (template: string) => template.replace(/\{[^}]+\}/g, '{}');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document's path that `alias.to` names, and which placeholder there each `$n` fills. */
function successorPath(paths: Record<string, PathItem>, alias: DeprecatedPath) {
  const order: number[] = [];
  const pattern = escapeRegExp(alias.to).replace(/\\\$(\d)/g, (_, n: string) => {
    order.push(Number(n));
    return '\\{([^}]+)\\}';
  });
  const regex = new RegExp(`^${pattern}$`);
  for (const path of Object.keys(paths)) {
    const match = regex.exec(path);
    if (!match) continue;
    const names = new Map(order.map((n, i) => [n, match[i + 1]!] as const));
    return { path, names };
  }
  return null;
}

/**
 * The old paths of src/shared/api/deprecated-paths.ts as operations of their own: a copy of the
 * successor's operation marked `deprecated`, naming its successor and the headers it answers
 * with. They are not routes (Fastify's rewriteUrl sends them to the new ones), so @fastify/swagger
 * cannot see them. A successor missing from the document is an error, so a stale alias is found
 * when the document is built, not by a client.
 */
export function withDeprecatedAliases<Doc extends { paths?: object }>(document: Doc): Doc {
  const paths = { ...(document.paths as Record<string, PathItem> | undefined) };
  for (const alias of DEPRECATED_PATHS) {
    const [, documentedPath = ''] = alias.documented.split(' ');
    const method = alias.method.toLowerCase();
    const successor = successorPath(paths, alias);
    const operation = successor && paths[successor.path]?.[method];
    if (!successor || !operation) {
      throw new Error(`deprecated path ${alias.documented}: no operation ${alias.method} ${alias.to}`);
    }
    // OpenAPI forbids two paths that differ only in placeholder names: share an existing one.
    const path = Object.keys(paths).find((p) => shape(p) === shape(documentedPath)) ?? documentedPath;
    const oldNames = placeholders(path);
    const rename = new Map<string, string>();
    successor.names.forEach((name, n) => {
      const old = oldNames[n - 1];
      if (old) rename.set(name, old);
    });
    const successorName = `${alias.method} ${successor.path}`;
    const copy: Operation = {
      ...structuredClone(operation),
      deprecated: true,
      summary: `Deprecated: use ${successorName}`,
      description: `Answered by ${successorName}, which new clients call; kept for desktop builds already in use.`,
      'x-successor-version': successorName,
    };
    for (const [status, response] of Object.entries(copy.responses ?? {})) {
      copy.responses![status] = {
        ...response,
        headers: { ...(response.headers as object), ...DEPRECATION_HEADERS },
      };
    }
    copy.parameters = copy.parameters?.map((p) =>
      p.in === 'path' && p.name && rename.has(p.name) ? { ...p, name: rename.get(p.name) } : p,
    );
    const item = { ...paths[path] };
    if (item[method]) throw new Error(`deprecated path ${alias.documented} collides with a route`);
    item[method] = copy;
    paths[path] = item;
  }
  return { ...document, paths };
}
