import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * Streams a private PDF (a CV) to a caller who has already been checked. `inline` for the app's
 * viewer, `attachment` for a download; the filename is given plain (ASCII) and in RFC 5987 form.
 * Private (no shared cache keeps it), nosniff (it is a PDF, whatever a browser guesses) and
 * sandboxed by CSP, so even opened on its own in a browser it runs nothing with the API's origin.
 */
export function sendPdf(
  reply: FastifyReply,
  file: { file: string; size: number },
  fileName: string,
  disposition: 'inline' | 'attachment',
): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', file.size)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(createReadStream(file.file));
}
