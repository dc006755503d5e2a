import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/error-state';
import { FormAlert as FormMessage } from '@/components/ui/form-alert';
import { formatDateTime } from '@/lib/dates';
import { walletErrorKey } from '@/lib/money-errors';
import type { UseQueryResult } from '@tanstack/react-query';
import { useWalletSettings } from './wallet-settings';

export { FormMessage };

/** A loading line announced to screen readers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <p className="wallet-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </p>
  );
}

/** A failed query: its translated message and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <RetryAlert
      className="wallet-error"
      message={t(walletErrorKey(error))}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="wallet-empty">{children}</p>;
}

export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`wallet-notice wallet-notice--${tone}`} role="status">
      {children}
    </div>
  );
}

const TONES: Record<string, 'pending' | 'success' | 'failed' | 'neutral'> = {
  pending: 'pending',
  approved: 'pending',
  paid: 'pending',
  success: 'success',
  received: 'success',
  autoReceived: 'success',
  partlyReceived: 'neutral',
  failed: 'failed',
  rejected: 'failed',
  notReceived: 'failed',
};

/** An order's status as a coloured, translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={`status-badge status-badge--${TONES[status] ?? 'neutral'}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** A submit button with a visible and announced pending state (stays focusable while busy). */
export function SubmitButton({
  pending,
  children,
  className = 'btn btn--primary',
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {pending ? t('working') : children}
    </button>
  );
}

/** A title row of a centre page. */
export function PageHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="centre-page__heading">
      <h3 className="centre-page__title">{title}</h3>
      {action}
    </div>
  );
}

/** A summary list (confirm steps, order details). */
export function Summary({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="wallet-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="wallet-summary__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An instant on the brand's clock: the same days the record filters use. */
export function DateTime({ value }: { value: string }) {
  const { timeZone } = useWalletSettings();
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDateTime(value, i18n.language, timeZone)}</time>;
}

/** Copies a value and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn btn--outline btn--small"
      aria-label={t('copyLabel', { label })}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
    >
      {copied ? t('copied') : t('copy')}
    </button>
  );
}

/** A card of a centre page, labelled by its own title. */
export function CentreCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="centre-card" aria-labelledby={id}>
      <h4 id={id} className="centre-card__title">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** A query's loading and failure states; `children` renders its data once it has come. */
export function QueryView<T, E>({
  query,
  children,
}: {
  query: UseQueryResult<T, E>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** A list query's loading, failure and empty states; `children` renders a list that has rows. */
export function QueryList<T extends { list: unknown[] }, E>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T, E>;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query}>
      {(data) => (data.list.length === 0 ? <Empty>{empty}</Empty> : children(data))}
    </QueryView>
  );
}
