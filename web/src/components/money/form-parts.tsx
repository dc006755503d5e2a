import { PaymentPasswordSchema } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { CentreCard, FormMessage, Summary } from './parts';
import type { Problem, useWalletForm } from './use-wallet-form';

/**
 * The money forms' input pieces (amount, payment password, text fields bound to `useWalletForm`) and
 * their confirm step; the display pieces they share with the records pages are in parts.tsx. Every
 * form that spends or guards money (wallet, payments, the point mall) takes its payment password
 * field and check from here.
 */

/** Six-digit payment password input attributes. */
const PAYMENT_PASSWORD_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  autoComplete: 'off',
  className: 'field__input',
} as const;

/**
 * The browser-side check of a payment password field: required, six digits (the contract's rule).
 * The keys exist in every namespace whose forms ask for one (wallet, payments, points).
 */
export function paymentPasswordProblem(value: string): Problem | null {
  if (value === '') return { key: 'validation.required' };
  return PaymentPasswordSchema.safeParse(value).success ? null : { key: 'validation.paymentPasswordFormat' };
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

/**
 * A six-digit payment password of a money form: labelled, required, its error tied to it, a numeric
 * keyboard, never autofilled; anything but digits is dropped as typed.
 */
export function PaymentPasswordField({
  label,
  error,
  value,
  onChange,
  name = 'paymentPassword',
}: {
  label: ReactNode;
  error: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The field's name, for a form with several (old, new, confirm). */
  name?: string;
}) {
  return (
    <Field label={label} error={error} required>
      {(control) => (
        <input
          {...control}
          {...PAYMENT_PASSWORD_INPUT}
          name={name}
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
