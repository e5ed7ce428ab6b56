import { describe, expect, it } from 'vitest';
import { isSendKey } from './compose-keys';

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter, other keys or an IME composition', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
  });
});
