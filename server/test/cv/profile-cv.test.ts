import { describe, expect, it } from 'vitest';
import { profileApp } from '../profile/support';
import { data, insertJob, person, team } from '../teams/fixtures';
import { HTML_AS_PDF, cvForm, getAs, pdfBytes, sendForm, storedCvs } from './support';

/**
 * Issue 19, the candidate's profile CV (PUT/GET/DELETE /user/profile/cv): an application sent
 * without a file takes a copy of it, and a later change of the profile leaves that copy alone.
 */

describe('the profile CV', () => {
  it('is uploaded, read, replaced and removed by the candidate', async () => {
    const t = await profileApp();
    const candidate = await person(t, 'CANDIDATE', { firstName: 'Rui', lastName: 'Lopes' });
    expect(data<{ cv: unknown }>(await getAs(t, '/user/profile/cv', candidate.token)).cv).toBeNull();

    const first = await pdfBytes('Rui Lopes');
    const saved = await sendForm(t, 'PUT', '/user/profile/cv', candidate.token, cvForm(first, {}, 'rui.pdf'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data<{ cv: unknown }>(saved).cv).toMatchObject({ file_name: 'rui.pdf', size: first.length });
    const file = await getAs(t, '/user/profile/cv/file', candidate.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(first)).toBe(true);

    const second = await pdfBytes('Rui Lopes 2');
    await sendForm(t, 'PUT', '/user/profile/cv', candidate.token, cvForm(second, {}, 'rui-2026.pdf'));
    expect((await getAs(t, '/user/profile/cv/file', candidate.token)).rawPayload.equals(second)).toBe(true);
    // The replaced file is gone from disk: one file for one CV.
    expect(await storedCvs(t.dataDir)).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/user/profile/cv',
      headers: { authorization: candidate.token },
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedCvs(t.dataDir)).toEqual([]);
    expect((await getAs(t, '/user/profile/cv/file', candidate.token)).statusCode).toBe(404);
  });

  it('refuses what is not a PDF (415), a form without a file (400) and employers (403)', async () => {
    const t = await profileApp();
    const candidate = await person(t, 'CANDIDATE');
    const html = await sendForm(t, 'PUT', '/user/profile/cv', candidate.token, cvForm(HTML_AS_PDF));
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('The file is not a PDF document.');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/user/profile/cv',
      headers: { authorization: candidate.token },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a PDF file to upload as your CV.');
    const employer = await person(t, 'EMPLOYER');
    const refused = await sendForm(t, 'PUT', '/user/profile/cv', employer.token, cvForm(await pdfBytes()));
    expect(refused.statusCode).toBe(403);
    expect(await storedCvs(t.dataDir)).toEqual([]);
  });

  it('goes with an application sent without a file, and later changes do not touch it', async () => {
    const t = await profileApp();
    const company = await team(t, 'Perfil');
    const jobId = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} job`);
    const candidate = await person(t, 'CANDIDATE', { firstName: 'Eva', lastName: 'Manuel' });
    const original = await pdfBytes('Eva Manuel');
    await sendForm(t, 'PUT', '/user/profile/cv', candidate.token, cvForm(original, {}, 'eva.pdf'));

    const applied = await t.app.inject({
      method: 'POST',
      url: `/applications/apply/${jobId}`,
      headers: { authorization: candidate.token },
      payload: { cover_letter: 'Olá.' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = data<{ id: string }>(applied).id;

    await sendForm(
      t,
      'PUT',
      '/user/profile/cv',
      candidate.token,
      cvForm(await pdfBytes('Nova'), {}, 'nova.pdf'),
    );
    await t.app.inject({
      method: 'DELETE',
      url: '/user/profile/cv',
      headers: { authorization: candidate.token },
    });

    const detail = data<{ cv: { file_name: string } }>(
      await getAs(t, `/applications/${id}`, company.members.RECRUITER.token),
    );
    expect(detail.cv.file_name).toBe('eva.pdf');
    const sent = await getAs(t, `/applications/${id}/cv`, company.members.RECRUITER.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.rawPayload.equals(original)).toBe(true);
    // The candidate reads the CV they sent, too.
    expect((await getAs(t, `/applications/${id}/cv`, candidate.token)).rawPayload.equals(original)).toBe(
      true,
    );
  });
});
