import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** Spec section 9: pagination range 3 (pages around the current one) and margin 1 (pages at each end). */
export const PAGE_RANGE = 3;
export const PAGE_MARGIN = 1;

export type PageItem = number | 'gap';

/**
 * The page numbers to show: `margin` pages at each end, `range` pages around the current one
 * (shifted inwards at the ends so the window keeps its size) and a gap between runs. A gap that
 * would hide a single page shows that page instead: an ellipsis standing for one number saves no
 * room and makes the reader guess.
 */
export function pageItems(
  current: number,
  total: number,
  range = PAGE_RANGE,
  margin = PAGE_MARGIN,
): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  let start = Math.max(1, current - Math.floor((range - 1) / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

/**
 * The one pager of every paged list: previous, numbered pages (range 3, margin 1, ellipses between)
 * and next. Native buttons, so Tab and Enter/Space work; the current page carries aria-current.
 * Nothing when everything fits on one page.
 */
export function Pagination({
  pageNo,
  totalPages,
  onPage,
  className,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className={clsx('pagination', className)} aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__step"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        aria-label={t('pagination.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className="pagination__pages">
        {pageItems(pageNo, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={clsx('pagination__page', item === pageNo && 'is-active')}
                aria-current={item === pageNo ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => {
                  if (item !== pageNo) onPage(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
      <span className="visually-hidden" aria-live="polite">
        {t('pagination.status', { page: pageNo, total: totalPages })}
      </span>
    </nav>
  );
}
