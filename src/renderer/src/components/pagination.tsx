import { useT } from '@renderer/i18n/use-t';
import { pageRange } from '@renderer/lib/page-range';
import './pagination.css';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Defaults: PAGINATION_MARGIN_PAGES and PAGINATION_RANGE_PAGES (the product's page-bar limits). */
  marginPages?: number;
  rangePages?: number;
  disabled?: boolean;
}

/**
 * Page buttons with Previous/Next. Real buttons, so Tab and Enter/Space work; the current
 * page is marked with aria-current and is not clickable.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  marginPages,
  rangePages,
  disabled = false,
}: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const items = pageRange(currentPage, totalPages, marginPages, rangePages);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          <button
            type="button"
            className="pagination-btn"
            disabled={disabled || currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            {t('pagination.previous')}
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination-btn"
                aria-current={item.page === currentPage ? 'page' : undefined}
                aria-label={t(item.page === currentPage ? 'pagination.current' : 'pagination.page', {
                  page: item.page,
                })}
                disabled={disabled}
                onClick={() => {
                  if (item.page !== currentPage) onPageChange(item.page);
                }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination-btn"
            disabled={disabled || currentPage >= totalPages}
            onClick={() => onPageChange(currentPage + 1)}
          >
            {t('pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
