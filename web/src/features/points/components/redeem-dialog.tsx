import { ErrorCode } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PaymentPasswordField } from '@/components/money/form-parts';
import { FormAlert } from '@/components/ui/form-alert';
import { MessageDialog } from '@/components/ui/message-dialog';
import { useAccountDialogs } from '@/lib/account-overlays';
import { errorCode } from '@/lib/errors';
import { isOutcomeUnknown } from '@/lib/money-errors';
import { useRequestId } from '@/lib/request-id';
import { useBrandMoney } from '@/lib/money';
import { formErrorsOf } from '../api/errors';
import type { PointExchange, PointProduct } from '../api/types';
import { useRedeem } from '../api/use-points';
import { usePointsFormat } from '../lib/format';
import { redeemProblems, type Problems } from '../lib/validate';
import { ExchangeStatusBadge } from './exchange-status';
import { FormActions } from './form-parts';

const MAX_QUANTITY = 10;

/**
 * Redeeming one product: the quantity, a delivery address for a physical product and the payment
 * password; the platform reserves stock and points at once and answers the exchange record, which
 * waits for the operator (in application).
 */
export function RedeemDialog({
  product,
  balance,
  onClose,
}: {
  product: PointProduct;
  balance: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const formatPoints = usePointsFormat();
  const { format: money } = useBrandMoney();
  const dialogs = useAccountDialogs();
  const redeem = useRedeem();
  const ids = useRequestId();
  const physical = product.kind === 'physical';
  const [quantity, setQuantity] = useState('1');
  const [recipient, setRecipient] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<PointExchange | null>(null);

  const count = Number(quantity) || 0;
  const maxQuantity = Math.min(MAX_QUANTITY, product.quantity);
  const cost = product.pointsRequired * count;
  const clear = (field: string) => {
    setProblems(({ [field]: _, ...rest }) => rest);
    setAlert(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const deliveryAddress = physical ? { recipient, phone, address } : null;
    const found = redeemProblems({ quantity: count, maxQuantity, paymentPassword, address: deliveryAddress });
    if (cost > balance && !found['quantity']) found['quantity'] = 'errors.pointsInsufficient';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      productId: product.id,
      quantity: count,
      ...(deliveryAddress ? { deliveryAddress } : {}),
    };
    redeem.mutate(
      { ...body, paymentPassword, requestId: ids.idFor(body) },
      {
        onSuccess: (result) => {
          ids.settle();
          setDone(result.exchange);
        },
        onError: (error) => {
          if (!isOutcomeUnknown(error)) ids.settle();
          const { fields, alert } = formErrorsOf(error);
          setProblems(fields);
          setAlert(alert);
        },
      },
    );
  };

  const text = (field: string) => (problems[field] ? t(problems[field]) : null);
  const input = (
    field: string,
    label: string,
    value: string,
    set: (v: string) => void,
    extra: Record<string, unknown> = {},
  ) => (
    <Field label={label} error={text(field)} required>
      {(props) => (
        <input
          {...props}
          className="field__input"
          name={field}
          value={value}
          onChange={(e) => {
            set(e.target.value);
            clear(field);
          }}
          {...extra}
        />
      )}
    </Field>
  );

  if (done) {
    return (
      <MessageDialog title={t('redeem.doneTitle')} onClose={onClose}>
        <div className="points-done" role="status">
          <p>{t('redeem.done', { product: product.name })}</p>
          <dl className="points-done__facts">
            <dt>{t('records.transactionNo')}</dt>
            <dd className="mono">{done.transactionNo}</dd>
            <dt>{t('records.status')}</dt>
            <dd>
              <ExchangeStatusBadge status={done.status} />
            </dd>
          </dl>
        </div>
      </MessageDialog>
    );
  }

  return (
    <Dialog title={t('redeem.title', { product: product.name })} onClose={onClose} size="md">
      <form className="wallet-form points-form" noValidate onSubmit={onSubmit}>
        <p className="points-form__summary">
          {t('redeem.price', { points: formatPoints(product.pointsRequired) })}
          {product.amountRequired !== '0.00' ? ` + ${money(product.amountRequired)}` : ''}
          {' · '}
          {t('redeem.balance', { points: formatPoints(balance) })}
        </p>
        {input('quantity', t('redeem.quantity'), quantity, (v) => setQuantity(v.replace(/\D/g, '')), {
          inputMode: 'numeric',
          maxLength: 2,
        })}
        {physical ? (
          <fieldset className="points-form__address">
            <legend>{t('redeem.address')}</legend>
            {input('recipient', t('redeem.recipient'), recipient, setRecipient, {
              autoComplete: 'name',
              maxLength: 60,
            })}
            {input('phone', t('redeem.phone'), phone, setPhone, {
              autoComplete: 'tel',
              inputMode: 'tel',
              maxLength: 20,
            })}
            {input('address', t('redeem.street'), address, setAddress, {
              autoComplete: 'street-address',
              maxLength: 300,
            })}
          </fieldset>
        ) : null}
        <PaymentPasswordField
          label={t('redeem.paymentPassword')}
          value={paymentPassword}
          error={text('paymentPassword')}
          onChange={(value) => {
            setPaymentPassword(value);
            clear('paymentPassword');
          }}
        />
        <p className="points-form__total">{t('redeem.total', { points: formatPoints(cost) })}</p>
        <FormAlert message={alert ? t(alert) : null} />
        {errorCode(redeem.error) === ErrorCode.paymentPasswordNotSet ? (
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              // Back from setting one, the form must not still say that none is set.
              redeem.reset();
              setAlert(null);
              clear('paymentPassword');
              dialogs.openCentre('securityCenter', { section: 'paymentPassword' });
            }}
          >
            {t('actions.setPaymentPassword')}
          </button>
        ) : null}
        <FormActions pending={redeem.isPending} submitLabel={t('actions.confirmRedeem')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
