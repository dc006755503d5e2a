import { MAIN_WALLET_ID } from '@portal/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import type { WalletEntry, WalletOverview, WalletTransfer } from '../api/types';
import { useRecoverAll, useTransferStatus, useWalletOverview, useWalletTransfer } from '../api/use-wallet';
import { amountLimits, amountProblem, minorOf, truncateAmount } from '@/lib/amount';
import { CentreCard, FormMessage, Notice, QueryView } from '@/components/money/parts';
import { ConfirmStep, FormAmountField } from '@/components/money/form-parts';
import { collect, useWalletForm } from '@/components/money/use-wallet-form';
import { useBrandMoney } from '@/lib/money';

/**
 * transferFund: the main wallet and every transfer vendor's wallet, transfers between them within the
 * brand's limits, recover all; and the vendors that play straight from the main wallet (the merchant
 * wallet's seamless ones), which need no transfer. A brand with none but those has nothing to move.
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const overview = useWalletOverview();
  const money = useBrandMoney();

  return (
    <QueryView query={overview}>
      {(data) => {
        const hasTransferWallets = data.wallets.some((w) => w.accountTypeId !== MAIN_WALLET_ID);
        return (
          <div className="centre-page__stack">
            <div className="wallet-totals">
              <div className="wallet-total">
                <span className="wallet-total__label">{t('transfer.total')}</span>
                <span className="wallet-total__value">{money.format(data.sumBalance)}</span>
              </div>
              {data.holdBalance && minorOf(data.holdBalance, 8) !== 0n ? (
                <div className="wallet-total">
                  <span className="wallet-total__label">{t('transfer.held')}</span>
                  <span className="wallet-total__value">{money.format(data.holdBalance)}</span>
                </div>
              ) : null}
              {hasTransferWallets ? <RecoverAll /> : null}
            </div>
            {hasTransferWallets ? <TransferForm wallets={data.wallets} limits={data.transferLimits} /> : null}
            <SeamlessVendors vendors={data.seamlessVendors} only={!hasTransferWallets} />
            <ul className="wallet-grid" aria-label={t('transfer.wallets')}>
              {data.wallets.map((wallet) => (
                <li
                  key={wallet.accountTypeId}
                  className={`wallet-card${wallet.accountTypeId === MAIN_WALLET_ID ? ' wallet-card--main' : ''}${wallet.maintenance ? ' is-maintenance' : ''}`}
                >
                  <span className="wallet-card__name">
                    {wallet.accountTypeId === MAIN_WALLET_ID ? t('transfer.mainWallet') : wallet.name}
                  </span>
                  <span className="wallet-card__balance">{money.format(wallet.balance)}</span>
                  {wallet.maintenance ? (
                    <span className="wallet-card__note">{t('transfer.maintenance')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryView>
  );
}

/**
 * The vendors whose games bet straight from the main wallet: nothing to transfer for them. When the
 * brand has no other kind, that is all the page has to say about transfers.
 */
function SeamlessVendors({ vendors, only }: { vendors: WalletOverview['seamlessVendors']; only: boolean }) {
  const { t } = useTranslation('wallet');
  if (vendors.length === 0 && !only) return null;
  return (
    <CentreCard id="seamless-vendors-title" title={t('transfer.seamlessTitle')}>
      <p className="seamless-vendors__intro">
        {only ? t('transfer.seamlessOnly') : t('transfer.seamlessIntro')}
      </p>
      {vendors.length > 0 ? (
        <ul className="seamless-vendors">
          {vendors.map((v) => (
            <li key={v.vendor} className="seamless-vendors__item">
              {v.name}
            </li>
          ))}
        </ul>
      ) : null}
    </CentreCard>
  );
}

/** The amount's hints, each on its own line: the source's balance, the limits of a transfer. */
function hintOf(...lines: (string | null)[]): ReactNode {
  const present = lines.filter((line): line is string => line !== null);
  if (present.length === 0) return undefined;
  return present.map((line) => (
    <span key={line} className="field__hint-line">
      {line}
    </span>
  ));
}

