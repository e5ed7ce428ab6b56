import { z } from 'zod';

/**
 * The desktop app's own updates (electron-updater against a generic HTTPS feed), as the
 * renderer sees them. The main process owns the state machine (src/main/updates); the page
 * only shows it and asks for the restart the person chose.
 */
export type UpdateState =
  /** Updates do not run here: unpackaged app, or turned off by the admin or the build. */
  | { status: 'disabled' }
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'downloading'; version: string; percent: number }
  /** Downloaded and verified: waits for the person's 'Restart to update'. */
  | { status: 'ready'; version: string }
  /** The update failed its signature or checksum check: refused, the installed version stays. */
  | { status: 'rejected'; version: string | null }
  /** Network or feed trouble; the next check (4 hours) tries again. */
  | { status: 'failed' };

export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The page says whether the person has typed something not yet saved (see lib/unsaved-input.ts). */
export const restartRequestSchema = z.object({ unsavedInput: z.boolean() }).strict();
export type RestartRequest = z.infer<typeof restartRequestSchema>;

/** 'restarting': the app quits and installs; 'unsaved': refused, the person has unsaved input; 'not-ready': nothing to install. */
export type RestartOutcome = 'restarting' | 'unsaved' | 'not-ready';

/** Release notes of the version just installed, in the person's language when the feed has both. */
export interface ReleaseNotes {
  version: string;
  text: string;
}

/**
 * Notes in the feed are plain text; a release may carry both languages as sections that start
 * with a line "[en]" or "[pt]". Text without sections is shown to everyone as it is.
 */
export function notesForLanguage(notes: string, lang: 'en' | 'pt'): string {
  const sections = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of notes.split(/\r?\n/)) {
    const marker = /^\s*\[(en|pt)\]\s*$/i.exec(line);
    if (marker) {
      current = marker[1]!.toLowerCase();
      sections.set(current, []);
    } else if (current) {
      sections.get(current)!.push(line);
    }
  }
  if (sections.size === 0) return notes.trim();
  return (sections.get(lang) ?? sections.get('en') ?? [...sections.values()][0]!).join('\n').trim();
}
