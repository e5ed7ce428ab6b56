import type { BrowserWindow, Screen } from 'electron';
import type { KeyValueStore } from '../services/key-value-store';
import {
  EMPTY_WINDOW_STATE,
  rememberBounds,
  restoreBounds,
  type SavedBounds,
  type WindowState,
  windowStateSchema,
} from './window-state';

/** window.json in the profile folder; a damaged file is the same as none. */
function read(store: KeyValueStore): WindowState {
  const parsed = windowStateSchema.safeParse(store.get('state'));
  return parsed.success ? parsed.data : EMPTY_WINDOW_STATE;
}

export function initialBounds(
  store: KeyValueStore,
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>,
) {
  return restoreBounds(read(store), screen.getAllDisplays(), screen.getPrimaryDisplay());
}

/** Saves the window's place when it stops moving or resizing, and when it closes. */
export function trackWindowState(
  win: BrowserWindow,
  store: KeyValueStore,
  screen: Pick<Screen, 'getDisplayMatching'>,
): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (win.isDestroyed() || win.isMinimized() || win.isFullScreen()) return;
    const bounds = win.getNormalBounds();
    const next = rememberBounds(read(store), screen.getDisplayMatching(bounds), bounds, win.isMaximized());
    store.set('state', next);
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event as 'resize', later);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    save();
  });
}

export type { SavedBounds };