function walletName(wallets: WalletEntry[], id: number, mainLabel: string): string {
  if (id === MAIN_WALLET_ID) return mainLabel;
  return wallets.find((w) => w.accountTypeId === id)?.name ?? String(id);
}

function TransferForm({
  wallets,
  limits,
}: {
  wallets: WalletEntry[];
  limits: WalletOverview['transferLimits'];
}) {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const transfer = useWalletTransfer();
  const form = useWalletForm();
  const firstVendor = wallets.find((w) => w.accountTypeId !== MAIN_WALLET_ID && !w.maintenance);
  const [from, setFrom] = useState(MAIN_WALLET_ID);
  const [to, setTo] = useState(firstVendor?.accountTypeId ?? MAIN_WALLET_ID);
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<WalletTransfer | null>(null);
  const mainLabel = t('transfer.mainWallet');
  const source = wallets.find((w) => w.accountTypeId === from);
  // The brand's limits of one transfer (the merchant wallet), said before an amount is typed.
  const limitsHint = amountLimits(limits.min, limits.max, money.format);

  const pickFrom = (id: number) => {
    setFrom(id);
    // One side is always the main wallet.
    if (id !== MAIN_WALLET_ID) setTo(MAIN_WALLET_ID);
    else if (to === MAIN_WALLET_ID && firstVendor) setTo(firstVendor.accountTypeId);
    form.clearField('toAccountTypeId');
  };
  const pickTo = (id: number) => {
    setTo(id);
    if (id !== MAIN_WALLET_ID) setFrom(MAIN_WALLET_ID);
    else if (from === MAIN_WALLET_ID && firstVendor) setFrom(firstVendor.accountTypeId);
    form.clearField('toAccountTypeId');
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    form.review(
      collect({
        toAccountTypeId:
          from === to
            ? { key: 'validation.sameWallet' }
            : from !== MAIN_WALLET_ID && to !== MAIN_WALLET_ID
              ? { key: 'validation.needsMainWallet' }
              : null,
        amount: amountProblem(amount, {
          decimals: money.decimals,
          min: limits.min,
          max: limits.max,
          available: source?.balance ?? null,
          format: money.format,
        }),
      }),
    );
  };

  const confirm = async () => {
    const body = { fromAccountTypeId: from, toAccountTypeId: to, amount: amount.trim() };
    const value = await form.run(() => transfer.mutateAsync({ ...body, requestId: form.requestIdFor(body) }));
    if (value) {
      setResult(value);
      setAmount('');
    }
  };

  const options = (side: 'from' | 'to') =>
    wallets.map((w) => (
      <option
        key={w.accountTypeId}
        value={w.accountTypeId}
        disabled={w.maintenance && w.accountTypeId !== MAIN_WALLET_ID}
      >
        {w.accountTypeId === MAIN_WALLET_ID ? mainLabel : w.name}
        {side === 'from' ? ` (${money.format(w.balance)})` : ''}
        {w.maintenance ? ` — ${t('transfer.maintenance')}` : ''}
      </option>
    ));

  if (form.confirming) {
    return (
      <ConfirmStep
        id="transfer-confirm-title"
        title={t('transfer.confirmTitle')}
        rows={[
          [t('transfer.from'), walletName(wallets, from, mainLabel)],
          [t('transfer.to'), walletName(wallets, to, mainLabel)],
          [t('fields.amount'), money.format(amount.trim())],
        ]}
        form={form}
        onConfirm={confirm}
        confirmLabel={t('transfer.confirm')}
      />
    );
  }

  return (
    <CentreCard id="transfer-form-title" title={t('transfer.title')}>
      {result ? <TransferResult transfer={result} wallets={wallets} /> : null}
      <form className="wallet-form wallet-form--grid" noValidate onSubmit={review}>
        {(
          [
            ['from', t('transfer.from'), 'fromAccountTypeId', from, pickFrom, undefined],
            ['to', t('transfer.to'), 'toAccountTypeId', to, pickTo, form.text(form.problems.toAccountTypeId)],
          ] as const
        ).map(([side, label, name, value, pick, error]) => (
          <Field key={side} label={label} error={error}>
            {(props) => (
              <select
                {...props}
                className="field__input"
                name={name}
                value={value}
                onChange={(e) => pick(Number(e.target.value))}
              >
                {options(side)}
              </select>
            )}
          </Field>
        ))}
        <FormAmountField
          form={form}
          hint={hintOf(
            source ? t('transfer.available', { amount: money.format(source.balance) }) : null,
            limitsHint ? t(limitsHint.key, limitsHint.values ?? {}) : null,
          )}
          value={amount}
          onChange={setAmount}
          className="wallet-form__wide"
          addon={
            <button
              type="button"
              className="btn btn--outline field__addon"
              onClick={() => {
                setAmount(truncateAmount(source?.balance ?? '0', money.decimals));
                form.clearField('amount');
              }}
            >
              {t('transfer.all')}
            </button>
          }
        />
        <FormMessage message={form.text(form.formError)} />
        <div className="wallet-form__actions wallet-form__wide">
          <button type="submit" className="btn btn--primary">
            {t('transfer.review')}
          </button>
        </div>
      </form>
    </CentreCard>
  );
}

