import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PaymentPasswordField } from '@/components/money/form-parts';
import { FormAlert } from '@/components/ui/form-alert';
import { MessageDialog } from '@/components/ui/message-dialog';
import { isOutcomeUnknown } from '@/lib/money-errors';
import { useRequestId } from '@/lib/request-id';
import { useBrandMoney } from '@/lib/money';
import { formErrorsOf } from '../api/errors';
import type { PointsConfig } from '../api/types';
import { useConvert } from '../api/use-points';
import { usePointsFormat } from '../lib/format';
import { convertProblems, type Problems } from '../lib/validate';
import { FormActions } from './form-parts';

/** Converting points to cash in the main wallet, with the payment password. */
export function ConvertDialog({
  terms,
  balance,
  decimals,
  onClose,
}: {
  terms: PointsConfig['convert'];
  balance: number;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const formatPoints = usePointsFormat();
  const { format: money } = useBrandMoney();
  const convert = useConvert();
  const ids = useRequestId();
  const [points, setPoints] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<string | null>(null);

  const scale = 10 ** decimals;
  const preview = (Math.floor(((Number(points) || 0) * scale) / terms.pointsPerUnit) / scale).toFixed(
    decimals,
  );
  const clear = (field: string) => {
    setProblems(({ [field]: _, ...rest }) => rest);
    setAlert(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = convertProblems({ points, minPoints: terms.minPoints, balance, paymentPassword });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { points: Number(points) };
    convert.mutate(
      { ...body, paymentPassword, requestId: ids.idFor(body) },
      {
        onSuccess: () => ids.settle(),
        onError: (error) => {
          if (!isOutcomeUnknown(error)) ids.settle();
          const { fields, alert } = formErrorsOf(error);
          setProblems(fields);
          setAlert(alert);
        },
      },
    );
  };

  if (convert.data) {
    return (
      <MessageDialog title={t('convert.doneTitle')} onClose={onClose}>
        <p role="status">
          {t('convert.done', {
            points: formatPoints(convert.data.exchange.points),
            amount: money(convert.data.exchange.amount),
          })}
        </p>
      </MessageDialog>
    );
  }

  const text = (field: string) =>
    problems[field] ? t(problems[field], { min: formatPoints(terms.minPoints) }) : null;
  return (
    <Dialog title={t('convert.title')} onClose={onClose} size="sm">
      <form className="wallet-form points-form" noValidate onSubmit={onSubmit}>
        <p className="points-form__summary">
          {t('convert.rate', {
            points: formatPoints(terms.pointsPerUnit),
            amount: money((1).toFixed(decimals)),
          })}
          {' · '}
          {t('redeem.balance', { points: formatPoints(balance) })}
        </p>
        <Field
          label={t('convert.points')}
          error={text('points')}
          hint={t('convert.minimum', { min: formatPoints(terms.minPoints) })}
          required
        >
          {(props) => (
            <input
              {...props}
              className="field__input"
              name="points"
              inputMode="numeric"
              maxLength={10}
              value={points}
              onChange={(e) => {
                setPoints(e.target.value.replace(/\D/g, ''));
                clear('points');
              }}
            />
          )}
        </Field>
        <PaymentPasswordField
          label={t('redeem.paymentPassword')}
          value={paymentPassword}
          error={text('paymentPassword')}
          onChange={(value) => {
            setPaymentPassword(value);
            clear('paymentPassword');
          }}
        />
        <p className="points-form__total">{t('convert.youGet', { amount: money(preview) })}</p>
        <FormAlert message={alert ? t(alert) : null} />
        <FormActions pending={convert.isPending} submitLabel={t('actions.convert')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
