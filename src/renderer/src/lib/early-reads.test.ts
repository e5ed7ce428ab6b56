import { afterEach, describe, expect, it } from 'vitest';
import {
  clearEarlyReads,
  EARLY_READ_LIFETIME_MS,
  readKey,
  startEarlyReads,
  takeEarlyRead,
} from './early-reads';

/** A fetch that records what it was asked and answers from `answers` (status, body) by URL. */
function fakeFetch(answers: Record<string, { status: number; body?: unknown } | 'offline'>) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> });
    const answer = answers[url];
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  };
  return { sent, fetch };
}

afterEach(() => clearEarlyReads());

describe('early reads', () => {
  it('one key whatever the order of the query, without empty values', () => {
    expect(readKey('/a', { b: 2, a: '1', c: undefined })).toBe('/a?a=1&b=2');
    expect(readKey('/a', { b: 2, a: '1' })).toBe(readKey('/a', { a: '1', b: 2 }));
    expect(readKey('/a')).toBe('/a');
    expect(readKey('/a', {})).toBe('/a');
  });

  it('sends each read with the raw token and the language, and hands its answer to the first matching request, once', async () => {
    const { sent, fetch } = fakeFetch({
      'http://api.test/internship/count': { status: 200, body: { data: { count: 3 } } },
      'http://api.test/internship/applications/count?days=30': { status: 200, body: { data: { count: 7 } } },
    });
    const reads = [
      { url: '/internship/count' },
      { url: '/internship/applications/count', params: { days: 30 } },
    ];
    expect(startEarlyReads(reads, { apiUrl: 'http://api.test/', token: 'tok', lang: 'pt', fetch })).toBe(2);
    expect(sent.map((s) => s.url)).toEqual([
      'http://api.test/internship/count',
      'http://api.test/internship/applications/count?days=30',
    ]);
    expect(sent[0]?.headers.Authorization).toBe('tok');
    expect(sent[0]?.headers['Accept-Language']).toBe('pt');

    const asker = { token: 'tok', lang: 'pt' } as const;
    await expect(takeEarlyRead('/internship/applications/count', { days: 30 }, asker)).resolves.toEqual({
      data: { count: 7 },
    });
    // Handed out once: the next request asks the server itself.
    expect(takeEarlyRead('/internship/applications/count', { days: 30 }, asker)).toBeNull();
    // Another query is another read.
    expect(takeEarlyRead('/internship/count', { days: 7 }, asker)).toBeNull();
  });

  it('a failed, refused or unreachable read is no answer', async () => {
    const { fetch } = fakeFetch({
      'http://api.test/refused': { status: 401, body: { code: 'TOKEN_EXPIRED' } },
      'http://api.test/offline': 'offline',
    });
    startEarlyReads([{ url: '/refused' }, { url: '/offline' }], {
      apiUrl: 'http://api.test',
      token: 't',
      lang: 'en',
      fetch,
    });
    await expect(takeEarlyRead('/refused', undefined, { token: 't', lang: 'en' })).resolves.toBeUndefined();
    await expect(takeEarlyRead('/offline', undefined, { token: 't', lang: 'en' })).resolves.toBeUndefined();
  });

  it('is not handed to another session, another language, nor after its lifetime', () => {
    const { fetch } = fakeFetch({
      'http://api.test/a': { status: 200 },
      'http://api.test/b': { status: 200 },
      'http://api.test/c': { status: 200 },
    });
    startEarlyReads([{ url: '/a' }, { url: '/b' }, { url: '/c' }], {
      apiUrl: 'http://api.test',
      token: 'old',
      lang: 'en',
      fetch,
      now: 1_000,
    });
    expect(takeEarlyRead('/a', undefined, { token: 'new', lang: 'en' }, 1_001)).toBeNull();
    expect(takeEarlyRead('/b', undefined, { token: 'old', lang: 'pt' }, 1_001)).toBeNull();
    expect(
      takeEarlyRead('/c', undefined, { token: 'old', lang: 'en' }, 1_000 + EARLY_READ_LIFETIME_MS + 1),
    ).toBeNull();
  });
});
