import { describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from './key-value-store';
import { PrefsStore } from './prefs';

vi.mock('electron', () => ({}));

describe('prefs', () => {
  it('remembers the language across runs', () => {
    const disk = memoryKeyValueStore();
    expect(new PrefsStore(disk).get()).toEqual({ language: null });
    new PrefsStore(disk).set({ language: 'pt' });
    expect(new PrefsStore(disk).get()).toEqual({ language: 'pt' });
    new PrefsStore(disk).set({ language: null });
    expect(new PrefsStore(disk).get()).toEqual({ language: null });
  });

  it('tells the app when the language changes', () => {
    const onChange = vi.fn();
    new PrefsStore(memoryKeyValueStore(), onChange).set({ language: 'pt' });
    expect(onChange).toHaveBeenCalledWith({ language: 'pt' });
  });

  it('reads an unknown stored language as none', () => {
    expect(new PrefsStore(memoryKeyValueStore({ language: 'xx' })).get()).toEqual({ language: null });
  });
});
