import { createHash } from 'node:crypto';

/**
 * The serialised "all my jobs" list of recent callers. An employer with 1,000 jobs answers about
 * 700 KB of JSON; rebuilding it (rows → objects → JSON) costs tens of milliseconds of CPU, reading
 * users.jobs_version costs one primary-key lookup. An entry is served only while:
 * - its version is the employer's current jobs_version (triggers bump it on every change to
 *   their jobs, from any server instance or the seed), and
 * - the clock has not reached `validUntil`, the first expiration_date still ahead when it was
 *   built, since a job turns In-active by itself at that moment.
 * Least recently used entries go first once `maxBytes` is reached.
 */
export interface JobListEntry {
  version: number;
  validUntil: number;
  /** `[...]`: the internships array, serialised once. */
  json: string;
  /** Strong validator of `json`, for If-None-Match. */
  etag: string;
}

export function createJobListCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, JobListEntry>();
  let bytes = 0;

  const size = (entry: JobListEntry) => entry.json.length * 2;

  function remove(employerId: string): void {
    const entry = entries.get(employerId);
    if (!entry) return;
    entries.delete(employerId);
    bytes -= size(entry);
  }

  return {
    get(employerId: string, version: number, now: number): JobListEntry | null {
      const entry = entries.get(employerId);
      if (!entry) return null;
      if (entry.version !== version || now >= entry.validUntil) {
        remove(employerId);
        return null;
      }
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      entries.delete(employerId);
      entries.set(employerId, entry);
      return entry;
    },

    set(employerId: string, version: number, validUntil: number, json: string): JobListEntry {
      remove(employerId);
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
      const entry = { version, validUntil, json, etag };
      // A list larger than the whole budget is served but not kept.
      if (size(entry) > maxBytes) return entry;
      entries.set(employerId, entry);
      bytes += size(entry);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return entry;
    },

    get bytes() {
      return bytes;
    },
  };
}

export type JobListCache = ReturnType<typeof createJobListCache>;
