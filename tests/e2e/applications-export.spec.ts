import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { applyTo, candidateWith, employerWithJob, openSignedIn } from './support/api';

/**
 * Issue 19, the recruiter's day: 'Export CSV' on the Applications screen downloads what the
 * filter shows, through the real stack (API on another origin, so the file name crosses CORS).
 * The file is read back as a spreadsheet would: BOM, `;`, the header in the language the app
 * shows, a known row, a neutralised formula.
 */

const tag = Date.now().toString(36);

test('an employer exports the filtered applications as CSV, headed in Portuguese', async ({ page }) => {
  const title = `Estágio "Júnior"; Finanças ${tag}`;
  const { employer, jobId } = await employerWithJob({ title, industry: 'Finance' });
  for (const [first, last] of [
    ['João', `Ngola${tag}`],
    ['=cmd', `Kiala${tag}`],
  ] as const) {
    const candidate = await candidateWith({
      first_name: first,
      last_name: last,
      phone: '+244 923 000 000',
      city: 'Luanda',
      skills: JSON.stringify(['Excel']),
      availability: 'Full-time',
      headline: 'Contabilista',
    });
    await applyTo(jobId, candidate);
  }

  await openSignedIn(page, employer, `/application?internshipId=${jobId}`);
  await page.getByTestId('language-trigger').click();
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('link', { name: `Ver perfil de João Ngola${tag}` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
  expect(rows[0]).toEqual(['Candidato', 'Vaga', 'Data', 'Estado']);
  // Newest first, as the list; the formula kept as text.
  expect(rows.slice(1).map((r) => r[0])).toEqual([`'=cmd Kiala${tag}`, `João Ngola${tag}`]);
  expect(rows[2]).toEqual([
    `João Ngola${tag}`,
    title,
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    'Pendente',
  ]);
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
});
