import { acceptsEncoding } from '@shared/api/accept-encoding';

/**
 * Whether an If-None-Match header (RFC 9110 §13.1.2: `*`, or a comma-separated list of entity
 * tags, weak ones prefixed with W/) names `etag`. Weak comparison, as the RFC asks for GET.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Whether Accept-Encoding allows gzip (listed without `q=0`). Browsers and Electron always send it. */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsEncoding(header, 'gzip');
}
