import { Readable } from 'node:stream';
import type { ApplicationStatus, Lang } from '@shared/domain';
import { APPLICATION_STATUSES } from '@shared/domain';
import { type MessageKey, translate } from '@shared/i18n';
import type { Clock } from '../../clock';
import type { ListAnchor } from '../../db/keyset';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { luandaDate } from '../../lib/luanda-day';
import type { ApplicationFilters, ApplicationsRepository, SearchMatches } from './repository';
import { type ListApplicationsInput, applicationFilters, jobNotFound } from './service';

/**
 * The applications list as a CSV file (docs/product.md §10, "Exporting applications"): what the
 * list's filter matches, all of it, newest first. Rows are read in batches with a keyset cursor
 * and written as the reply drains, so 100,000 rows never sit in memory at once; each batch is one
 * short query (no transaction held while a slow client downloads).
 */

export const EXPORT_BATCH_SIZE = 1000;

/**
 * The columns, labelled as the list labels them. What an employer sees of a candidate has no
 * email or phone (docs/product.md §3 User), so neither has the file.
 */
const COLUMNS: readonly MessageKey[] = [
  'applications.col.candidate',
  'applications.col.job',
  'applications.col.date',
  'applications.col.status',
];

/** The list's filters (ListApplicationsInput's companyId: none means a header-only file). */
export type ExportInput = Omit<ListApplicationsInput, 'page' | 'perPage'> & { lang: Lang };

export interface CsvExport {
  fileName: string;
  /** Bytes, not objects: the reply's buffer is counted in bytes, so backpressure bites at ~16 KB. */
  body: Readable;
}

type Rows = Awaited<ReturnType<ApplicationsRepository['exportBatch']>>;

export function createApplicationsExport(
  repo: ApplicationsRepository,
  clock: Clock,
  /** Rows per query; tests make it small to cross batch boundaries with a few rows. */
  batchSize = EXPORT_BATCH_SIZE,
) {
  return {
    /**
     * Refusals (a job of another company: 404, as the job's own page answers) happen here, before
     * the first byte, so they are ordinary error answers; only the rows are read while streaming.
     */
    async open(input: ExportInput): Promise<CsvExport> {
      const fileName = `applications-${luandaDate(clock.now())}.csv`;
      if (input.internshipId) {
        const job = await repo.findInternship(input.internshipId);
        if (!job || !input.companyId || job.companyId !== input.companyId) throw jobNotFound();
      }
      if (!input.companyId) return { fileName, body: Readable.from([CSV_BOM + header(input.lang)], BYTES) };
      const filters = applicationFilters(input.companyId, input);
      const matches = filters.search ? await repo.searchMatches(filters.companyId, filters.search) : null;
      return { fileName, body: Readable.from(lines(repo, filters, matches, input.lang, batchSize), BYTES) };
    },
  };
}

export type ApplicationsExport = ReturnType<typeof createApplicationsExport>;

const BYTES = { objectMode: false } as const;

function header(lang: Lang): string {
  return csvRow(COLUMNS.map((key) => translate(lang, key)));
}

/**
 * The file, one chunk per batch. Readable.from pulls the next batch only when the reply has room;
 * an error (the database gone mid-export) destroys the stream, and Fastify then cuts the
 * connection: the download fails instead of ending as a short file that looks complete.
 */
async function* lines(
  repo: ApplicationsRepository,
  filters: ApplicationFilters,
  matches: SearchMatches | null,
  lang: Lang,
  batchSize: number,
): AsyncGenerator<string> {
  const status = Object.fromEntries(
    APPLICATION_STATUSES.map((s) => [s, translate(lang, `applications.status.${s}`)]),
  ) as Record<ApplicationStatus, string>;
  const unnamed = translate(lang, 'applications.unnamed');
  const toLine = (row: Rows[number]) =>
    csvRow([
      [row.firstName, row.lastName].filter(Boolean).join(' ') || unnamed,
      row.title,
      luandaDate(row.createdAt),
      status[row.status],
    ]);

  yield CSV_BOM + header(lang);
  let from: ListAnchor | null = null;
  for (;;) {
    const rows: Rows = await repo.exportBatch(filters, matches, from, batchSize);
    if (rows.length > 0) yield rows.map(toLine).join('');
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    from = { createdAt: last.cursor, id: last.id };
  }
}
