import { open } from 'node:fs/promises';

/** Writes `bytes` to a file that must not exist yet ('wx': an existing one is never overwritten, EEXIST). */
export async function writeNewFile(file: string, bytes: Buffer, mode: number): Promise<void> {
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(bytes);
  } finally {
    await handle.close();
  }
}
