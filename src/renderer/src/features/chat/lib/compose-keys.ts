/** Enter sends; Shift+Enter is a new line; Enter while an IME is composing belongs to the IME. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
}): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !(event.isComposing || event.nativeEvent?.isComposing);
}
