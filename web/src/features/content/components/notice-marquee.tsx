import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { formatDateTime } from '@/lib/dates';
import type { Notice } from '../api/types';

const NoticeBody = lazy(() => import('./notice-body'));

/** Home page ticker of announcement titles; choosing one opens it in a dialog. */
export function NoticeMarquee({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation(['content', 'common']);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (notices.length === 0) return null;
  const open = openIndex === null ? null : notices[openIndex];

  return (
    <section className="marquee" aria-label={t('home.latestNotices')}>
      <span className="marquee__icon">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="marquee__viewport">
        <ul className="marquee__track">
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <button type="button" className="marquee__item" onClick={() => setOpenIndex(index)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {/* On phones only the arrow shows (the words stay for screen readers): the ticker keeps the room. */}
      <Link className="marquee__all" to="/noticePage">
        <span className="marquee__all-text">{t('home.allNotices')}</span>
        <Icon name="chevronRight" size={16} className="marquee__all-icon" />
      </Link>
      {open ? (
        <Dialog title={open.title} onClose={() => setOpenIndex(null)} size="lg">
          <p className="muted">
            <time dateTime={open.startDateStr.replace(' ', 'T')}>
              {formatDateTime(open.startDateStr, i18n.language)}
            </time>
          </p>
          <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
            <NoticeBody html={open.content} />
          </Suspense>
        </Dialog>
      ) : null}
    </section>
  );
}
