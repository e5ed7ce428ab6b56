import { randomInt } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_ID_LENGTH } from '@shared/constants';
import { AppError } from '../../http/app-error';
import { type ImageExtension, detectImageType } from './image-type';
import { writeNewFile } from './write-new-file';

/** Public path prefix of stored files; the database keeps `/uploads/<name>`. */
export const UPLOADS_PREFIX = '/uploads/';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/**
 * The only names the store ever writes, hence the only names it ever reads: a request for
 * anything else (`..`, slashes, encoded tricks, other extensions) cannot name a file at all.
 */
export const STORED_NAME = new RegExp(`^[a-z0-9]{${UPLOAD_ID_LENGTH}}\\.(png|jpg)$`);

function randomId(): string {
  let id = '';
  for (let i = 0; i < UPLOAD_ID_LENGTH; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export interface UploadStore {
  dir: string;
  /** Checks the bytes, writes under a fresh name, answers the public `/uploads/<name>` path. */
  saveImage(bytes: Buffer): Promise<string>;
  /** Absolute file path for a public name, or null when the name is not one of ours. */
  resolve(name: string): { file: string; extension: ImageExtension } | null;
  /** Best effort: removes a file this store wrote; other values (social-login URLs) are left alone. */
  remove(storedPath: string | null | undefined): Promise<void>;
}

export function createUploadStore(dataDir: string): UploadStore {
  const dir = path.join(dataDir, 'uploads');
  let ready: Promise<unknown> | null = null;

  const resolve: UploadStore['resolve'] = (name) => {
    const match = STORED_NAME.exec(name);
    if (!match) return null;
    return { file: path.join(dir, name), extension: match[1] as ImageExtension };
  };

  return {
    dir,
    resolve,
    async saveImage(bytes) {
      const extension = detectImageType(bytes);
      if (!extension) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'upload.notAnImage');
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      // 36^8 names make a clash rare; 'wx' makes one harmless (never overwrite, just retry).
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const name = `${randomId()}.${extension}`;
        try {
          await writeNewFile(path.join(dir, name), bytes, 0o644);
          return `${UPLOADS_PREFIX}${name}`;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
      throw new Error('could not find a free upload name');
    },
    async remove(storedPath) {
      if (!storedPath?.startsWith(UPLOADS_PREFIX)) return;
      const target = resolve(storedPath.slice(UPLOADS_PREFIX.length));
      if (target) await unlink(target.file).catch(() => {});
    },
  };
}
