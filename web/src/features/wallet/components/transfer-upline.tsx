import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useAgentTransfer, useTransferTargets } from '../api/use-agent-transfer';
import type { TransferTargets } from '../api/types';
import { useWalletOverview } from '../api/use-wallet';
import { amountProblem } from '@/lib/amount';
import { CentreCard, Empty, FormMessage, Notice, QueryView, SubmitButton } from '@/components/money/parts';
import {
  ConfirmStep,
  FormAmountField,
  FormPaymentPassword,
  paymentPasswordProblem,
} from '@/components/money/form-parts';
import { collect, useWalletForm } from '@/components/money/use-wallet-form';
import { useBrandMoney } from '@/lib/money';
import { useConfirmsWithPasskey, usePasskeyStepUp } from '@/lib/passkey-step-up';

/**
 * Whether the member has a payment password (undefined: not known yet) and what sets one (the
 * security centre's payment password section).
 */
export type PaymentPasswordState = { isSet: boolean | undefined; onSet: () => void };

/**
 * transferUpline (agents): move main-wallet money to the upline or a direct downline;
 * `initialTarget` (a team-management row's member) is chosen first when it is one of the targets.
 * A transfer is confirmed with the payment password: without one, the page says so and leads to
 * where it is set, instead of a form that the platform refuses only after "Confirm transfer".
 */
export function TransferUplinePage({
  initialTarget = null,
  paymentPassword,
}: {
  initialTarget?: string | null;
  paymentPassword: PaymentPasswordState;
}) {
  const { t } = useTranslation('wallet');
  const targets = useTransferTargets();
  return (
    <QueryView query={targets}>
      {(data) =>
        !data.upline && data.downlines.length === 0 ? (
          <Empty>{t('agent.noTargets')}</Empty>
        ) : paymentPassword.isSet === false ? (
          <CentreCard id="agent-form-title" title={t('agent.title')}>
            <Notice tone="warning">{t('agent.needsPaymentPassword')}</Notice>
            <SetPaymentPassword onSet={paymentPassword.onSet} />
          </CentreCard>
        ) : (
          <AgentTransferForm
            targets={data}
            initialTarget={initialTarget}
            onSetPaymentPassword={paymentPassword.onSet}
          />
        )
      }
    </QueryView>
  );
}

/** The platform's "no payment password" (the page knew otherwise, or it was removed meanwhile). */
const isNotSet = (problem: { key: string } | null | undefined) =>
  problem?.key === 'errors.paymentPasswordNotSet';

function SetPaymentPassword({ onSet }: { onSet: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-form__actions">
      <button type="button" className="btn btn--primary" onClick={onSet}>
        {t('agent.setPaymentPassword')}
      </button>
    </div>
  );
}

function AgentTransferForm({
  targets,
  initialTarget,
  onSetPaymentPassword,
}: {
  targets: TransferTargets;
  initialTarget: string | null;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useBrandMoney();
  const overview = useWalletOverview();
  const create = useAgentTransfer();
  const form = useWalletForm();
  const [target, setTarget] = useState(() =>
    initialTarget && targets.downlines.some((d) => d.account === initialTarget)
      ? initialTarget
      : (targets.upline?.account ?? targets.downlines[0]?.account ?? ''),
  );
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // A member with a passkey confirms with it in the confirmation step, not with the payment password.
  const withPasskey = useConfirmsWithPasskey() === true;
  const stepUp = usePasskeyStepUp();
  const main = overview.data?.wallets[0]?.balance ?? null;
  const everyone = [...(targets.upline ? [targets.upline] : []), ...targets.downlines];
  const targetLabel = (account: string) => {
    const found = everyone.find((x) => x.account === account);
    const role = targets.upline?.account === account ? t('agent.upline') : t('agent.downline');
    return found ? `${found.nickname || found.account} (${found.account}) · ${role}` : account;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    form.review(
      collect({
        targetAccount: target ? null : { key: 'validation.chooseTarget' },
        amount: amountProblem(amount, { decimals: money.decimals, available: main, format: money.format }),
        paymentPassword: withPasskey ? null : paymentPasswordProblem(paymentPassword),
      }),
    );
  };

  const confirm = async () => {
    const body = withPasskey
      ? { targetAccount: target, amount: amount.trim() }
      : { targetAccount: target, amount: amount.trim(), paymentPassword };
    const value = await form.run(async () => {
      const proof = withPasskey ? { passkey: await stepUp('agentTransfer') } : {};
      return create.mutateAsync({ ...body, ...proof, requestId: form.requestIdFor(body) });
    });
    if (value) {
      setAmount('');
      setPaymentPassword('');
      setDone(
        t('agent.done', { amount: money.format(value.amount), target: targetLabel(value.targetAccount) }),
      );
    }
  };

  if (form.confirming) {
    return (
      <>
        <ConfirmStep
          id="agent-confirm-title"
          title={t('agent.confirmTitle')}
          rows={[
            [t('agent.target'), targetLabel(target)],
            [t('fields.amount'), money.format(amount.trim())],
          ]}
          form={form}
          onConfirm={confirm}
          confirmLabel={withPasskey ? t('passkey.confirm') : t('agent.confirm')}
        />
        {isNotSet(form.formError) ? <SetPaymentPassword onSet={onSetPaymentPassword} /> : null}
      </>
    );
  }

  return (
    <CentreCard id="agent-form-title" title={t('agent.title')}>
      {done ? <Notice tone="success">{done}</Notice> : null}
      <form className="wallet-form" noValidate onSubmit={review}>
        <Field label={t('agent.target')} error={form.text(form.problems.targetAccount)} required>
          {(props) => (
            <select
              {...props}
              className="field__input"
              name="targetAccount"
              value={target}
              onChange={form.changing(setTarget, 'targetAccount')}
            >
              {targets.upline ? (
                <optgroup label={t('agent.upline')}>
                  <option value={targets.upline.account}>
                    {targets.upline.nickname || targets.upline.account} ({targets.upline.account})
                  </option>
                </optgroup>
              ) : null}
              {targets.downlines.length > 0 ? (
                <optgroup label={t('agent.downlines')}>
                  {targets.downlines.map((d) => (
                    <option key={d.account} value={d.account}>
                      {d.nickname || d.account} ({d.account})
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          )}
        </Field>
        <FormAmountField
          form={form}
          hint={main ? t('transfer.available', { amount: money.format(main) }) : undefined}
          value={amount}
          onChange={setAmount}
        />
        {withPasskey ? null : (
          <FormPaymentPassword form={form} value={paymentPassword} onChange={setPaymentPassword} />
        )}
        <FormMessage message={form.text(form.formError)} />
        <div className="wallet-form__actions">
          <SubmitButton pending={false}>{t('agent.review')}</SubmitButton>
        </div>
      </form>
      {isNotSet(form.problems['paymentPassword']) || isNotSet(form.formError) ? (
        <SetPaymentPassword onSet={onSetPaymentPassword} />
      ) : null}
    </CentreCard>
  );
}
