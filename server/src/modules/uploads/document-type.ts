/**
 * Whether bytes are a PDF document, judged by their content (the name and the declared type come
 * from the client and prove nothing: a renamed HTML page says "cv.pdf" just as well).
 */

const HEADER = '%PDF-';
const END_OF_FILE = '%%EOF';
/** Writers may put a little junk before the header and after the last %%EOF; readers accept 1 KB. */
const SLACK = 1024;

/** The first bytes say PDF (what a payment proof needs: it is only stored, never shown). */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, SLACK)).toString('latin1').startsWith(HEADER);
}

/**
 * A complete PDF: the header at the very start and an end-of-file marker near the end. A CV is
 * shown to employers inside the app, so a file that only begins like a PDF (a truncated upload,
 * an HTML page with a PDF-looking first line) is refused.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!hasPdfHeader(bytes)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(HEADER.length, bytes.length - SLACK))).toString('latin1');
  return tail.includes(END_OF_FILE);
}
