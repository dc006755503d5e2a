import { useTranslation } from 'react-i18next';

/** Previous / next pager with the page status (nothing when everything fits on one page). */
export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t('pagination.status', { page: pageNo, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
