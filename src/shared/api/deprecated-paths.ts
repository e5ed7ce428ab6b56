/**
 * Paths the API answered before each URL prefix got exactly one owning module. They still work
 * (old desktop builds in the field call them), answered by the new route with a `Deprecation`
 * header and a `Link: <new path>; rel="successor-version"`. New code calls the new paths.
 * Each entry: method, a pattern for the old path (query string excluded) and its replacement.
 */
export interface DeprecatedPath {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Anchored; `([^/?]+)` groups are substituted into `to` as $1, $2… */
  from: RegExp;
  to: string;
  /** The old path as documentation shows it. */
  documented: string;
}

export const DEPRECATED_PATHS: readonly DeprecatedPath[] = [
  { method: 'GET', from: /^\/user\/?$/, to: '/candidates', documented: 'GET /user' },
  // /user/details is the user module's own; any other single segment was a candidate id.
  {
    method: 'GET',
    from: /^\/user\/(?!details$)([^/?]+)$/,
    to: '/candidates/$1',
    documented: 'GET /user/{id}',
  },
  {
    method: 'POST',
    from: /^\/internship\/([^/?]+)\/apply$/,
    to: '/applications/apply/$1',
    documented: 'POST /internship/{id}/apply',
  },
  {
    method: 'GET',
    from: /^\/internship\/applications\/?$/,
    to: '/applications',
    documented: 'GET /internship/applications',
  },
  {
    method: 'GET',
    // count and daily are the jobs module's own statistics, not single applications.
    from: /^\/internship\/applications\/(?!count$|daily$)([^/?]+)$/,
    to: '/applications/$1',
    documented: 'GET /internship/applications/{id}',
  },
  // Issue 19 named the bulk move under the old prefix: it answers there too, as an alias.
  {
    method: 'POST',
    from: /^\/internship\/applications\/status$/,
    to: '/applications/status',
    documented: 'POST /internship/applications/status',
  },
  {
    method: 'PUT',
    from: /^\/internship\/application\/([^/?]+)$/,
    to: '/applications/$1/status',
    documented: 'PUT /internship/application/{id}',
  },
];

/** The new path for an old one (query string kept), or null when `url` is not deprecated. */
export function successorOf(method: string, url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  for (const alias of DEPRECATED_PATHS) {
    if (alias.method !== method) continue;
    const match = alias.from.exec(path);
    if (match) return alias.to.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '') + query;
  }
  return null;
}
