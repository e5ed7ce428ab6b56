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
  /** `[...]`: the internships array, serialised once (UTF-8). */
  json: Buffer;
  /** Strong validator of `json`, for If-None-Match. */
  etag: string;
  /** Finished response bodies built from `json` (per language, plain or gzip), see `body`. */
  bodies: Map<string, Buffer>;
}

export function createJobListCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, JobListEntry>();
  let bytes = 0;

  const size = (entry: JobListEntry) =>
    entry.json.length + [...entry.bodies.values()].reduce((sum, body) => sum + body.length, 0);
  const kept = (employerId: string, entry: JobListEntry) => entries.get(employerId) === entry;

  function remove(employerId: string): void {
    const entry = entries.get(employerId);
    if (!entry) return;
    entries.delete(employerId);
    bytes -= size(entry);
  }

  function trim(): void {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
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
      const buffer = Buffer.from(json);
      const etag = `"${createHash('sha1').update(buffer).digest('base64url')}"`;
      const entry: JobListEntry = { version, validUntil, json: buffer, etag, bodies: new Map() };
      // A list larger than the whole budget is served but not kept.
      if (size(entry) > maxBytes) return entry;
      entries.set(employerId, entry);
      bytes += size(entry);
      trim();
      return entry;
    },

    /** A body derived from the entry (built on first use, then kept with it and counted). */
    body(employerId: string, entry: JobListEntry, key: string, build: (json: Buffer) => Buffer): Buffer {
      const known = entry.bodies.get(key);
      if (known) return known;
      const body = build(entry.json);
      if (kept(employerId, entry)) {
        entry.bodies.set(key, body);
        bytes += body.length;
        trim();
      }
      return body;
    },

    get bytes() {
      return bytes;
    },
  };
}

export type JobListCache = ReturnType<typeof createJobListCache>;
