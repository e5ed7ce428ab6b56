import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EXPORTS_MAX, EXPORTS_WINDOW_MINUTES } from '@shared/constants';
import { registerErrorHandling } from '../../src/http/error-handler';
import { createApplicationsExport } from '../../src/modules/applications/export-csv';
import { createApplicationsRepository } from '../../src/modules/applications/repository';
import { addMember } from '../company-fixture';
import { type TestApp, testApp } from '../helper';
import { person } from '../teams/fixtures';
import { type Account, apply, call, candidate, employer, job } from './fixtures';

/**
 * GET /applications/export.csv (docs/product.md §10, "Exporting applications"): the file is read
 * back with a real CSV parser, as a spreadsheet would read it (BOM, `;`, RFC 4180 quoting).
 */

const EXPORT = '/applications/export.csv';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function readCsv(body: Buffer | string): string[][] {
  return parse(body, { bom: true, delimiter: ';', record_delimiter: '\r\n', relax_column_count: false });
}

async function exportCsv(t: TestApp, token: string, query = '', lang = 'pt') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${EXPORT}${query}`,
    headers: { authorization: token, 'accept-language': lang },
  });
  return { response, rows: response.statusCode === 200 ? readCsv(response.rawPayload) : [] };
}

/** Candidates whose names a spreadsheet would misread: formulas, separators, quotes, line breaks. */
async function hostileNames(t: TestApp, jobId: string): Promise<Account[]> {
  const names: Array<[string, string]> = [
    ['João', 'Ngola'],
    ['=cmd|', "' /C calc'!A0"],
    ['+SUM(1', '1)'],
    ['-2+3', 'Kiala'],
    ['@SUM(A1)', 'Tavares'],
    ['Ana; Maria', 'da "Silva"'],
  ];
  const people: Account[] = [];
  // Control characters are refused in input (§5), but a name may hold a line break or start with
  // a tab if written some other way: the file must still read back as one cell.
  names.push(['Linha', 'Dupla\r\nSegunda'], ['\tTab', 'Inicial']);
  for (const [firstName, lastName] of names) {
    const who = await person(t, 'CANDIDATE', { firstName, lastName });
    await apply(t, jobId, { token: who.token, userId: who.id });
    people.push({ token: who.token, userId: who.id });
  }
  return people;
}

describe('GET /applications/export.csv', () => {
  // Eight candidates apply through the API: on a busy 2-core machine that outlasts the default 30 s.
  it('is a UTF-8 CSV with BOM, `;` and CRLF, headed in the caller language, formulas neutralised', {
    timeout: 120_000,
  }, async () => {
    const t = await testApp();
    const boss = await employer(t);
    const title = 'Estágio "Júnior"; Finanças e Contabilidade';
    const jobId = await job(t, boss, title);
    await hostileNames(t, jobId);

    const { response, rows } = await exportCsv(t, boss.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date(t.clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="applications-${today}.csv"; filename*=UTF-8''applications-${today}.csv`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    // Every record ends with CRLF, the last one too; the one line break inside a cell is quoted.
    const text = response.rawPayload.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);

    const [header, ...records] = rows;
    expect(header).toEqual(['Candidato', 'Vaga', 'Data', 'Estado']);
    expect(records).toHaveLength(8);
    // Newest first, as the list.
    const names = records.map((r) => r[0]);
    expect(names).toEqual([
      "'\tTab Inicial",
      'Linha Dupla\r\nSegunda',
      'Ana; Maria da "Silva"',
      "'@SUM(A1) Tavares",
      "'-2+3 Kiala",
      "'+SUM(1 1)",
      "'=cmd| ' /C calc'!A0",
      'João Ngola',
    ]);
    for (const record of records) {
      expect(record[1]).toBe(title);
      expect(record[2]).toBe(today);
      expect(record[3]).toBe('Pendente');
    }
    // A neutralised cell is also quoted in the file (OWASP), so no reader splits it.
    expect(text).toContain(`"'=cmd| ' /C calc'!A0";`);
  });

  it('answers in English for an English caller and shows the moved status as the list labels it', async () => {
    const t = await testApp();
    const boss = await employer(t);
    const jobId = await job(t, boss, 'Analista de Dados');
    const maria = await candidate(t, { first_name: 'Maria', last_name: 'Kiala' });
    const id = await apply(t, jobId, maria);
    await call(t, 'PUT', `/applications/${id}/status`, boss.token, { status: 'SHORTLISTED' });
    const { rows } = await exportCsv(t, boss.token, '', 'en-GB,en;q=0.9');
    expect(rows).toEqual([
      ['Candidate', 'Job', 'Date', 'Status'],
      ['Maria Kiala', 'Analista de Dados', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'Shortlisted'],
    ]);
  });

  it('holds exactly what the list filter matches (status, job, accent-free search), across batches', async () => {
    const t = await testApp();
    const boss = await employer(t);
    const finance = await job(t, boss, 'Estágio em Finanças');
    const design = await job(t, boss, 'Designer Gráfico');
    const people = await Promise.all(
      ['Ângela', 'Bento', 'Célia', 'Dário', 'Eva'].map((first) =>
        candidate(t, { first_name: first, last_name: 'Lopes' }),
      ),
    );
    for (const who of people) await apply(t, finance, who);
    const [ids] = [await Promise.all(people.slice(0, 2).map((who) => apply(t, design, who)))];
    await call(t, 'PUT', `/applications/${ids[0]}/status`, boss.token, { status: 'HIRED' });

    const listNames = async (query: string) => {
      const list = await call(t, 'GET', `/applications?perPage=100${query}`, boss.token);
      const body = list.json() as {
        data: { applications: Array<{ user: { first_name: string; last_name: string } }> };
      };
      return body.data.applications.map((a) => `${a.user.first_name} ${a.user.last_name}`);
    };
    for (const query of [
      '',
      '&status=HIRED',
      `&internshipId=${design}`,
      '&search=angela',
      '&search=grafico',
    ]) {
      const { response, rows } = await exportCsv(t, boss.token, query ? `?${query.slice(1)}` : '');
      expect(response.statusCode, query).toBe(200);
      expect(
        rows.slice(1).map((r) => r[0]),
        query,
      ).toEqual(await listNames(query));
    }

    // Batches of two rows: seven applications cross three boundaries, none lost or repeated.
    const repo = createApplicationsRepository(t.database.db);
    const { body } = await createApplicationsExport(repo, t.clock, 2).open({
      companyId: boss.companyId,
      lang: 'en',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const records = readCsv(Buffer.concat(chunks)).slice(1);
    expect(records.map((r) => r[0])).toEqual(await listNames(''));
    expect(records).toHaveLength(7);
  });

  it("holds only the caller's company: another company's job is a 404, its applications never appear", async () => {
    const t = await testApp();
    const mine = await employer(t, 'Empresa A');
    const theirs = await employer(t, 'Empresa B');
    const myJob = await job(t, mine, 'Vaga da Empresa A');
    const theirJob = await job(t, theirs, 'Vaga da Empresa B');
    const who = await candidate(t, { first_name: 'Paulo', last_name: 'Mendes' });
    await apply(t, myJob, who);
    await apply(t, theirJob, who);

    const { response, rows } = await exportCsv(t, mine.token);
    expect(response.statusCode).toBe(200);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Vaga da Empresa A']);

    const refused = await exportCsv(t, mine.token, `?internshipId=${theirJob}`, 'en');
    expect(refused.response.statusCode).toBe(404);
    expect(refused.response.json()).toEqual({ code: 'NOT_FOUND', message: 'No internship found' });
    expect(refused.response.body).not.toContain('Empresa B');

    // An employer without a company gets the header only; a bad filter is a 400 with a message.
    const loner = await person(t, 'EMPLOYER');
    const empty = await exportCsv(t, loner.token);
    expect(empty.response.statusCode).toBe(200);
    expect(empty.rows).toEqual([['Candidato', 'Vaga', 'Data', 'Estado']]);
    const bad = await exportCsv(t, mine.token, '?status=ARCHIVED', 'en');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('is for members who may read applicants (viewers too); candidates 403, no token 401', async () => {
    const t = await testApp();
    const boss = await employer(t);
    const jobId = await job(t, boss, 'Técnico de Redes');
    await apply(t, jobId, await candidate(t, { first_name: 'Rui', last_name: 'Neto' }));
    const viewer = await person(t, 'EMPLOYER');
    await addMember(t.database.db, boss.companyId, viewer.id, 'VIEWER');
    const asViewer = await exportCsv(t, viewer.token);
    expect(asViewer.response.statusCode).toBe(200);
    expect(asViewer.rows[1]?.[0]).toBe('Rui Neto');

    const asCandidate = await exportCsv(t, (await person(t, 'CANDIDATE')).token);
    expect(asCandidate.response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: EXPORT });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`refuses a member's export past ${EXPORTS_MAX} in ${EXPORTS_WINDOW_MINUTES} minutes (429, says when), not a colleague's`, async () => {
    const t = await testApp();
    const boss = await employer(t);
    await job(t, boss, 'Analista');
    const colleague = await person(t, 'EMPLOYER');
    await addMember(t.database.db, boss.companyId, colleague.id, 'VIEWER');
    for (let i = 0; i < EXPORTS_MAX; i += 1) {
      expect((await exportCsv(t, boss.token)).response.statusCode).toBe(200);
    }
    const refused = await exportCsv(t, boss.token, '', 'en');
    expect(refused.response.statusCode).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.response.json().message).toMatch(
      new RegExp(
        `^You have exported ${EXPORTS_MAX} files in the last ${EXPORTS_WINDOW_MINUTES} minutes\\. Please try again in \\d+ min\\.$`,
      ),
    );
    const emPortugues = await exportCsv(t, boss.token, '', 'pt');
    expect(emPortugues.response.json().message).toMatch(/^Exportou \d+ ficheiros/);
    // The limit is the member's own.
    expect((await exportCsv(t, colleague.token)).response.statusCode).toBe(200);
  });

  it('cuts the connection when the rows fail mid-file, so no short file looks complete', async () => {
    const t = await testApp();
    const boss = await employer(t);
    const jobId = await job(t, boss, 'Estágio em Logística');
    for (const first of ['Ana', 'Bela', 'Carla', 'Dina', 'Elsa']) {
      await apply(t, jobId, await candidate(t, { first_name: first, last_name: 'Costa' }));
    }
    // The real repository, whose second batch fails as a lost database would.
    const repo = createApplicationsRepository(t.database.db);
    let batches = 0;
    const failing = {
      ...repo,
      exportBatch: async (...args: Parameters<typeof repo.exportBatch>) => {
        batches += 1;
        if (batches === 2) throw new Error('connection to the database lost');
        return repo.exportBatch(...args);
      },
    };
    const exporter = createApplicationsExport(failing, t.clock, 2);
    // The app's own error handling around a route that sends the export as the real one does.
    const app = Fastify({ logger: false });
    onTestFinished(() => app.close());
    registerErrorHandling(app);
    app.get('/export.csv', async (_request, reply) => {
      const { body } = await exporter.open({ companyId: boss.companyId, lang: 'en' });
      return reply.header('content-type', 'text/csv; charset=utf-8').send(body);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const request = httpRequest({ host: '127.0.0.1', port, path: '/export.csv' });
    request.end();
    const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
    expect(response.statusCode).toBe(200);
    const received: Buffer[] = [];
    response.on('data', (chunk: Buffer) => received.push(chunk));
    const outcome = await new Promise<string>((resolve) => {
      response.on('end', () => resolve('complete'));
      response.on('aborted', () => resolve('aborted'));
      response.on('error', () => resolve('aborted'));
    });
    expect(outcome).toBe('aborted');
    expect(response.complete).toBe(false);
    // The first batch did arrive; the download as a whole failed.
    expect(
      readCsv(Buffer.concat(received))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Elsa Costa', 'Dina Costa']);
    expect(batches).toBe(2);
  });
});
