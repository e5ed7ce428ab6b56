import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { applicationCvs, candidateCvs } from '../../src/db/schema';
import { createCvStore } from '../../src/modules/uploads';
import { isPdf } from '../../src/modules/uploads/document-type';
import { DEMO_CANDIDATES, DEMO_CV_EVERY, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { hashPassword } from '../../src/security/passwords';
import { ownDatabase } from '../helper';

describe('demo seed CVs (issue 19)', () => {
  it('gives every fourth candidate a real PDF on the profile and with each of their applications', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'conexao-seed-cvs-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    // A database of its own: the demo seed runs once per database, and demo.test.ts seeds the shared one.
    const { db } = await ownDatabase();
    const seeded = await seedDemo(db, await hashPassword(DEMO_PASSWORD), new Date(), createCvStore(dataDir));
    expect(seeded.created).toBe(true);

    const profiles = await db.select().from(candidateCvs);
    expect(profiles).toHaveLength(DEMO_CANDIDATES / DEMO_CV_EVERY);
    const sent = await db.select().from(applicationCvs);
    // Each chosen candidate applied 2 or 3 times.
    expect(sent.length).toBeGreaterThanOrEqual(profiles.length * 2);
    for (const row of [...profiles, ...sent]) {
      const bytes = await readFile(path.join(dataDir, 'cvs', row.storedName));
      expect(isPdf(bytes), row.storedName).toBe(true);
      expect(bytes.length).toBe(row.sizeBytes);
      expect(row.fileName).toMatch(/^CV .+ .+\.pdf$/);
    }
  });
});
