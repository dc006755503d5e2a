import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import type { BankCard, WithdrawInfo } from '../api/types';
import { useBankCards, useCreateWithdraw, useWithdrawInfo, useWithdrawOrders } from '../api/use-withdraw';
import { useOrderUpdates } from '../api/use-order-updates';
import { amountProblem } from '@/lib/amount';
import { isReady } from '../lib/withdraw-readiness';
import { WithdrawReadiness, type OnFix } from './withdraw-readiness';
import {
  CentreCard,
  DateTime,
  FormMessage,
  Loading,
  Notice,
  QueryError,
  QueryList,
  StatusBadge,
} from '@/components/money/parts';
import {
  ConfirmStep,
  FormAmountField,
  FormPaymentPassword,
  paymentPasswordProblem,
} from '@/components/money/form-parts';
import { collect, useWalletForm } from '@/components/money/use-wallet-form';
import { useBrandMoney } from '@/lib/money';
import { useConfirmsWithPasskey, usePasskeyStepUp } from '@/lib/passkey-step-up';
import { WithdrawConfirmPanel } from './withdraw-confirm';

/**
 * withdraw: at the top, everything that stands between the member and a withdrawal (the readiness
 * panel, from the platform's own rules), then the limits, the request form once nothing stands in
 * the way, and the orders (paid ones await a confirmation). The information re-reads whenever the
 * platform reports a wallet change (a round settling moves the turnover) and when the page regains
 * focus; the orders (and what stands in the way) whenever the platform reports an order changed.
 */
