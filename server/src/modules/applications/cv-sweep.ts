import type { CvStore } from '../uploads';
import type { ApplicationsRepository } from './repository';

/** A file younger than this may belong to an upload whose row is still being written. */
const GRACE_MS = 60 * 60_000;
const BATCH = 500;
/** How often the server looks for CV files nothing points at. */
export const CV_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes CV files no row points at any more (issue 19). Rows go without this module's code
 * seeing them: deleting a job deletes its applications, deleting an account its profile CV, each
 * by ON DELETE CASCADE; a candidate's CV is personal data and must not outlive them on disk.
 * Answers how many files it removed.
 */
export async function sweepUnreferencedCvs(
  repo: Pick<ApplicationsRepository, 'referencedCvs'>,
  store: CvStore,
  now: Date,
): Promise<number> {
  const old = await store.writtenBefore(new Date(now.getTime() - GRACE_MS));
  let removed = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const names = old.slice(i, i + BATCH);
    const kept = await repo.referencedCvs(names);
    for (const name of names) {
      if (kept.has(name)) continue;
      await store.remove(name);
      removed += 1;
    }
  }
  return removed;
}
