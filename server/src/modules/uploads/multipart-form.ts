import { UPLOAD_MAX_BYTES } from '@shared/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** The text fields of a form and its one optional file. */
export interface FormInput {
  fields: Record<string, unknown>;
  /** `name`: the file name the client gave (for display only; never a path on disk). */
  file: { field: string; bytes: Buffer; name?: string } | null;
}

const MAX_FIELDS = 40;
/** Long enough for a company description; the schemas apply the real per-field limits. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'upload.tooLarge', { max: MAX_MB });

/**
 * Reads a multipart form (docs/product.md §7 sends the profile calls as multipart) into plain fields and
 * at most one file from `fileFields`. A JSON body is accepted too, for scripts and tests.
 * The whole file is buffered: at 5 MB that is cheap, and the bytes must be checked anyway.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
    }
    return { fields: { ...(body as Record<string, unknown> | undefined) }, file: null };
  }

  const fields: Record<string, unknown> = Object.create(null);
  let file: FormInput['file'] = null;
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input is how some browsers send "no file chosen".
        if (bytes.length === 0) continue;
        if (!fileFields.includes(part.fieldname)) {
          throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
        }
        file = { field: part.fieldname, bytes, name: part.filename };
      } else {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw new AppError(400, 'VALIDATION_ERROR', 'profile.tooLong');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'VALIDATION_ERROR', 'upload.tooManyFiles');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
      throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidRequest');
    }
    // Nothing here but the parser reads the request: whatever else fails (no boundary, an
    // unterminated part, a malformed header, random bytes, a client that hung up mid-form) is
    // the sender's form, not our fault. Nothing has been written yet, so a 400 loses nothing.
    throw new AppError(400, 'VALIDATION_ERROR', 'errors.invalidForm');
  }
  return { fields: { ...fields }, file };
}
