import { getBridge } from '@renderer/lib/bridge';
import type { ReleaseNotes, UpdateState } from '@shared/desktop/updates';
import { useEffect, useState } from 'react';
import { hasUnsavedInput, trackUnsavedInput } from '../lib/unsaved-input';
import { ReleaseNotesDialog } from './release-notes-dialog';
import { UpdateBanner } from './update-banner';
import '../updates.css';

/** Mounted once beside the router: nothing at all in a browser, which has no updater. */
export function UpdateCenter() {
  const updates = getBridge().updates ?? null;
  const [state, setState] = useState<UpdateState>({ status: 'idle' });
  const [notes, setNotes] = useState<ReleaseNotes | null>(null);

  useEffect(() => {
    if (!updates) return;
    let live = true;
    // A state pushed by the main process is newer than the answer to the first read.
    let pushed = false;
    const stopTracking = trackUnsavedInput();
    const unsubscribe = updates.onState((next) => {
      pushed = true;
      setState(next);
    });
    void updates.getState().then((current) => {
      if (live && !pushed) setState(current);
    });
    void updates.takeReleaseNotes().then((taken) => {
      if (live) setNotes(taken);
    });
    return () => {
      live = false;
      unsubscribe();
      stopTracking();
    };
  }, [updates]);

  if (!updates) return null;
  return (
    <>
      <UpdateBanner state={state} restart={() => updates.restart({ unsavedInput: hasUnsavedInput() })} />
      {notes && <ReleaseNotesDialog notes={notes} onClose={() => setNotes(null)} />}
    </>
  );
}
