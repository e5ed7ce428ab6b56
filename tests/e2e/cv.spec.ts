import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { applyTo, candidateWith, createAccount, employerWithJob, openSignedIn } from './support/api';
import { applyWithCv, tinyPdf } from './support/pdf';

/**
 * Issue 19 on the real stack: a candidate applies with a CV (multipart, through the API); the
 * employer opens the application in the app, sees the CV in the viewer (fed from a blob: URL the
 * app made from the bytes it fetched with its token) and downloads it.
 */

const tag = Date.now().toString(36);

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
  const applicationId = await applyWithCv(jobId, candidate, pdf, 'ana-tavares.pdf', 'Segue o meu CV.');

  await openSignedIn(page, employer, `/detail-view/${applicationId}`);
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
