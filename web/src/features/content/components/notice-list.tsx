import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { SafeHtml } from '@/components/ui/safe-html';
import { formatDateTime } from '@/lib/dates';
import type { Notice } from '../api/types';

/** Spec section 9: the announcement panel shows 9 notices per page. */
export const NOTICES_PER_PAGE = 9;

/** Announcements: title and start time, one expanded at a time, 9 per page. */
export function NoticeList({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation(['content', 'common']);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const visible = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);

  if (notices.length === 0) return <p className="muted">{t('notices.empty')}</p>;

  function goTo(next: number) {
    setPage(next);
    setOpenId(null);
  }

  return (
    <div className="notice-list">
      <ul className="accordion">
        {visible.map((notice) => {
          const open = openId === notice.id;
          const panelId = `${baseId}-${notice.id}`;
          return (
            <li key={notice.id} className={clsx('accordion__item', open && 'is-open')}>
              <h2 className="accordion__heading">
                <button
                  type="button"
                  className="accordion__trigger"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : notice.id)}
                >
                  <span className="accordion__title">{notice.title}</span>
                  <span className="accordion__meta">
                    <span className="visually-hidden">{t('notices.published')}: </span>
                    <time dateTime={notice.startDateStr.replace(' ', 'T')}>
                      {formatDateTime(notice.startDateStr)}
                    </time>
                  </span>
                  <Icon name="chevronDown" size={18} className="accordion__chevron" />
                </button>
              </h2>
              <div id={panelId} className="accordion__panel" hidden={!open}>
                {open ? <SafeHtml className="rich-text" html={notice.content} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination pageNo={page} totalPages={totalPages} onPage={goTo} />
    </div>
  );
}