/** The outcome of a transfer; a pending one is asked again until the vendor answers. */
function TransferResult({ transfer, wallets }: { transfer: WalletTransfer; wallets: WalletEntry[] }) {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const status = useTransferStatus(transfer.status === 'pending' ? transfer.transferId : null);
  const current = status.data ?? transfer;
  const values = {
    amount: money.format(current.amount),
    from: walletName(wallets, current.fromAccountTypeId, t('transfer.mainWallet')),
    to: walletName(wallets, current.toAccountTypeId, t('transfer.mainWallet')),
  };
  if (current.status === 'pending') {
    return (
      <Notice tone="warning">
        <span className="spinner" aria-hidden="true" /> {t('transfer.pending', values)}
      </Notice>
    );
  }
  if (current.status === 'failed') return <Notice tone="warning">{t('transfer.failed', values)}</Notice>;
  return <Notice tone="success">{t('transfer.done', values)}</Notice>;
}

/** Every vendor wallet back to the main wallet in one tap, after a confirmation. */
function RecoverAll() {
  const { t } = useTranslation('wallet');
  const recover = useRecoverAll();
  const form = useWalletForm();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<WalletTransfer[] | null>(null);

  const run = async () => {
    const value = await form.run(() => recover.mutateAsync({ requestId: form.requestIdFor('recoverAll') }));
    if (value) {
      setOutcome(value.transfers);
      setAsking(false);
    }
  };

  return (
    <div className="recover-all">
      {asking ? (
        <div className="recover-all__confirm" role="group" aria-label={t('transfer.recoverAll')}>
          <p>{t('transfer.recoverAllQuestion')}</p>
          <div className="wallet-form__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--small"
              aria-busy={form.pending || undefined}
              onClick={() => void run()}
            >
              {form.pending ? <span className="spinner" aria-hidden="true" /> : null}
              {t('transfer.recoverAllConfirm')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            setOutcome(null);
            setAsking(true);
          }}
        >
          {t('transfer.recoverAll')}
        </button>
      )}
      <FormMessage message={form.text(form.formError)} />
      {outcome ? <RecoverOutcome transfers={outcome} /> : null}
    </div>
  );
}

function RecoverOutcome({ transfers }: { transfers: WalletTransfer[] }) {
  const { t } = useTranslation('wallet');
  if (transfers.length === 0) return <Notice>{t('transfer.recoverNothing')}</Notice>;
  const count = (status: string) => transfers.filter((tr) => tr.status === status).length;
  return (
    <>
      <Notice tone={count('success') === transfers.length ? 'success' : 'warning'}>
        {t('transfer.recoverDone', { done: count('success'), total: transfers.length })}
      </Notice>
      {transfers
        .filter((tr) => tr.status === 'pending')
        .map((tr) => (
          <PendingLine key={tr.transferId} transfer={tr} />
        ))}
    </>
  );
}

function PendingLine({ transfer }: { transfer: WalletTransfer }) {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const status = useTransferStatus(transfer.transferId);
  const current = status.data ?? transfer;
  return (
    <p className="wallet-pending-line" role="status">
      {t(`transfer.line.${current.status}`, { amount: money.format(current.amount) })}
    </p>
  );
}
