import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { isNonEmpty, type NonEmpty } from '@/lib/non-empty';
import type { DepositChannel, DepositOrder } from '../api/types';
import { useCreateDeposit, useDepositChannels, useDepositOrder, useDepositOrders } from '../api/use-deposit';
import { useOrderUpdates } from '../api/use-order-updates';
import { amountProblem, quickAmounts } from '@/lib/amount';
import { browser } from '../lib/browser';
import {
  CentreCard,
  CopyButton,
  DateTime,
  Empty,
  FormMessage,
  Loading,
  Notice,
  QueryError,
  QueryList,
  StatusBadge,
  Summary,
} from '@/components/money/parts';
import { ConfirmStep, FormAmountField, FormTextField } from '@/components/money/form-parts';
import { collect, useWalletForm } from '@/components/money/use-wallet-form';
import { useBrandMoney } from '@/lib/money';
import { markUsefulMoment } from '@/lib/useful-moment';

type Props = {
  /** An order the pay page sent the player back for (`/index?depositOrder=ID`). */
  orderId?: string | null;
};

/** depositv2: pick a channel, an amount, confirm; then the pay page or the bank details. */
export function DepositPage({ orderId = null }: Props) {
  const { t } = useTranslation('payments');
  const channels = useDepositChannels();
  const [watched, setWatched] = useState<string | null>(orderId);

  return (
    <div className="centre-page__stack">
      {watched ? <OrderStatus orderId={watched} onDismiss={() => setWatched(null)} /> : null}
      {channels.isPending ? (
        <Loading />
      ) : channels.isError ? (
        <QueryError error={channels.error} onRetry={() => void channels.refetch()} />
      ) : isNonEmpty(channels.data) ? (
        <DepositForm channels={channels.data} onBankOrder={setWatched} />
      ) : (
        <Empty>{t('deposit.noChannels')}</Empty>
      )}
      <RecentDeposits />
    </div>
  );
}

