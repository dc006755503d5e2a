import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useBankCards, useBanks, useBindCard, useWithdrawInfo } from '../api/use-withdraw';
import type { Bank } from '../api/types';
import {
  CentreCard,
  Empty,
  FormMessage,
  Notice,
  QueryError,
  QueryView,
  SubmitButton,
} from '@/components/money/parts';
import { FormPaymentPassword, FormTextField, paymentPasswordProblem } from '@/components/money/form-parts';
import { collect, useWalletForm } from '@/components/money/use-wallet-form';
import { useConfirmsWithPasskey, usePasskeyStepUp } from '@/lib/passkey-step-up';

/** The member's bank cards and the form that binds another one. */
export function BankCardsSection() {
  const { t } = useTranslation('payments');
  const cards = useBankCards();
  const info = useWithdrawInfo();
  const [adding, setAdding] = useState(false);
  const [bound, setBound] = useState(false);

  const body = (
    <QueryView query={cards}>
      {({ cards: list, maxCards, payeeName }) => {
        const canAdd = list.length < maxCards;
        const passwordSet = info.data?.isPaymentPasswordSet ?? true;
        return (
          <>
            {list.length === 0 ? (
              <Empty>{t('cards.none')}</Empty>
            ) : (
              <ul className="bank-cards" aria-label={t('cards.title')}>
                {list.map((card) => (
                  <li key={card.id} className="bank-card">
                    <span className="bank-card__bank">{card.bankName}</span>
                    <span className="bank-card__number">{card.accountNumberMasked}</span>
                    <span className="bank-card__holder">{card.holderName}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="centre-card__intro">{t('cards.count', { count: list.length, max: maxCards })}</p>
            {bound ? <Notice tone="success">{t('cards.bound')}</Notice> : null}
            {!passwordSet ? (
              <Notice tone="warning">{t('cards.needsPaymentPassword')}</Notice>
            ) : !canAdd ? (
              <Notice>{t('cards.limitReached')}</Notice>
            ) : adding ? (
              <BindCardForm
                payeeName={payeeName}
                onCancel={() => setAdding(false)}
                onBound={() => {
                  setAdding(false);
                  setBound(true);
                }}
              />
            ) : (
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => {
                  setBound(false);
                  setAdding(true);
                }}
              >
                {t('cards.add')}
              </button>
            )}
          </>
        );
      }}
    </QueryView>
  );

  return (
    <CentreCard id="bank-cards-title" title={t('cards.title')}>
      {body}
    </CentreCard>
  );
}

function BindCardForm({
  payeeName,
  onCancel,
  onBound,
}: {
  payeeName: string | null;
  onCancel: () => void;
  onBound: () => void;
}) {
  const { t } = useTranslation(['payments', 'wallet']);
  const banks = useBanks();
  const bind = useBindCard();
  const form = useWalletForm();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState(payeeName ?? '');
  const [paymentPassword, setPaymentPassword] = useState('');
  // A member with a passkey confirms a new card with it, not with the payment password.
  const withPasskey = useConfirmsWithPasskey() === true;
  const stepUp = usePasskeyStepUp();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const holder = holderName.trim();
    const ok = form.check(
      collect({
        bankCode: bankCode ? null : { key: 'validation.chooseBank' },
        accountNumber:
          accountNumber === ''
            ? { key: 'validation.required' }
            : /^\d{6,24}$/.test(accountNumber)
              ? null
              : { key: 'validation.accountNumberFormat' },
        holderName:
          holder === ''
            ? { key: 'validation.required' }
            : holder.length < 2 || holder.length > 64
              ? { key: 'validation.holderNameLength' }
              : null,
        paymentPassword: withPasskey ? null : paymentPasswordProblem(paymentPassword),
      }),
    );
    if (!ok) return;
    const card = await form.run(async () =>
      bind.mutateAsync({
        bankCode,
        accountNumber,
        holderName: holder,
        ...(withPasskey ? { passkey: await stepUp('bindBankCard') } : { paymentPassword }),
      }),
    );
    if (card) onBound();
  };

  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('cards.bindForm')}
    >
      <Field label={t('cards.bank')} error={form.text(form.problems.bankCode)} required>
        {(props) => (
          <select
            {...props}
            className="field__input"
            name="bankCode"
            value={bankCode}
            onChange={form.changing(setBankCode, 'bankCode')}
            data-autofocus
          >
            <option value="">{banks.isPending ? t('wallet:loading') : t('cards.chooseBank')}</option>
            {(banks.data ?? []).map((bank: Bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {banks.isError ? <QueryError error={banks.error} onRetry={() => void banks.refetch()} /> : null}
      <FormTextField
        form={form}
        name="accountNumber"
        label={t('cards.accountNumber')}
        value={accountNumber}
        onChange={(v) => setAccountNumber(v.replace(/\D/g, ''))}
        inputMode="numeric"
        maxLength={24}
      />
      <FormTextField
        form={form}
        name="holderName"
        label={t('cards.holderName')}
        hint={payeeName ? t('cards.holderHintSet', { name: payeeName }) : t('cards.holderHintFirst')}
        value={holderName}
        onChange={setHolderName}
        autoComplete="name"
        maxLength={64}
      />
      {withPasskey ? null : (
        <FormPaymentPassword form={form} value={paymentPassword} onChange={setPaymentPassword} />
      )}
      <FormMessage message={form.text(form.formError)} />
      <div className="wallet-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('wallet:cancel')}
        </button>
        <SubmitButton pending={form.pending}>{t('cards.bind')}</SubmitButton>
      </div>
    </form>
  );
}