export function WithdrawPage({ onFix }: { onFix: OnFix }) {
  const info = useWithdrawInfo();
  const cards = useBankCards();
  const { t } = useTranslation('payments');
  // Kept here, not in the form: a request just placed makes "a withdrawal in progress" stand in
  // the way, which replaces the form, and the person must still read that it went through.
  const [placed, setPlaced] = useState(false);
  return (
    <div className="centre-page__stack">
      {placed ? <Notice tone="success">{t('withdraw.placed')}</Notice> : null}
      {info.isPending || cards.isPending ? (
        <Loading />
      ) : info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : cards.isError ? (
        <QueryError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : (
        <>
          <WithdrawReadiness info={info.data} onFix={onFix} />
          <WithdrawSummary info={info.data} blocked={!isReady(info.data)} />
          {isReady(info.data) ? (
            <WithdrawForm info={info.data} cards={cards.data.cards} onPlaced={setPlaced} />
          ) : null}
        </>
      )}
      <WithdrawOrders />
    </div>
  );
}

/** `blocked`: the panel above lists what stands, so the amount is what becomes withdrawable then. */
function WithdrawSummary({ info, blocked }: { info: WithdrawInfo; blocked: boolean }) {
  const { t } = useTranslation('payments');
  const money = useBrandMoney();
  return (
    <section className="centre-card" aria-labelledby="withdraw-summary-title">
      <h4 id="withdraw-summary-title" className="visually-hidden">
        {t('withdraw.summary')}
      </h4>
      <div className="wallet-totals">
        <div className="wallet-total">
          <span className="wallet-total__label">
            {t(blocked ? 'withdraw.withdrawableLater' : 'withdraw.withdrawable')}
          </span>
          <span className="wallet-total__value">{money.format(info.withdrawable)}</span>
        </div>
        <div className="wallet-total">
          <span className="wallet-total__label">{t('withdraw.limits')}</span>
          <span className="wallet-total__value wallet-total__value--small">
            {money.format(info.minAmount)} – {money.format(info.maxAmount)}
          </span>
        </div>
        <div className="wallet-total">
          <span className="wallet-total__label">{t('withdraw.dailyCount')}</span>
          <span className="wallet-total__value wallet-total__value--small">
            {t('withdraw.dailyCountValue', { used: info.dailyCountUsed, limit: info.dailyCountLimit })}
          </span>
        </div>
      </div>
    </section>
  );
}

/** The request form, shown only when nothing stands in the way (see withdraw-readiness.ts). */
function WithdrawForm({
  info,
  cards,
  onPlaced,
}: {
  info: WithdrawInfo;
  cards: BankCard[];
  /** Told false when a new request starts and true once one is placed. */
  onPlaced: (placed: boolean) => void;
}) {
  const { t } = useTranslation(['payments', 'wallet']);
  const money = useBrandMoney();
  const create = useCreateWithdraw();
  const form = useWalletForm();
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(cards[0]?.id ?? null);
  const [paymentPassword, setPaymentPassword] = useState('');
  const card = cards.find((c) => c.id === cardId) ?? null;
  // A member with a passkey confirms with it in the confirmation step, not with the payment password.
  const withPasskey = useConfirmsWithPasskey() === true;
  const stepUp = usePasskeyStepUp();

  const review = (event: FormEvent) => {
    event.preventDefault();
    onPlaced(false);
    form.review(
      collect({
        amount: amountProblem(amount, {
          decimals: money.decimals,
          min: info.minAmount,
          max: info.maxAmount,
          available: info.withdrawable,
          format: money.format,
        }),
        bankCardId: card ? null : { key: 'validation.chooseCard' },
        paymentPassword: withPasskey ? null : paymentPasswordProblem(paymentPassword),
      }),
    );
  };

  const confirm = async () => {
    if (!card) return;
    const body = withPasskey
      ? { amount: amount.trim(), bankCardId: card.id }
      : { amount: amount.trim(), bankCardId: card.id, paymentPassword };
    const order = await form.run(async () => {
      const proof = withPasskey ? { passkey: await stepUp('withdraw') } : {};
      return create.mutateAsync({ ...body, ...proof, requestId: form.requestIdFor(body) });
    });
    if (order) {
      setAmount('');
      setPaymentPassword('');
      onPlaced(true);
    }
  };

  if (form.confirming && card) {
    return (
      <ConfirmStep
        id="withdraw-confirm-title"
        title={t('withdraw.confirmTitle')}
        rows={[
          [t('wallet:fields.amount'), money.format(amount.trim())],
          [t('withdraw.card'), `${card.bankName} ${card.accountNumberMasked}`],
          [t('cards.holderName'), card.holderName],
        ]}
        form={form}
        onConfirm={confirm}
        confirmLabel={withPasskey ? t('wallet:passkey.confirm') : t('withdraw.confirm')}
      />
    );
  }

  return (
    <CentreCard id="withdraw-form-title" title={t('withdraw.title')}>
      <form className="wallet-form" noValidate onSubmit={review}>
        <FormAmountField
          form={form}
          hint={t('withdraw.amountHint', {
            min: money.format(info.minAmount),
            max: money.format(info.maxAmount),
            available: money.format(info.withdrawable),
          })}
          value={amount}
          onChange={setAmount}
        />
        <Field label={t('withdraw.card')} error={form.text(form.problems.bankCardId)} required>
          {(props) => (
            <select
              {...props}
              className="field__input"
              name="bankCardId"
              value={cardId ?? ''}
              onChange={(e) => {
                setCardId(Number(e.target.value));
                form.clearField('bankCardId');
              }}
            >
              {cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.bankName} {c.accountNumberMasked} · {c.holderName}
                </option>
              ))}
            </select>
          )}
        </Field>
        {withPasskey ? null : (
          <FormPaymentPassword form={form} value={paymentPassword} onChange={setPaymentPassword} />
        )}
        <FormMessage message={form.text(form.formError)} />
        <div className="wallet-form__actions">
          <button type="submit" className="btn btn--primary">
            {t('withdraw.review')}
          </button>
        </div>
      </form>
    </CentreCard>
  );
}

function WithdrawOrders() {
  const { t } = useTranslation('payments');
  const money = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const orders = useWithdrawOrders(pageNo);
  useOrderUpdates();
  return (
    <CentreCard id="withdraw-orders-title" title={t('withdraw.orders')}>
      <QueryList query={orders} empty={t('withdraw.noOrders')}>
        {(data) => (
          <>
            <ul className="order-list">
              {data.list.map((order) => (
                <li key={order.orderId} className="order-item">
                  <div className="order-item__main">
                    <span className="order-item__amount">{money.format(order.amount)}</span>
                    <StatusBadge status={order.status} />
                  </div>
                  <div className="order-item__meta">
                    <DateTime value={order.createdAt} /> · {order.bankName} {order.accountNumberMasked}
                  </div>
                  {order.status === 'partlyReceived' && order.receivedAmount && order.remainingAmount ? (
                    <div className="order-item__meta">
                      {t('confirm.partlySummary', {
                        received: money.format(order.receivedAmount),
                        remaining: money.format(order.remainingAmount),
                      })}
                    </div>
                  ) : null}
                  {order.reason ? <div className="order-item__meta">{order.reason}</div> : null}
                  {order.status === 'paid' ? <WithdrawConfirmPanel order={order} /> : null}
                </li>
              ))}
            </ul>
            <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryList>
    </CentreCard>
  );
}
