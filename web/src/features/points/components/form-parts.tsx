import { useTranslation } from 'react-i18next';

/**
 * What the convert and redeem dialogs share beyond the money forms' kit
 * (components/money/form-parts.tsx: the payment password): their actions.
 */

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
