import { MenuActionItem, MenuLinkItem } from '@renderer/components/menu-items';
import { useCan } from '@renderer/hooks/use-can';
import { useMenuButton } from '@renderer/hooks/use-menu-button';
import { useT } from '@renderer/i18n/use-t';

interface JobRowMenuProps {
  jobId: string;
  title: string;
  canExpire: boolean;
  /** Issue 19: Publish for a draft, Reopen for an expired or in-active job. */
  canPublish?: boolean;
  canReopen?: boolean;
  onExpire(): void;
  onDelete(): void;
  onDuplicate?(): void;
  onPublish?(): void;
  onReopen?(): void;
}

/**
 * The kebab menu of a job row: View Detail, Edit, Duplicate, Publish (drafts), Reopen (closed
 * jobs), Mark as expired (open jobs only) and Delete, as a
 * WAI-ARIA menu button (hooks/use-menu-button.ts): Enter, Space or ArrowDown open it on the first
 * item, arrows move, Escape closes it back to the button, Tab or an outside click closes it.
 */
export function JobRowMenu(props: JobRowMenuProps) {
  const { jobId, title, canExpire, canPublish, canReopen, onExpire, onDelete } = props;
  const t = useT();
  const { open, close, closeAndReturn, rootRef, triggerProps, menuProps } = useMenuButton();
  // Every change only for a role that writes jobs (issue 18).
  const writes = useCan('jobs.write');
  /** An action item, when the action is given. */
  const item = (label: string, act: (() => void) | undefined, className?: string) =>
    act && (
      <MenuActionItem close={closeAndReturn} onAct={act} className={className}>
        {label}
      </MenuActionItem>
    );

  return (
    <div className="dropdown job-menu" ref={rootRef}>
      <button {...triggerProps} className="icon-btn" aria-label={t('jobs.table.moreActions', { title })}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="19" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div className="dropdown-panel job-menu-panel">
          <ul {...menuProps} className="menu-list">
            <MenuLinkItem to={`/job-details/${jobId}`} onClick={close}>
              {t('jobs.menu.viewDetail')}
            </MenuLinkItem>
            {writes && (
              <MenuLinkItem to={`/edit-job/${jobId}`} onClick={close}>
                {t('jobs.menu.edit')}
              </MenuLinkItem>
            )}
            {writes && item(t('jobs.menu.duplicate'), props.onDuplicate)}
            {writes && canPublish && item(t('jobs.menu.publish'), props.onPublish)}
            {writes && canReopen && item(t('jobs.menu.reopen'), props.onReopen)}
            {canExpire && writes && item(t('jobs.menu.markExpired'), onExpire)}
            {writes && item(t('jobs.menu.delete'), onDelete, 'menu-item menu-item-danger')}
          </ul>
        </div>
      )}
    </div>
  );
}
