import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/error-state';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { FormAlert as FormMessage } from '@/components/ui/form-alert';
import { formatDateTimeInZone } from '@/lib/dates';
import { walletErrorKey } from '@/lib/money-errors';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Problem, useWalletForm } from './use-wallet-form';
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
  return <time dateTime={value}>{formatDateTimeInZone(value, timeZone)}</time>;
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

/** Six-digit payment password input attributes. */
export const PAYMENT_PASSWORD_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  autoComplete: 'off',
  className: 'field__input',
} as const;

export const PAYMENT_PASSWORD = /^\d{6}$/;

/** The browser-side check of a payment password field: required, six digits. */
export function paymentPasswordProblem(value: string): Problem | null {
  if (value === '') return { key: 'validation.required' };
  return PAYMENT_PASSWORD.test(value) ? null : { key: 'validation.paymentPasswordFormat' };
}

/** Back and Confirm of a confirmation step; Confirm shows the call in flight. */
export function ConfirmActions({
  pending,
  onBack,
  onConfirm,
  confirmLabel,
}: {
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
  confirmLabel: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-form__actions">
      <button type="button" className="btn btn--ghost" onClick={onBack}>
        {t('back')}
      </button>
      <button
        type="button"
        className="btn btn--primary"
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={() => {
          if (!pending) onConfirm();
        }}
        data-autofocus
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {pending ? t('working') : confirmLabel}
      </button>
    </div>
  );
}

/** The amount box of a money form: decimal keyboard, no autofill, typing clears the field's error. */
export function AmountInput({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      {...control}
      className="field__input"
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The six-digit payment password of a money form (digits only). */
export function PaymentPasswordField({
  label,
  error,
  value,
  onChange,
}: {
  label: ReactNode;
  error: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} required>
      {(control) => (
        <input
          {...control}
          {...PAYMENT_PASSWORD_INPUT}
          name="paymentPassword"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}

/** What the shared form pieces read of `useWalletForm`. */
type WalletForm = Pick<
  ReturnType<typeof useWalletForm>,
  'text' | 'formError' | 'problems' | 'pending' | 'back' | 'clearField' | 'changing'
>;

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

/**
 * The confirm step of a money form: what will be sent, any notes, the form's message, then Back
 * and Confirm.
 */
export function ConfirmStep({
  id,
  title,
  rows,
  form,
  onConfirm,
  confirmLabel,
  children,
}: {
  id: string;
  title: string;
  rows: [string, ReactNode][];
  form: WalletForm;
  onConfirm: () => unknown;
  confirmLabel: string;
  children?: ReactNode;
}) {
  return (
    <CentreCard id={id} title={title}>
      <Summary rows={rows} />
      {children}
      <FormMessage message={form.text(form.formError)} />
      <ConfirmActions
        pending={form.pending}
        onBack={form.back}
        onConfirm={() => void onConfirm()}
        confirmLabel={confirmLabel}
      />
    </CentreCard>
  );
}

/** A required text input of a money form, named as its field: its problem under it, cleared as the person types. */
export function FormTextField({
  form,
  name,
  label,
  hint,
  value,
  onChange,
  inputMode,
  autoComplete = 'off',
  maxLength,
}: {
  form: WalletForm;
  name: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <Field label={label} error={form.text(form.problems[name])} hint={hint} required>
      {(props) => (
        <input
          {...props}
          className="field__input"
          name={name}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={form.changing(onChange, name)}
        />
      )}
    </Field>
  );
}

/**
 * The amount of a money form: its label, hint and problem, cleared as the person types; `addon`
 * stands beside the box.
 */
export function FormAmountField({
  form,
  hint,
  value,
  onChange,
  className,
  addon,
}: {
  form: WalletForm;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  addon?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Field
      label={t('fields.amount')}
      error={form.text(form.problems.amount)}
      hint={hint}
      required
      className={className}
    >
      {(props) => (
        <>
          <AmountInput
            control={props}
            value={value}
            onChange={(next) => {
              onChange(next);
              form.clearField('amount');
            }}
          />
          {addon}
        </>
      )}
    </Field>
  );
}

/** The payment password of a money form: its problem beside it, cleared as the person types. */
export function FormPaymentPassword({
  form,
  value,
  onChange,
}: {
  form: WalletForm;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <PaymentPasswordField
      label={t('fields.paymentPassword')}
      error={form.text(form.problems.paymentPassword)}
      value={value}
      onChange={(next) => {
        onChange(next);
        form.clearField('paymentPassword');
      }}
    />
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
