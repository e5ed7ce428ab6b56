import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './routes';

export { type CvFile, type CvStore, cleanCvFileName, createCvStore } from './cv-store';
export { type FormInput, readForm } from './multipart-form';
export { sendPdf } from './send-pdf';
export { type UploadStore, UPLOADS_PREFIX, createUploadStore } from './upload-store';

/** GET /uploads/:name serves what the store (app.ctx.uploads) saved for the profile and company modules. */
export async function registerUploadsModule(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes, { store: app.ctx.uploads });
}
