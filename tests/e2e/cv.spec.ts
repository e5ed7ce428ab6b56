import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { ApplyResponse } from '../../src/shared/api/applications';
import { applyTo, candidateWith, createAccount, employerWithJob, openSignedIn } from './support/api';

/**
 * Issue 19 on the real stack: a candidate applies with a CV (multipart, through the API); the
 * employer opens the application in the app, sees the CV in the viewer (fed from a blob: URL the
 * app made from the bytes it fetched with its token) and downloads it.
 */

const tag = Date.now().toString(36);

/** A small but complete PDF (header, one page, xref table, trailer, %%EOF), offsets computed. */
function tinyPdf(text: string): Buffer {
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

/** An employer and their job, which the candidates apply to. */
const employerWithDataJob = () =>
  employerWithJob({
    title: `Estágio em Dados ${tag}`,
    description: 'Relatórios e painéis.',
    responsibilities: 'Limpeza de dados.',
  });

test('the employer reads and downloads the CV a candidate applied with', async ({ page }) => {
  const { employer, jobId } = await employerWithDataJob();
  const candidate = await candidateWith({
    first_name: 'Ana',
    last_name: `Tavares ${tag}`,
    phone: '+244 923 000 000',
    city: 'Luanda',
  });

  const pdf = tinyPdf(`CV Ana Tavares ${tag}`);
  const form = new FormData();
  form.append('cover_letter', 'Segue o meu CV.');
  form.append('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'ana-tavares.pdf');
  const response = await fetch(`${process.env.E2E_API_URL}/applications/apply/${jobId}`, {
    method: 'POST',
    headers: { authorization: candidate.token },
    body: form,
  });
  expect(response.status).toBe(201);
  const applied = (await response.json()) as ApplyResponse;

  await openSignedIn(page, employer, `/detail-view/${applied.data.id}`);
  const cv = page.getByRole('region', { name: 'CV' });
  await expect(cv).toContainText('ana-tavares.pdf');

  // The viewer holds exactly the bytes the candidate sent, from a blob: URL the app made.
  const viewer = page.getByLabel(`CV of Ana Tavares ${tag}`);
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute('type', 'application/pdf');
  const source = await viewer.getAttribute('data');
  expect(source).toMatch(/^blob:/);
  const shown = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return Array.from(bytes);
  }, source!);
  expect(Buffer.from(shown).equals(pdf)).toBe(true);

  const downloading = page.waitForEvent('download');
  await cv.getByRole('button', { name: 'Download CV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`CV Ana Tavares ${tag}.pdf`);
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.equals(pdf)).toBe(true);
});

test('an application without a CV says so', async ({ page }) => {
  const { employer, jobId } = await employerWithDataJob();
  const applicationId = await applyTo(jobId, await createAccount('CANDIDATE'));
  await openSignedIn(page, employer, `/detail-view/${applicationId}`);
  await expect(page.getByText('No CV attached.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CV' })).toHaveCount(0);
});
