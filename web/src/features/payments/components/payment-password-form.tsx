import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPaymentPassword, useWithdrawInfo } from '../api/use-withdraw';
import { CentreCard, FormMessage, Notice, QueryView, SubmitButton } from '@/components/money/parts';
import { PaymentPasswordField, paymentPasswordProblem } from '@/components/money/form-parts';
import { collect, useWalletForm } from '@/components/money/use-wallet-form';
import { useConfirmsWithPasskey, usePasskeyStepUp } from '@/lib/passkey-step-up';

/**
 * Sets the six-digit payment password, or changes it (the old one is then required). `landing`: a
 * flow that needs one sent the person here; the form comes into view with its first field focused.
 */
export function PaymentPasswordSection({ landing = false }: { landing?: boolean }) {
  const { t } = useTranslation('payments');
  const info = useWithdrawInfo();
  return (
    <CentreCard id="payment-password-title" title={t('paymentPassword.title')}>
      <QueryView query={info}>
        {(data) => <PaymentPasswordForm isSet={data.isPaymentPasswordSet} landing={landing} />}
      </QueryView>
    </CentreCard>
  );
}

function PaymentPasswordForm({ isSet, landing }: { isSet: boolean; landing: boolean }) {
  const { t } = useTranslation('payments');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const form = useWalletForm();
  const save = useSetPaymentPassword();
  // A member with a passkey proves a new payment password with it instead of the current one.
  const withPasskey = useConfirmsWithPasskey() === true;
  const stepUp = usePasskeyStepUp();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!landing) return;
    // The section sits below the account's details, out of sight on a phone: brought up, ready to type.
    const section = formRef.current?.closest('section');
    section?.scrollIntoView?.({ block: 'start' });
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [landing]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const ok = form.check(
      collect({
        oldPaymentPassword: isSet && !withPasskey ? paymentPasswordProblem(oldPassword) : null,
        newPaymentPassword: paymentPasswordProblem(newPassword),
        confirmPaymentPassword:
          confirmPassword === ''
            ? { key: 'validation.required' }
            : confirmPassword !== newPassword
              ? { key: 'validation.paymentPasswordMismatch' }
              : null,
      }),
    );
    if (!ok) return;
    const result = await form.run(async () =>
      save.mutateAsync({
        ...(withPasskey
          ? { passkey: await stepUp('paymentPassword') }
          : isSet
            ? { oldPaymentPassword: oldPassword }
            : {}),
        newPaymentPassword: newPassword,
        confirmPaymentPassword: confirmPassword,
      }),
    );
    if (result) {
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setDone(true);
    }
  };

  const input = (field: string, value: string, set: (v: string) => void, label: string) => (
    <PaymentPasswordField
      name={field}
      label={label}
      error={form.text(form.problems[field])}
      value={value}
      onChange={(next) => {
        set(next);
        form.clearField(field);
      }}
    />
  );

  return (
    <form ref={formRef} className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="centre-card__intro">{t(isSet ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}</p>
      {isSet && !withPasskey
        ? input('oldPaymentPassword', oldPassword, setOldPassword, t('paymentPassword.old'))
        : null}
      {input('newPaymentPassword', newPassword, setNewPassword, t('paymentPassword.new'))}
      {input('confirmPaymentPassword', confirmPassword, setConfirmPassword, t('paymentPassword.confirm'))}
      <FormMessage message={form.text(form.formError)} />
      {done ? <Notice tone="success">{t('paymentPassword.saved')}</Notice> : null}
      <SubmitButton pending={form.pending}>
        {t(isSet ? 'paymentPassword.change' : 'paymentPassword.set')}
      </SubmitButton>
    </form>
  );
}
