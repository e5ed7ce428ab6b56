import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepUnreferencedCvs } from '../../src/modules/applications/cv-sweep';
import { createApplicationsRepository } from '../../src/modules/applications/repository';
import { createCvStore } from '../../src/modules/uploads';
import { profileApp } from '../profile/support';
import { data, insertJob, person, team } from '../teams/fixtures';
import { cvForm, pdfBytes, sendForm, storedCvs } from './support';

/** Issue 19: a CV file outlives no row; a deleted job takes its applications' CVs off the disk. */
describe('the CV sweep', () => {
  it('removes the files of a deleted job applications and nothing that is still referenced or new', async () => {
    const t = await profileApp();
    const company = await team(t, 'Sweep');
    const kept = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} kept`);
    const deleted = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} gone`);
    const candidate = await person(t, 'CANDIDATE', { firstName: 'Rosa', lastName: 'Neto' });
    await sendForm(t, 'PUT', '/user/profile/cv', candidate.token, cvForm(await pdfBytes()));
    const ids: string[] = [];
    for (const jobId of [kept, deleted]) {
      const applied = await sendForm(
        t,
        'POST',
        `/applications/apply/${jobId}`,
        candidate.token,
        cvForm(await pdfBytes()),
      );
      expect(applied.statusCode).toBe(201);
      ids.push(data<{ id: string }>(applied).id);
    }
    expect(await storedCvs(t.dataDir)).toHaveLength(3);

    const removedJob = await t.app.inject({
      method: 'DELETE',
      url: `/internship/${deleted}`,
      headers: { authorization: company.members.OWNER.token },
    });
    expect(removedJob.statusCode, removedJob.body).toBe(200);

    const store = createCvStore(t.dataDir);
    const repo = createApplicationsRepository(t.database.db);
    // Just written: within the grace period nothing is touched (an upload may be mid-way).
    expect(await sweepUnreferencedCvs(repo, store, new Date())).toBe(0);
    expect(await storedCvs(t.dataDir)).toHaveLength(3);

    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const name of await storedCvs(t.dataDir)) {
      await utimes(path.join(t.dataDir, 'cvs', name), twoHoursAgo, twoHoursAgo);
    }
    expect(await sweepUnreferencedCvs(repo, store, new Date())).toBe(1);
    const left = await storedCvs(t.dataDir);
    expect(left).toHaveLength(2);
    // What is left is still served: the profile CV and the kept application's.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/profile/cv/file',
      headers: { authorization: candidate.token },
    });
    expect(profile.statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/applications/${ids[0]}/cv`,
      headers: { authorization: company.members.VIEWER.token },
    });
    expect(sent.statusCode).toBe(200);
  }, 90_000);
});
