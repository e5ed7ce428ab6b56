import type { Lang } from '@shared/domain';

/**
 * Reads sent at start-up, before the app has booted (issue 12, speed to open): on a slow link the
 * first screen's numbers are then already on their way while the code runs, instead of being asked
 * for only once the screen renders. Each answer is kept for the first matching `api.get`, once.
 *
 * Each is sent in the language the app will show (Accept-Language, as the HTTP client sends it:
 * the answers' messages and a notification's text are in it) and handed only to a request made
 * in that language. A failed or refused read is not kept as an answer: the screen's own request
 * then runs as usual, with its refresh and error handling.
 */

/** A GET the start-up may send early: the path under the API and its query. */
export interface EarlyRead {
  url: string;
  params?: Readonly<Record<string, string | number>>;
}

/** How long an early answer may stand in for a new request: the first render, not later visits. */
export const EARLY_READ_LIFETIME_MS = 15_000;

interface Kept {
  token: string;
  lang: Lang;
  /** The body of a 2xx answer, or undefined when the read failed. */
  body: Promise<unknown>;
  until: number;
}

const kept = new Map<string, Kept>();

/** One key for a path and its query, whatever the order the query was written in. */
export function readKey(url: string, params?: unknown): string {
  if (!params || typeof params !== 'object') return url;
  const pairs = Object.entries(params as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  return query ? `${url}?${query}` : url;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends each read now with the stored token and keeps its answer. Returns how many were sent.
 */
export function startEarlyReads(
  reads: readonly EarlyRead[],
  {
    apiUrl,
    token,
    lang,
    fetch = globalThis.fetch.bind(globalThis),
    now = Date.now(),
  }: {
    apiUrl: string;
    token: string;
    lang: Lang;
    fetch?: Fetch;
    now?: number;
  },
): number {
  const base = apiUrl.replace(/\/+$/, '');
  for (const read of reads) {
    const key = readKey(read.url, read.params);
    const body = fetch(`${base}${key}`, {
      // The raw token and the language, as the HTTP client sends them (lib/http-client.ts).
      headers: { Accept: 'application/json', Authorization: token, 'Accept-Language': lang },
      credentials: 'omit',
    })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined);
    kept.set(key, { token, lang, body, until: now + EARLY_READ_LIFETIME_MS });
  }
  return reads.length;
}

/**
 * The early answer for this GET, handed out once: only to a request made with the same token, in
 * the same language, and while it is fresh. Resolves to undefined when the early read failed (the
 * caller then asks itself).
 */
export function takeEarlyRead(
  url: string,
  params: unknown,
  { token, lang }: { token: string | null; lang: Lang },
  now = Date.now(),
): Promise<unknown> | null {
  if (kept.size === 0) return null;
  const key = readKey(url, params);
  const entry = kept.get(key);
  if (!entry) return null;
  kept.delete(key);
  if (entry.token !== token || entry.lang !== lang || now > entry.until) return null;
  return entry.body;
}

/** Forgets every early answer (tests; a sign-out needs none: the token no longer matches). */
export function clearEarlyReads(): void {
  kept.clear();
}