function DepositForm({
  channels,
  onBankOrder,
}: {
  channels: NonEmpty<DepositChannel>;
  onBankOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation(['payments', 'wallet']);
  const money = useBrandMoney();
  const create = useCreateDeposit();
  const form = useWalletForm();
  const [channelId, setChannelId] = useState(channels[0].id);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [leaving, setLeaving] = useState(false);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  const isBank = channel.type === 'bank';

  const review = (event: FormEvent) => {
    event.preventDefault();
    form.review(
      collect({
        amount: amountProblem(amount, {
          decimals: money.decimals,
          min: channel.minAmount,
          max: channel.maxAmount,
          format: money.format,
        }),
        payerName: isBank && payerName.trim() === '' ? { key: 'validation.required' } : null,
      }),
    );
  };

  const confirm = async () => {
    const body = {
      channelId: channel.id,
      amount: amount.trim(),
      ...(isBank ? { payerName: payerName.trim() } : {}),
    };
    const order = await form.run(() => create.mutateAsync({ ...body, requestId: form.requestIdFor(body) }));
    if (!order) return;
    setAmount('');
    if (order.channelType === 'online' && order.payUrl) {
      setLeaving(true);
      browser.assign(order.payUrl);
      return;
    }
    onBankOrder(order.orderId);
  };

  if (leaving) return <Loading label={t('deposit.redirecting')} />;

  if (form.confirming) {
    return (
      <ConfirmStep
        id="deposit-confirm-title"
        title={t('deposit.confirmTitle')}
        rows={[
          [t('deposit.channel'), channel.name],
          [t('wallet:fields.amount'), money.format(amount.trim())],
          ...(isBank ? ([[t('deposit.payerName'), payerName.trim()]] as [string, string][]) : []),
        ]}
        form={form}
        onConfirm={confirm}
        confirmLabel={t('deposit.confirm')}
      >
        {isBank ? (
          <Notice>{t('deposit.bankConfirmNote')}</Notice>
        ) : (
          <Notice>{t('deposit.onlineConfirmNote')}</Notice>
        )}
      </ConfirmStep>
    );
  }

  return (
    <CentreCard id="deposit-form-title" title={t('deposit.title')}>
      <form className="wallet-form" noValidate onSubmit={review}>
        <fieldset className="channel-picker">
          <legend className="field__label">{t('deposit.channel')}</legend>
          <div className="channel-picker__grid">
            {channels.map((c) => (
              <label key={c.id} className={`channel-card${c.id === channel.id ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="channelId"
                  value={c.id}
                  checked={c.id === channel.id}
                  onChange={() => {
                    setChannelId(c.id);
                    form.clearField('amount');
                  }}
                />
                <span className="channel-card__name">{c.name}</span>
                <span className="channel-card__type">{t(`deposit.type.${c.type}`)}</span>
                <span className="channel-card__limits">
                  {money.format(c.minAmount)} – {money.format(c.maxAmount)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormAmountField
          form={form}
          hint={t('deposit.limits', {
            min: money.format(channel.minAmount),
            max: money.format(channel.maxAmount),
          })}
          value={amount}
          onChange={setAmount}
        />
        <div className="quick-amounts" role="group" aria-label={t('deposit.quickAmounts')}>
          {quickAmounts(channel.minAmount, channel.maxAmount, money.decimals).map((value) => (
            <button
              key={value}
              type="button"
              className={`btn btn--outline btn--small${amount === value ? ' is-selected' : ''}`}
              aria-pressed={amount === value}
              onClick={() => {
                setAmount(value);
                form.clearField('amount');
              }}
            >
              {money.format(value)}
            </button>
          ))}
        </div>
        {isBank ? (
          <>
            <FormTextField
              form={form}
              name="payerName"
              label={t('deposit.payerName')}
              hint={t('deposit.payerNameHint')}
              value={payerName}
              onChange={setPayerName}
              autoComplete="name"
              maxLength={64}
            />
            {channel.bankAccount ? <BankAccount account={channel.bankAccount} /> : null}
          </>
        ) : null}
        <FormMessage message={form.text(form.formError)} />
        <div className="wallet-form__actions">
          <button type="submit" className="btn btn--primary">
            {t('deposit.review')}
          </button>
        </div>
      </form>
    </CentreCard>
  );
}

function BankAccount({ account }: { account: NonNullable<DepositChannel['bankAccount']> }) {
  const { t } = useTranslation('payments');
  return (
    <div className="bank-account" aria-label={t('deposit.transferTo')} role="group">
      <p className="bank-account__title">{t('deposit.transferTo')}</p>
      <Summary
        rows={[
          [t('deposit.bankName'), account.bankName],
          [
            t('deposit.accountName'),
            <span key="name" className="bank-account__value">
              {account.accountName}
              <CopyButton value={account.accountName} label={t('deposit.accountName')} />
            </span>,
          ],
          [
            t('deposit.accountNumber'),
            <span key="number" className="bank-account__value">
              {account.accountNumber}
              <CopyButton value={account.accountNumber} label={t('deposit.accountNumber')} />
            </span>,
          ],
        ]}
      />
    </div>
  );
}

/** One order's live status: asked again while it is pending. */
function OrderStatus({ orderId, onDismiss }: { orderId: string; onDismiss: () => void }) {
  const { t } = useTranslation('payments');
  const money = useBrandMoney();
  const order = useDepositOrder(orderId);
  return (
    <section className="centre-card centre-card--highlight" aria-labelledby="deposit-order-title">
      <div className="centre-card__head">
        <h4 id="deposit-order-title" className="centre-card__title">
          {t('deposit.orderTitle')}
        </h4>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
      {order.isPending ? (
        <Loading />
      ) : order.isError ? (
        <QueryError error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetails order={order.data} format={money.format} />
      )}
    </section>
  );
}

function OrderDetails({ order, format }: { order: DepositOrder; format: (a: string) => string }) {
  const { t } = useTranslation(['payments', 'wallet']);
  // A deposit that went through is a moment push may be offered after (lib/useful-moment.ts).
  useEffect(() => {
    if (order.status === 'success') markUsefulMoment('deposit');
  }, [order.status]);
  return (
    <>
      <Summary
        rows={[
          [t('orderId'), order.orderId],
          [t('deposit.channel'), order.channelName],
          [t('wallet:fields.amount'), format(order.amount)],
          [t('fields.status'), <StatusBadge key="status" status={order.status} />],
        ]}
      />
      <div aria-live="polite">
        {order.status === 'pending' ? (
          <Notice tone="warning">
            {t(order.channelType === 'bank' ? 'deposit.pendingBank' : 'deposit.pendingOnline')}
          </Notice>
        ) : order.status === 'success' ? (
          <Notice tone="success">{t('deposit.success')}</Notice>
        ) : (
          <Notice tone="warning">
            {t('deposit.failed')}
            {order.reason ? ` ${order.reason}` : ''}
          </Notice>
        )}
      </div>
    </>
  );
}

function RecentDeposits() {
  const { t } = useTranslation(['payments', 'wallet']);
  const money = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const orders = useDepositOrders(pageNo);
  useOrderUpdates();
  return (
    <CentreCard id="deposit-orders-title" title={t('deposit.recent')}>
      <QueryList query={orders} empty={t('deposit.noOrders')}>
        {(data) => (
          <>
            <RecordTable
              rows={data.list}
              rowKey={(order) => order.orderId}
              columns={[
                { label: t('wallet:fields.time'), cell: (order) => <DateTime value={order.createdAt} /> },
                { label: t('deposit.channel'), cell: (order) => order.channelName },
                { label: t('wallet:fields.amount'), num: true, cell: (order) => money.format(order.amount) },
                { label: t('fields.status'), cell: (order) => <StatusBadge status={order.status} /> },
              ]}
            />
            <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryList>
    </CentreCard>
  );
}
