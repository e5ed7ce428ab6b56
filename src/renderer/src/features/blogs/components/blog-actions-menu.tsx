import { MenuActionItem, MenuLinkItem } from '@renderer/components/menu-items';
import { useCan } from '@renderer/hooks/use-can';
import { type MenuControl, useMenuButton } from '@renderer/hooks/use-menu-button';
import { useT } from '@renderer/i18n/use-t';
import { MoreIcon, PencilIcon, TrashIcon } from './blog-icons';

interface BlogActionsMenuProps extends MenuControl {
  /** The title names the article in the trigger's label ("Actions for …"). */
  blog: { id: string; title: string; mine: boolean };
  onDelete: () => void;
}

/**
 * Edit / Delete of the author's own article (nothing for anyone else, nor for a role that does
 * not write blogs), as a WAI-ARIA menu button (hooks/use-menu-button.ts). Controlled, so the
 * list keeps one menu open at a time.
 */
export function BlogActionsMenu({ blog, open, onOpenChange, onDelete }: BlogActionsMenuProps) {
  const t = useT();
  const writes = useCan('blogs.write');
  const { close, closeAndReturn, rootRef, triggerProps, menuProps } = useMenuButton({ open, onOpenChange });
  if (!blog.mine || !writes) return null;

  return (
    <div ref={rootRef} className="dropdown blog-menu">
      <button {...triggerProps} className="icon-btn" aria-label={t('blogs.menu.open', { title: blog.title })}>
        <MoreIcon size={20} />
      </button>
      {open && (
        <div className="dropdown-panel dropdown-panel-narrow">
          <ul {...menuProps} className="menu-list">
            <MenuLinkItem to={`/edit-blog/${blog.id}`} onClick={close}>
              <PencilIcon size={16} />
              {t('blogs.menu.edit')}
            </MenuLinkItem>
            <MenuActionItem close={closeAndReturn} onAct={onDelete} className="menu-item blog-menu-delete">
              <TrashIcon size={16} />
              {t('blogs.menu.delete')}
            </MenuActionItem>
          </ul>
        </div>
      )}
    </div>
  );
}
