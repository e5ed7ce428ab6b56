import { useDismiss } from '@renderer/hooks/use-dropdown';
import { useT } from '@renderer/i18n/use-t';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MoreIcon, PencilIcon, TrashIcon } from './blog-icons';

interface BlogActionsMenuProps {
  blogId: string;
  /** Names the article in the trigger's label ("Actions for …"). */
  title: string;
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  onDelete: () => void;
}

const items = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * Edit / Delete of the author's own article, as a WAI-ARIA menu button: Enter, Space or
 * ArrowDown on the button opens it with focus on the first item (ArrowUp: the last); arrows,
 * Home and End move; Escape closes it and returns to the button; Tab or an outside click closes
 * it. Controlled, so the list keeps one menu open at a time.
 */
export function BlogActionsMenu(props: BlogActionsMenuProps) {
  const { blogId, title, open, onToggle, onOpen, onClose, onDelete } = props;
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusLast = useRef(false);
  const menuId = useId();
  const triggerId = useId();
  useDismiss(open, rootRef, triggerRef, onClose);

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusLast.current ? list[list.length - 1] : list[0])?.focus();
    focusLast.current = false;
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLast.current = event.key === 'ArrowUp';
    onOpen();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Tab') {
      onClose();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="dropdown blog-menu">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="icon-btn"
        aria-label={t('blogs.menu.open', { title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onToggle}
        onKeyDown={onTriggerKeyDown}
      >
        <MoreIcon size={20} />
      </button>
      {open && (
        <div className="dropdown-panel dropdown-panel-narrow">
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            className="menu-list"
            onKeyDown={onMenuKeyDown}
          >
            <Link
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              to={`/edit-blog/${blogId}`}
              onClick={onClose}
            >
              <PencilIcon size={16} />
              {t('blogs.menu.edit')}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className="menu-item blog-menu-delete"
              onClick={() => {
                onClose();
                triggerRef.current?.focus();
                onDelete();
              }}
            >
              <TrashIcon size={16} />
              {t('blogs.menu.delete')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
