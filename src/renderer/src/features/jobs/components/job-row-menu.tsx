import { useDropdown } from '@renderer/hooks/use-dropdown';
import { useT } from '@renderer/i18n/use-t';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

interface JobRowMenuProps {
  jobId: string;
  title: string;
  canExpire: boolean;
  onExpire(): void;
  onDelete(): void;
}

/**
 * The kebab menu of a job row: View Detail, Mark as expired (open jobs only) and
 * Delete. Closes on an outside click, on Escape (focus back to the button) and after a choice;
 * arrow keys move between items.
 */
export function JobRowMenu({ jobId, title, canExpire, onExpire, onDelete }: JobRowMenuProps) {
  const t = useT();
  const { open, close, rootRef, triggerProps, panelProps } = useDropdown();

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    items[(next + items.length) % items.length]?.focus();
  };

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
        <div {...panelProps} className="dropdown-panel job-menu-panel">
          <ul className="menu-list" onKeyDown={onKeyDown}>
            <li>
              <Link className="menu-item" to={`/job-details/${jobId}`} onClick={close}>
                {t('jobs.menu.viewDetail')}
              </Link>
            </li>
            {canExpire && (
              <li>
                <button
                  type="button"
                  className="menu-item"
                  onClick={() => {
                    close();
                    onExpire();
                  }}
                >
                  {t('jobs.menu.markExpired')}
                </button>
              </li>
            )}
            <li>
              <button
                type="button"
                className="menu-item menu-item-danger"
                onClick={() => {
                  close();
                  onDelete();
                }}
              >
                {t('jobs.menu.delete')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
