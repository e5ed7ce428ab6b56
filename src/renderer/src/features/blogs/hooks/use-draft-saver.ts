import { toApiError } from '@renderer/lib/api-client';
import type { Blog, BlogResponse, BlogStatus } from '@shared/api/blogs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blogKeys } from '../api/keys';
import { saveBlog } from '../api/save-blog';
import { clearLocalDraft, writeLocalDraft } from '../lib/local-draft';

/** A draft with unsaved changes is sent this often while the editor is open. */
export const AUTOSAVE_INTERVAL_MS = 4000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string }
  | { kind: 'needsTitle' }
  | { kind: 'publishedEdits' };

export type SaveResult = { ok: true; blog: Blog } | { ok: false; message: string | null };

interface Options {
  userId: string;
  /** The article as opened (null for a new one). */
  blog: Blog | null;
  /** What the editor starts with; `restored` when it came from this device, not the server. */
  start: { title: string; content: string; restored: boolean };
}

/**
 * Keeps what is typed safe: every change goes to this device's storage at once; a draft is
 * sent to the server every few seconds while it has unsaved changes, when the connection
 * returns, and when the screen is left. A published article is changed on the server only by
 * Update (its readers never see half an edit); until then its changes stay on the device.
 * Saves run one after another, so the first save creates exactly one article.
 */
export function useDraftSaver({ userId, blog, start }: Options) {
  const client = useQueryClient();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [id, setId] = useState<string | null>(blog?.id ?? null);
  const idRef = useRef(id);
  const published = blog?.status === 'PUBLISHED';
  const current = useRef({ title: start.title, content: start.content });
  const dirty = useRef(start.restored);
  const changes = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const saving = useRef(false);
  const stopped = useRef(false);

  const run = useCallback(
    async (status: BlogStatus): Promise<SaveResult> => {
      const { title, content } = current.current;
      if (status === 'DRAFT' && title.trim() === '') {
        setState({ kind: 'needsTitle' });
        return { ok: false, message: null };
      }
      const seen = changes.current;
      const before = idRef.current;
      saving.current = true;
      setState({ kind: 'saving' });
      try {
        const response = await saveBlog(before, { title, content, status });
        const saved = response.data;
        idRef.current = saved.id;
        setId(saved.id);
        if (before === null) clearLocalDraft(userId, null);
        if (changes.current === seen) {
          dirty.current = false;
          clearLocalDraft(userId, saved.id);
        } else {
          writeLocalDraft(userId, saved.id, { ...current.current, at: Date.now() });
        }
        client.setQueryData<BlogResponse>(blogKeys.detail(saved.id), response);
        void client.invalidateQueries({ queryKey: blogKeys.lists() });
        setState({ kind: 'saved', at: new Date() });
        return { ok: true, blog: saved };
      } catch (error) {
        const apiError = toApiError(error, 'blogs.saveFailed');
        setState(apiError.status === 0 ? { kind: 'offline' } : { kind: 'failed', reason: apiError.message });
        return { ok: false, message: apiError.message };
      } finally {
        saving.current = false;
      }
    },
    [client, userId],
  );

  /** Queued behind any save in flight. */
  const save = useCallback(
    (status: BlogStatus): Promise<SaveResult> => {
      const next = queue.current.then(() => run(status));
      queue.current = next.catch(() => undefined);
      return next;
    },
    [run],
  );

  /** Sends the draft if it has unsaved changes (queued behind a save in flight). */
  const flush = useCallback(() => {
    if (published || stopped.current || !dirty.current) return;
    void save('DRAFT');
  }, [published, save]);

  /** The timer's tick: skipped while a save is still on its way. */
  const tick = useCallback(() => {
    if (!saving.current) flush();
  }, [flush]);

  /** Every edit (title or body): kept on this device at once, sent with the next autosave. */
  const change = useCallback(
    (edit: { title?: string; content?: string }) => {
      current.current = { ...current.current, ...edit };
      const { title, content } = current.current;
      changes.current += 1;
      dirty.current = true;
      stopped.current = false;
      writeLocalDraft(userId, idRef.current, { title, content, at: Date.now() });
      if (published) setState({ kind: 'publishedEdits' });
    },
    [published, userId],
  );

  /** Cancel: forget what was typed here; nothing more is sent. */
  const discard = useCallback(() => {
    current.current = { title: blog?.title ?? '', content: blog?.content ?? '' };
    dirty.current = false;
    stopped.current = true;
    clearLocalDraft(userId, idRef.current);
  }, [userId, blog]);

  useEffect(() => {
    const timer = window.setInterval(tick, AUTOSAVE_INTERVAL_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the screen: one last save of a draft with unsaved changes.
      flush();
    };
  }, [tick, flush]);

  return {
    id,
    state,
    save,
    change,
    discard,
    /** Unsaved changes exist (on this device only). */
    isDirty: () => dirty.current,
  };
}
