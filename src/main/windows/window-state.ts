import type { Rectangle } from 'electron';
import { z } from 'zod';

/**
 * The window's size and position, remembered per display: a laptop used at a desk with a
 * second monitor gets back where it was on each. A display is known by its id and size (ids
 * alone can be reused when monitors change).
 */
const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(20_000),
  height: z.number().int().min(200).max(20_000),
  maximized: z.boolean(),
});
export type SavedBounds = z.infer<typeof boundsSchema>;

export const windowStateSchema = z.object({
  byDisplay: z.record(z.string(), boundsSchema),
  lastDisplay: z.string().nullable(),
});
export type WindowState = z.infer<typeof windowStateSchema>;
export const EMPTY_WINDOW_STATE: WindowState = { byDisplay: {}, lastDisplay: null };

export interface DisplayInfo {
  id: number;
  workArea: Rectangle;
  size: { width: number; height: number };
}

export function displayKey(display: DisplayInfo): string {
  return `${display.id}:${display.size.width}x${display.size.height}`;
}

/** Keeps the window on the display's work area (a monitor may have shrunk since). */
function fitToArea(bounds: SavedBounds, area: Rectangle): SavedBounds {
  const width = Math.min(bounds.width, area.width);
  const height = Math.min(bounds.height, area.height);
  const x = Math.min(Math.max(bounds.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(bounds.y, area.y), area.y + area.height - height);
  return { ...bounds, x, y, width, height };
}

/**
 * Where to open: the bounds saved for the display used last, if it is still connected; else
 * those saved for the primary display; else null (the default size, centred).
 */
export function restoreBounds(
  state: WindowState,
  displays: DisplayInfo[],
  primary: DisplayInfo,
): SavedBounds | null {
  const connected = new Map(displays.map((d) => [displayKey(d), d]));
  const last = state.lastDisplay ? connected.get(state.lastDisplay) : undefined;
  const display = last ?? primary;
  const saved = state.byDisplay[displayKey(display)];
  return saved ? fitToArea(saved, display.workArea) : null;
}

/** The new state after the window moved, resized or closed on `display`. */
export function rememberBounds(
  state: WindowState,
  display: DisplayInfo,
  bounds: Rectangle,
  maximized: boolean,
): WindowState {
  const key = displayKey(display);
  const previous = state.byDisplay[key];
  // While maximised the window reports the whole screen; keep the size it returns to.
  const kept = maximized && previous ? { ...previous, maximized: true } : { ...bounds, maximized };
  const parsed = boundsSchema.safeParse(kept);
  if (!parsed.success) return state;
  return { byDisplay: { ...state.byDisplay, [key]: parsed.data }, lastDisplay: key };
}
