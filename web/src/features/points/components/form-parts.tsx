import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_INPUT } from '@/components/money/form-parts';
import { Field } from '@/components/ui/field';

/** The pieces the convert and redeem dialogs share: the payment password and the actions. */

/** The payment password of a points form (digits only, as typed). */
export function PaymentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('points');
  return (
    <Field label={t('redeem.paymentPassword')} error={error} required>
      {(props) => (
        <input
          {...props}
          {...PAYMENT_PASSWORD_INPUT}
          name="paymentPassword"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}

/** Cancel and submit of a points form; submit shows the call in flight. */
export function FormActions({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('points');
  return (
    <div className="wallet-form__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={pending} aria-busy={pending || undefined}>
        {submitLabel}
      </button>
    </div>
  );
}
