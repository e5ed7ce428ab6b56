/**
 * `Content-Disposition: attachment` for a download (RFC 6266): the plain `filename` for old
 * clients, with anything outside printable ASCII (and the quote and backslash) replaced, and
 * `filename*` (RFC 8187: UTF-8, percent-encoded) with the exact name for every current one.
 */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
