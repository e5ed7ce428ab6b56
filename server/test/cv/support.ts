import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sampleCv } from '../../src/seed/sample-cv';
import type { TestApp } from '../helper';
import { form } from '../profile/support';

/** A real PDF (pdfkit), as a candidate's CV. */
export const pdfBytes = (name = 'Ana Tavares') =>
  sampleCv({ name, headline: 'Analista de Dados', city: 'Luanda', skills: ['SQL'] });

/** An HTML page renamed to .pdf and declared as application/pdf: only its bytes tell. */
export const HTML_AS_PDF = Buffer.from(
  '<!doctype html><html><body><script>alert(document.domain)</script>%PDF-1.7 %%EOF</body></html>',
);

/** Starts like a PDF, but the file ends before its end-of-file marker (a cut-off upload). */
export const TRUNCATED_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

export function cvForm(bytes: Buffer, fields: Record<string, string> = {}, name = 'cv-ana.pdf'): FormData {
  return form(fields, { field: 'cv', bytes, name, type: 'application/pdf' });
}

export function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: FormData,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, payload: payload as never, headers: { authorization: token } });
}

export function getAs(t: TestApp, url: string, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
}

/** The files in DATA_DIR/cvs (none written yet: an empty list). */
export async function storedCvs(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'cvs')).catch(() => []);
}
