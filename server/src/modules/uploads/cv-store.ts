import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/app-error';
import { isPdf } from './document-type';
import { writeNewFile } from './write-new-file';

/**
 * Candidates' CVs (issue 19), under DATA_DIR/cvs: a folder the public GET /uploads/:name never
 * reads (it serves DATA_DIR/uploads, and only image names). Names are 128 random bits, so a
 * name is no way in either; the routes that serve a CV check who asks first.
 */
const STORED_NAME = /^[a-f0-9]{32}\.pdf$/;

export interface CvFile {
  /** The stored name (random), kept in the database. */
  name: string;
  size: number;
}

export interface CvStore {
  /** Checks the bytes are a PDF (415 otherwise) and writes them under a fresh name. */
  save(bytes: Buffer): Promise<CvFile>;
  /** A second file with the same bytes (an application keeps its own copy of the profile CV). */
  copy(name: string): Promise<CvFile | null>;
  /** The absolute path and size of a stored CV, or null when the name is not ours or the file is gone. */
  locate(name: string): Promise<{ file: string; size: number } | null>;
  /** Best effort: a file left behind costs disk, never correctness. */
  remove(name: string | null | undefined): Promise<void>;
  /** The stored files last written before `before` (the sweep's candidates). */
  writtenBefore(before: Date): Promise<string[]>;
}

const freshName = () => `${randomBytes(16).toString('hex')}.pdf`;

export function createCvStore(dataDir: string): CvStore {
  const dir = path.join(dataDir, 'cvs');
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
    return ready;
  };
  const fileOf = (name: string) => (STORED_NAME.test(name) ? path.join(dir, name) : null);

  return {
    async save(bytes) {
      if (!isPdf(bytes)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'upload.notAPdf');
      await ensureDir();
      const name = freshName();
      // 'wx': never overwrite (a clash of 128 random bits would be a bug worth a 500).
      await writeNewFile(path.join(dir, name), bytes, 0o600);
      return { name, size: bytes.length };
    },
    async copy(name) {
      const from = fileOf(name);
      if (!from) return null;
      await ensureDir();
      const to = freshName();
      try {
        await copyFile(from, path.join(dir, to), 1 /* COPYFILE_EXCL */);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const info = await stat(path.join(dir, to));
      return { name: to, size: info.size };
    },
    async locate(name) {
      const file = fileOf(name);
      if (!file) return null;
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { file, size: info.size } : null;
    },
    async remove(name) {
      const file = name ? fileOf(name) : null;
      if (file) await unlink(file).catch(() => {});
    },
    async writtenBefore(before) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names) {
        const file = fileOf(name);
        const info = file ? await stat(file).catch(() => null) : null;
        if (info?.isFile() && info.mtime.getTime() < before.getTime()) old.push(name);
      }
      return old;
    },
  };
}

/**
 * The name to keep for the candidate's own reference: the file's base name without control
 * characters or path parts, at most 120 characters, always ending in .pdf.
 */
export function cleanCvFileName(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.pdf$/i, '')
    .slice(0, 116)
    .trim();
  return `${cleaned || 'CV'}.pdf`;
}
