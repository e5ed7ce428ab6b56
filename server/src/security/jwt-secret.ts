import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when given; otherwise a secret generated on first start and kept in
 * DATA_DIR/jwt-secret (owner-only), so tokens survive restarts without any setup.
 */
export async function resolveJwtSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  await mkdir(dataDir, { recursive: true });
  // Written whole to a private temp file, then linked into place: link() fails if the file
  // exists, so two processes starting together agree on one secret and never read half of it.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
