import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { uploadRoutes } from './routes';
import { type UploadStore, createUploadStore } from './upload-store';

export { type FormInput, readForm } from './multipart-form';
export { type UploadStore, UPLOADS_PREFIX } from './upload-store';

/** One store per app (keyed by its context), shared by the profile and company modules. */
const stores = new WeakMap<AppContext, UploadStore>();

export function uploadStoreOf(app: FastifyInstance): UploadStore {
  let store = stores.get(app.ctx);
  if (!store) {
    store = createUploadStore(app.ctx.config.dataDir);
    stores.set(app.ctx, store);
  }
  return store;
}

export async function registerUploadsModule(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes, { store: uploadStoreOf(app) });
}
