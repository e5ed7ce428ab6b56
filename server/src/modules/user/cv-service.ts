import type { CvSummary } from '@shared/api/cv';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { type CvStore, type FormInput, cleanCvFileName } from '../uploads';
import type { CvRepository } from './cv-repository';

const cvNotFound = () => new AppError(404, 'NOT_FOUND', 'cv.notFound');

const summary = (row: { fileName: string; sizeBytes: number; uploadedAt: Date }): CvSummary => ({
  file_name: row.fileName,
  size: row.sizeBytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

/**
 * The CV on a candidate's own profile (docs/product.md §3 CV): upload or replace, read, remove.
 * Applications keep their own copies, so nothing here changes a CV already sent.
 */
export function createCvService(repo: CvRepository, store: CvStore, clock: Clock) {
  return {
    async get(userId: string): Promise<CvSummary | null> {
      const row = await repo.find(userId);
      return row ? summary(row) : null;
    },

    async replace(userId: string, file: FormInput['file']): Promise<CvSummary> {
      if (!file) throw new AppError(400, 'VALIDATION_ERROR', 'cv.required');
      const saved = await store.save(file.bytes);
      const result = await repo
        .replace(userId, {
          storedName: saved.name,
          fileName: cleanCvFileName(file.name),
          sizeBytes: saved.size,
          uploadedAt: clock.now(),
        })
        .catch(async (error: unknown) => {
          await store.remove(saved.name);
          throw error;
        });
      await store.remove(result.replaced);
      return summary(result.row);
    },

    async remove(userId: string): Promise<void> {
      const storedName = await repo.remove(userId);
      if (!storedName) throw cvNotFound();
      await store.remove(storedName);
    },

    async file(userId: string) {
      const row = await repo.find(userId);
      const file = row ? await store.locate(row.storedName) : null;
      if (!row || !file) throw cvNotFound();
      return { file, fileName: row.fileName };
    },
  };
}

export type CvService = ReturnType<typeof createCvService>;
