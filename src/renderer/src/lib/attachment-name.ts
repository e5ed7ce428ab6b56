/**
 * The file name a download's `Content-Disposition` gives (RFC 6266): `filename*` (RFC 8187,
 * UTF-8 percent-encoded) when present, else the plain `filename`; null when there is none (a
 * header the browser was not allowed to read across origins counts as none).
 */
export function attachmentName(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return safeName(decodeURIComponent(extended[1]));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return safeName(plain?.[1] ?? plain?.[2] ?? '');
}

/** A name, never a path: whatever a server says, the file lands in the downloads folder. */
function safeName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
