import { describe, expect, it, vi } from 'vitest';
import { type DisplayInfo, EMPTY_WINDOW_STATE, rememberBounds, restoreBounds } from './window-state';

vi.mock('electron', () => ({}));

const laptop: DisplayInfo = {
  id: 1,
  size: { width: 1440, height: 900 },
  workArea: { x: 0, y: 25, width: 1440, height: 875 },
};
const monitor: DisplayInfo = {
  id: 2,
  size: { width: 2560, height: 1440 },
  workArea: { x: 1440, y: 0, width: 2560, height: 1400 },
};

describe('window size and position per display', () => {
  it('opens at the default size the first time', () => {
    expect(restoreBounds(EMPTY_WINDOW_STATE, [laptop], laptop)).toBeNull();
  });

  it('remembers each display separately and reopens on the one used last', () => {
    let state = rememberBounds(EMPTY_WINDOW_STATE, laptop, { x: 10, y: 40, width: 1200, height: 800 }, false);
    state = rememberBounds(state, monitor, { x: 1600, y: 100, width: 1800, height: 1100 }, false);
    expect(restoreBounds(state, [laptop, monitor], laptop)).toEqual({
      x: 1600,
      y: 100,
      width: 1800,
      height: 1100,
      maximized: false,
    });
    // The monitor is unplugged: back to where it was on the laptop.
    expect(restoreBounds(state, [laptop], laptop)).toEqual({
      x: 10,
      y: 40,
      width: 1200,
      height: 800,
      maximized: false,
    });
  });

  it('keeps the window on a display that became smaller', () => {
    const state = rememberBounds(
      EMPTY_WINDOW_STATE,
      laptop,
      { x: 900, y: 500, width: 1200, height: 800 },
      false,
    );
    const smaller = { ...laptop, workArea: { x: 0, y: 25, width: 1440, height: 875 } };
    const bounds = restoreBounds(state, [smaller], smaller)!;
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(1440);
    expect(bounds.y + bounds.height).toBeLessThanOrEqual(900);
  });

  it('keeps the size a maximised window returns to', () => {
    let state = rememberBounds(EMPTY_WINDOW_STATE, laptop, { x: 10, y: 40, width: 1000, height: 700 }, false);
    state = rememberBounds(state, laptop, { x: 0, y: 25, width: 1440, height: 875 }, true);
    expect(restoreBounds(state, [laptop], laptop)).toEqual({
      x: 10,
      y: 40,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });

  it('ignores nonsense bounds', () => {
    expect(rememberBounds(EMPTY_WINDOW_STATE, laptop, { x: 0, y: 0, width: 5, height: 5 }, false)).toEqual(
      EMPTY_WINDOW_STATE,
    );
  });
});
