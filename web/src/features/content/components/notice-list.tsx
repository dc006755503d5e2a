import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccordionItem } from '@/components/ui/accordion';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/dates';
import type { Notice } from '../api/types';

/** Spec section 9: the announcement panel shows 9 notices per page. */
export const NOTICES_PER_PAGE = 9;

/** Announcements: title and start time, one expanded at a time, 9 per page. */
export function NoticeList({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation(['content', 'common']);
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
            <AccordionItem
              key={notice.id}
              panelId={panelId}
              open={open}
              onToggle={() => setOpenId(open ? null : notice.id)}
              heading="h2"
              title={notice.title}
              meta={
                <span className="accordion__meta">
                  <span className="visually-hidden">{t('notices.published')}: </span>
                  <time dateTime={notice.startDateStr.replace(' ', 'T')}>
                    {formatDateTime(notice.startDateStr, i18n.language)}
                  </time>
                </span>
              }
              html={notice.content}
            />
          );
        })}
      </ul>
      <Pagination pageNo={page} totalPages={totalPages} onPage={goTo} />
    </div>
  );
}
