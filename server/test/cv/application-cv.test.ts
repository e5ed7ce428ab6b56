import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationCvs, applications } from '../../src/db/schema';
import { profileApp } from '../profile/support';
import { data, insertJob, member, person, removeThroughApi, signIn, team } from '../teams/fixtures';
import { HTML_AS_PDF, TRUNCATED_PDF, cvForm, getAs, pdfBytes, sendForm, storedCvs } from './support';

/**
 * Issue 19, the CV of an application: sent as multipart with the application (new path and the
 * deprecated alias), checked by content, and served only to the company applied to and the
 * candidate; everyone else gets the 404 of an application that does not exist.
 */

async function world() {
  const t = await profileApp();
  const company = await team(t, 'Cv');
  const other = await team(t, 'Outra');
  const jobId = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} job`);
  const applicant = await person(t, 'CANDIDATE', { firstName: 'Ana', lastName: 'Tavares' });
  return { t, company, other, jobId, applicant };
}

async function applicationsOf(t: Awaited<ReturnType<typeof world>>['t'], jobId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.internshipId, jobId));
  return row?.n ?? 0;
}

describe('applying with a CV', () => {
  it('stores the PDF sent as multipart and shows it in the detail; the owner reads the same bytes', async () => {
    const { t, company, jobId, applicant } = await world();
    const pdf = await pdfBytes();
    const applied = await sendForm(
      t,
      'POST',
      `/applications/apply/${jobId}`,
      applicant.token,
      cvForm(pdf, { cover_letter: '  Tenho interesse.  ' }, 'O meu CV.pdf'),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const id = data<{ id: string }>(applied).id;

    const detail = await getAs(t, `/applications/${id}`, company.members.VIEWER.token);
    expect(detail.statusCode).toBe(200);
    const body = data<{ cover_letter: string; cv: { file_name: string; size: number } }>(detail);
    expect(body.cover_letter).toBe('Tenho interesse.');
    expect(body.cv).toMatchObject({ file_name: 'O meu CV.pdf', size: pdf.length });

    const inline = await getAs(t, `/applications/${id}/cv`, company.members.VIEWER.token);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    expect(inline.headers['cache-control']).toContain('no-store');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="CV Ana Tavares\.pdf"/);
    expect(inline.rawPayload.equals(pdf)).toBe(true);

    const download = await getAs(t, `/applications/${id}/cv?download=1`, company.members.OWNER.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="CV Ana Tavares\.pdf"/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The stored name is random and the public uploads route does not serve it.
    const [stored] = await storedCvs(t.dataDir);
    expect(stored).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect((await getAs(t, `/uploads/${stored}`)).statusCode).toBe(404);
  });

  it('accepts the multipart CV on the deprecated POST /internship/{id}/apply, and JSON still works', async () => {
    const { t, company, applicant } = await world();
    const jobA = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} A`);
    const viaAlias = await sendForm(
      t,
      'POST',
      `/internship/${jobA}/apply`,
      applicant.token,
      cvForm(await pdfBytes()),
    );
    expect(viaAlias.statusCode, viaAlias.body).toBe(201);
    expect(viaAlias.headers.deprecation).toBeDefined();
    const id = data<{ id: string }>(viaAlias).id;
    expect((await getAs(t, `/applications/${id}/cv`, company.members.OWNER.token)).statusCode).toBe(200);

    const jobB = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} B`);
    const json = await t.app.inject({
      method: 'POST',
      url: `/internship/${jobB}/apply`,
      headers: { authorization: applicant.token },
      payload: { cover_letter: 'Só texto.' },
    });
    expect(json.statusCode, json.body).toBe(201);
    const jsonId = data<{ id: string }>(json).id;
    const detail = data<{ cv: unknown; cover_letter: string }>(
      await getAs(t, `/applications/${jsonId}`, company.members.OWNER.token),
    );
    expect(detail).toMatchObject({ cv: null, cover_letter: 'Só texto.' });
    expect((await getAs(t, `/applications/${jsonId}/cv`, company.members.OWNER.token)).statusCode).toBe(404);
  });

  it('refuses a renamed HTML file (415, catalogue message) and a cut-off PDF, and keeps nothing', async () => {
    const { t, jobId, applicant } = await world();
    for (const bytes of [HTML_AS_PDF, TRUNCATED_PDF]) {
      const response = await sendForm(
        t,
        'POST',
        `/applications/apply/${jobId}`,
        applicant.token,
        cvForm(bytes),
      );
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toEqual({
        message: 'The file is not a PDF document.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    const pt = await t.app.inject({
      method: 'POST',
      url: `/applications/apply/${jobId}`,
      payload: cvForm(HTML_AS_PDF) as never,
      headers: { authorization: applicant.token, 'accept-language': 'pt' },
    });
    expect(pt.json().message).toBe('O ficheiro não é um documento PDF.');
    expect(await applicationsOf(t, jobId)).toBe(0);
    expect(await storedCvs(t.dataDir)).toEqual([]);
  });

  it('refuses a file over 5 MB (413) and a second application (409) without keeping its file', async () => {
    const { t, jobId, applicant } = await world();
    const huge = Buffer.concat([await pdfBytes(), Buffer.alloc(5 * 1024 * 1024, 0x20), Buffer.from('%%EOF')]);
    const tooLarge = await sendForm(t, 'POST', `/applications/apply/${jobId}`, applicant.token, cvForm(huge));
    expect(tooLarge.statusCode).toBe(413);
    expect(await applicationsOf(t, jobId)).toBe(0);

    const first = await sendForm(
      t,
      'POST',
      `/applications/apply/${jobId}`,
      applicant.token,
      cvForm(await pdfBytes()),
    );
    expect(first.statusCode).toBe(201);
    const again = await sendForm(
      t,
      'POST',
      `/applications/apply/${jobId}`,
      applicant.token,
      cvForm(await pdfBytes('Outra')),
    );
    expect(again.statusCode).toBe(409);
    expect(await storedCvs(t.dataDir)).toHaveLength(1);
  });
});

describe('who may read an application CV', () => {
  it('every member of the company and the candidate; 404 for other companies, other candidates, removed members and employers without a company', async () => {
    const { t, company, other, jobId, applicant } = await world();
    const applied = await sendForm(
      t,
      'POST',
      `/applications/apply/${jobId}`,
      applicant.token,
      cvForm(await pdfBytes()),
    );
    const id = data<{ id: string }>(applied).id;
    const url = `/applications/${id}/cv`;

    for (const role of ['OWNER', 'ADMIN', 'RECRUITER', 'VIEWER'] as const) {
      expect((await getAs(t, url, company.members[role].token)).statusCode, role).toBe(200);
    }
    expect((await getAs(t, url, applicant.token)).statusCode).toBe(200);

    const removed = await member(t, company.companyId, 'RECRUITER');
    expect((await getAs(t, url, removed.token)).statusCode).toBe(200);
    await removeThroughApi(t, company.members.OWNER, removed.id);
    expect((await getAs(t, url, removed.token)).statusCode).toBe(401);
    const removedAgain = await signIn(t, removed.id);

    const refused = {
      'other company owner': other.members.OWNER.token,
      'other company viewer': other.members.VIEWER.token,
      'another candidate': (await person(t, 'CANDIDATE')).token,
      'removed member, signed in again': removedAgain,
      'employer without a company': (await person(t, 'EMPLOYER')).token,
    };
    for (const [who, token] of Object.entries(refused)) {
      const response = await getAs(t, url, token);
      expect(response.statusCode, who).toBe(404);
      expect(response.json(), who).toEqual({ message: 'No CV found.', code: 'NOT_FOUND' });
    }
    // Same answer as for an application that does not exist, and none without a token.
    expect(
      (await getAs(t, `/applications/${crypto.randomUUID()}/cv`, company.members.OWNER.token)).statusCode,
    ).toBe(404);
    expect((await getAs(t, url)).statusCode).toBe(401);

    const rows = await t.database.db
      .select()
      .from(applicationCvs)
      .where(eq(applicationCvs.applicationId, id));
    expect(rows).toHaveLength(1);
  });
});
