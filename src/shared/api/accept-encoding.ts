/**
 * Whether an Accept-Encoding header (RFC 9110 §12.5.3) allows `coding`: listed by name or as `*`,
 * without `q=0`. The API server asks it for gzip (http/conditional.ts), the web build's preview
 * server for Brotli (vite.brotli-plugin.ts).
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
