import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import { type TestApp, createTestApp } from '../helper';

/** A real 1×1 PNG, and bytes that start like a JPEG (only the signature is checked). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** Each test app gets its own DATA_DIR so uploads can be inspected and are removed after. */
export async function profileApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'conexao-profile-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  onTestFinished(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { ...t, dataDir };
}

export interface FilePart {
  field: string;
  bytes: Buffer;
  name: string;
  type: string;
}

export function form(fields: Record<string, string>, file?: FilePart): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

export function send(
  t: TestApp,
  method: 'PUT' | 'POST',
  url: string,
  payload: FormData | Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });
}

export const SETUP_FIELDS = {
  first_name: '  Ana ',
  last_name: 'Baptista',
  phone: '+244 923 000 000',
  designation: 'HR Manager',
  company_name: 'Sonangol Digital',
  description: 'Energy and technology',
  city: 'Luanda',
  company_phone: '+244 222 000 000',
  website: 'sonangol.co.ao',
  industry: 'Energy',
};
