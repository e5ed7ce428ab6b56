import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dropdown';

/** The open state of a menu whose parent owns it. */
export interface MenuControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * A WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/) that owns its
 * open state. Enter, Space or ArrowDown on the button opens the menu with focus on the first item
 * (ArrowUp: the last); in the menu ArrowDown/ArrowUp move (wrapping), Home and End jump; Escape
 * closes it and returns focus to the button; Tab, or a click or focus outside, closes it.
 * Items carry role="menuitem" and tabIndex={-1}; the menu element gets `menuProps`.
 * By default it owns its open state; a list that keeps at most one menu open (the blog cards)
 * passes `control` and owns it instead.
 */
export function useMenuButton(control?: MenuControl) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = control ? control.open : ownOpen;
  const setOpen = control ? control.onOpenChange : setOwnOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusLast = useRef(false);
  const menuId = useId();
  const triggerId = useId();

  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, rootRef, triggerRef, close);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    (focusLast.current ? items[items.length - 1] : items[0])?.focus();
    focusLast.current = false;
  }, [open]);

  /** After a choice that stays on the page: the menu closes and focus is back on its button. */
  const closeAndReturn = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, [setOpen]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLast.current = event.key === 'ArrowUp';
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const items = itemsOf(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else return;
    event.preventDefault();
  };

  return {
    open,
    close,
    closeAndReturn,
    rootRef,
    triggerProps: {
      ref: triggerRef,
      id: triggerId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen(!open),
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu' as const,
      'aria-labelledby': triggerId,
      onKeyDown: onMenuKeyDown,
    },
  };
}
