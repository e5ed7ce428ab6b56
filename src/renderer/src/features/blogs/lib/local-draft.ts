/**
 * What was typed in the editor, kept in this device's storage until the server has it: the
 * network may drop, the app may close. One entry per user and article ('new' before the first
 * save gives the article an id).
 */
export interface LocalDraft {
  title: string;
  content: string;
  /** When it was typed (ms since epoch). */
  at: number;
}

const PREFIX = 'conexao.blogDraft.';

const keyOf = (userId: string, blogId: string | null) => `${PREFIX}${userId}.${blogId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(userId: string, blogId: string | null): LocalDraft | null {
  const raw = storage()?.getItem(keyOf(userId, blogId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof value.title !== 'string' || typeof value.content !== 'string') return null;
    return { title: value.title, content: value.content, at: Number(value.at) || 0 };
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, blogId: string | null, draft: LocalDraft): void {
  try {
    storage()?.setItem(keyOf(userId, blogId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server save still runs; nothing else to do here.
  }
}

export function clearLocalDraft(userId: string, blogId: string | null): void {
  storage()?.removeItem(keyOf(userId, blogId));
}
