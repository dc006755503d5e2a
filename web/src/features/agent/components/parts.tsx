import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Loading } from '@/components/money/parts';
import { useWalletSettings } from '@/components/money/wallet-settings';
import { useBrandMoney } from '@/lib/money';
import { RetryAlert } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-alert';
import { isNegative } from '@/lib/amount';
import { formatDateAndTime } from '@/lib/dates';
import { agentErrorKey } from '../api/errors';

export { Empty, Loading };

/** A failed read of the centre: its translated message (agent namespace) and a retry button. */
export function AgentQueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <RetryAlert
      className="wallet-error"
      message={t(agentErrorKey(error))}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}

/** Loading, error, empty or the data of a query. `isEmpty` says when the answer has nothing to show. */
export function AgentQuery<T, E>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, E>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <AgentQueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <Empty>{empty}</Empty>;
  return <>{children(query.data)}</>;
}

/**
 * A team's result from the agent's side, the one sign convention of the centre: the platform reports
 * the team's profit and loss the way a member's own reads (payouts and bonuses less bets: negative
 * when the team lost), the centre shows what the team lost to the house, its net loss (what a
 * dividend is paid on): positive when the team lost, negative when it won.
 */
export function teamNetLoss(teamProfitLoss: string): string {
  const amount = teamProfitLoss.trim();
  if (/^-?0+(\.0+)?$/.test(amount)) return amount.replace(/^-/, '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

/** The convention, said on every page that shows a net loss. */
export function SignNote() {
  const { t } = useTranslation('agent');
  return <p className="records-note">{t('signNote')}</p>;
}

/** A signed amount: + and green when positive (in the agent's favour), red when negative. */
export function Signed({ amount }: { amount: string }) {
  const money = useBrandMoney();
  const negative = isNegative(amount);
  const zero = /^-?0+(\.0+)?$/.test(amount.trim());
  return (
    <span className={negative ? 'amount--out' : zero ? undefined : 'amount--in'}>
      {negative || zero ? money.format(amount) : `+${money.format(amount)}`}
    </span>
  );
}

/** A search box and selects above a table, as one row that wraps. */
/** A member's account in a table cell, with what the table says of it (nickname, kind, status...) after. */
export function AgentMember({ account, children }: { account: string; children?: ReactNode }) {
  return (
    <span className="agent-member">
      <strong>{account}</strong>
      {children}
    </span>
  );
}

export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="agent-filters" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** An instant on the brand's clock in two short lines (day, then time), for narrow table columns. */
export function StackedDateTime({ value }: { value: string }) {
  const { timeZone } = useWalletSettings();
  const { i18n } = useTranslation();
  const { date: day, time } = formatDateAndTime(value, i18n.language, timeZone);
  return (
    <time dateTime={value} className="agent-datetime">
      <span>{day}</span> <span>{time}</span>
    </time>
  );
}

/**
 * A confirm step in place (an alertdialog that takes the focus): the question, the refusal of a
 * failed try, and the two answers. Escape cancels.
 */
export function ConfirmStep({
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending,
  error,
  tone = 'primary',
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
  error: string | null;
  tone?: 'primary' | 'danger';
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      className="agent-confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <h4 id={`${id}-title`} className="centre-card__title">
        {title}
      </h4>
      <div id={`${id}-body`}>{body}</div>
      <FormAlert message={error} />
      <div className="wallet-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`btn btn--primary${tone === 'danger' ? ' btn--danger' : ''}`}
          aria-busy={isPending || undefined}
          aria-disabled={isPending || undefined}
          onClick={() => {
            if (!isPending) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
