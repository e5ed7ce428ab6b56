import type { ApplyResponse } from '../../../src/shared/api/applications';
import type { Account } from './api';

/** A small but complete PDF (header, one page, xref table, trailer, %%EOF), offsets computed. */
export function tinyPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** `candidate` applies to the job with a CV, multipart as the candidates' app sends it; the application's id. */
export async function applyWithCv(
  jobId: string,
  candidate: Account,
  pdf: Buffer,
  fileName: string,
  coverLetter = '',
): Promise<string> {
  const form = new FormData();
  if (coverLetter) form.append('cover_letter', coverLetter);
  form.append('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), fileName);
  const response = await fetch(`${process.env.E2E_API_URL}/applications/apply/${jobId}`, {
    method: 'POST',
    headers: { authorization: candidate.token },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`apply with a CV: ${response.status} ${await response.text()}`);
  return ((await response.json()) as ApplyResponse).data.id;
}
