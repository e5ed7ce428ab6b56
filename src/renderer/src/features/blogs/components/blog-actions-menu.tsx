import { useDismiss } from '@renderer/hooks/use-dropdown';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MoreIcon, PencilIcon, TrashIcon } from './blog-icons';

interface BlogActionsMenuProps {
  /** Names the post in the trigger's label ("Actions for …"). */
  title: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * Edit / Delete menu of a blog post. Controlled, so the list can keep one menu
 * open at a time. Delete has no server behind it yet: it says so instead of pretending.
 */
export function BlogActionsMenu({ title, open, onToggle, onClose }: BlogActionsMenuProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, rootRef, triggerRef, onClose);

  const onDelete = () => {
    onClose();
    triggerRef.current?.focus();
    notify.info(t('blogs.delete.unavailable'));
  };

  return (
    <div ref={rootRef} className="dropdown blog-menu">
      <button
        ref={triggerRef}
        type="button"
        className="icon-btn"
        aria-label={t('blogs.menu.open', { title })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <MoreIcon size={20} />
      </button>
      {open && (
        <div id={panelId} className="dropdown-panel dropdown-panel-narrow">
          <ul className="menu-list">
            <li>
              <Link className="menu-item" to="/edit-blog" onClick={onClose}>
                <PencilIcon size={16} />
                {t('blogs.menu.edit')}
              </Link>
            </li>
            <li>
              <button type="button" className="menu-item blog-menu-delete" onClick={onDelete}>
                <TrashIcon size={16} />
                {t('blogs.menu.delete')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
