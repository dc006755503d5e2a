import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { SafeHtml } from '@/components/ui/safe-html';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { useMessages, useReadMessage } from '../api/use-messages';
import type { Message } from '../api/types';

/**
 * messageV2 (platform information) in the member centre: the member's messages newest first, unread
 * ones marked; opening one shows its content (sanitised operator HTML) and marks it read, which
 * lowers the unread badges through the live count.
 */
/** `timeZone`: the brand's, so times read on the same clock as every record of the member centre. */
export function MessagesPage({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<Message | null>(null);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const listFocus = useRef<number | null>(null);
  const messages = useMessages(pageNo);
  const read = useReadMessage();
  const backRef = useRef<HTMLButtonElement>(null);
  const openId = open?.id ?? null;
  // Focus moves to the opened message's Back button once per opening, never on a later re-render.
  useEffect(() => {
    if (openId !== null) backRef.current?.focus();
  }, [openId]);

  const openMessage = (id: number) => {
    setOpeningId(id);
    listFocus.current = id;
    read.mutate(
      { id },
      {
        onSuccess: (message) => setOpen(message),
        onSettled: () => setOpeningId(null),
      },
    );
  };

  if (open) {
    return (
      <article className="message-detail" aria-labelledby="message-detail-title">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setOpen(null)}
          ref={backRef}
        >
          <Icon name="chevronLeft" size={16} />
          {t('detail.back')}
        </button>
        <h4 id="message-detail-title" className="message-detail__title">
          {open.title}
        </h4>
        <p className="message-detail__meta">
          <span className="visually-hidden">{t('list.received')}: </span>
          <time dateTime={open.createdAt}>{formatDateTime(open.createdAt, i18n.language, timeZone)}</time>
        </p>
        <SafeHtml className="rich-text message-detail__content" html={open.content} />
      </article>
    );
  }

  if (messages.isPending) {
    return (
      <div className="message-list" role="status" aria-live="polite">
        <span className="visually-hidden">{t('list.loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="message-list__skeleton" />
        ))}
      </div>
    );
  }
  if (messages.isError) {
    return (
      <ErrorState
        title={t('list.errorTitle')}
        message={t('list.errorBody')}
        retryLabel={t('list.retry')}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  const { list, totalPages } = messages.data;
  if (list.length === 0 && pageNo === 1) {
    return (
      <EmptyState icon="mail" title={t('list.emptyTitle')} headingLevel={3}>
        <p>{t('list.emptyBody')}</p>
      </EmptyState>
    );
  }

  return (
    <div className="message-list">
      {read.isError ? (
        <p className="form-error" role="alert">
          {t('detail.error')}
        </p>
      ) : null}
      <ul className="message-list__items" aria-label={t('list.label')}>
        {list.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className={clsx('message-item', !m.isRead && 'is-unread')}
              onClick={() => openMessage(m.id)}
              aria-busy={openingId === m.id || undefined}
              disabled={openingId !== null}
              ref={(el) => {
                if (el && listFocus.current === m.id) {
                  el.focus();
                  listFocus.current = null;
                }
              }}
            >
              <span className="message-item__dot" aria-hidden="true" />
              <span className="message-item__title">
                {!m.isRead ? <span className="visually-hidden">{t('list.unread')}: </span> : null}
                {m.title}
              </span>
              <time className="message-item__time" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt, i18n.language, timeZone)}
              </time>
              <Icon name="chevronRight" size={16} className="message-item__chevron" />
            </button>
          </li>
        ))}
      </ul>
      <Pagination pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
    </div>
  );
}
