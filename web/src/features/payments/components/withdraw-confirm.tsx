import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withDigits } from '@/lib/locale-format';
import { Field } from '@/components/ui/field';
import type { WithdrawOrder } from '../api/types';
import { useConfirmWithdraw } from '../api/use-withdraw';
import { amountProblem, minorOf, plain } from '@/lib/amount';
import { checkProofImage, MAX_PROOF_IMAGES } from '../lib/proof-image';
import { FormMessage, Notice, SubmitButton } from '@/components/money/parts';
import { collect, useWalletForm, type Problem } from '@/components/money/use-wallet-form';
import { useBrandMoney } from '@/lib/money';

type Result = 'received' | 'partlyReceived' | 'notReceived';
type Proof = { name: string; dataUrl: string };

/** Seconds left until `deadline`, ticking once a second. */
function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const end = Date.parse(deadline);
  return Number.isNaN(end) ? null : Math.max(0, Math.floor((end - now) / 1000));
}

function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * Spec section 4, withdrawal confirmation: a paid withdrawal is marked received, partly received
 * (with the amount that arrived) or not received (with 1–3 proof images); without an answer before
 * the deadline it counts as received.
 */
export function WithdrawConfirmPanel({ order }: { order: WithdrawOrder }) {
  const { t, i18n } = useTranslation('payments');
  const money = useBrandMoney();
  const confirm = useConfirmWithdraw();
  const form = useWalletForm();
  const groupName = useId();
  const [result, setResult] = useState<Result>('received');
  const [received, setReceived] = useState('');
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [proofProblem, setProofProblem] = useState<Problem | null>(null);
  const left = useSecondsLeft(order.confirmDeadline);

  const orderMinor = minorOf(order.amount, money.decimals) ?? minorOf(order.amount, 8);
  const receivedMinor = received.trim() ? minorOf(received.trim(), money.decimals) : null;
  const remaining =
    orderMinor !== null && receivedMinor !== null && receivedMinor >= 0n && receivedMinor <= orderMinor
      ? plain(orderMinor - receivedMinor, money.decimals)
      : null;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    form.clearField('proofImages');
    setProofProblem(null);
    const next = [...proofs];
    for (const file of files) {
      if (next.length >= MAX_PROOF_IMAGES) {
        setProofProblem({ key: 'validation.proofCount' });
        break;
      }
      const check = await checkProofImage(file);
      if (!check.ok) {
        setProofProblem({ key: `validation.${check.key}`, values: { name: file.name } });
        continue;
      }
      next.push({ name: file.name, dataUrl: check.dataUrl });
    }
    setProofs(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check(
      collect({
        receivedAmount:
          result === 'partlyReceived'
            ? (amountProblem(received, { decimals: money.decimals, format: money.format }) ??
              (receivedMinor !== null && orderMinor !== null && receivedMinor >= orderMinor
                ? { key: 'validation.partlyBelowAmount', values: { amount: money.format(order.amount) } }
                : null))
            : null,
        proofImages:
          result === 'notReceived' && proofs.length === 0 ? { key: 'validation.proofRequired' } : null,
      }),
    );
    if (!ok) return;
    const body =
      result === 'received'
        ? { orderId: order.orderId, result }
        : result === 'partlyReceived'
          ? { orderId: order.orderId, result, receivedAmount: received.trim() }
          : { orderId: order.orderId, result, proofImages: proofs.map((p) => p.dataUrl) };
    await form.run(() => confirm.mutateAsync(body));
  };

  const proofError = form.text(form.problems.proofImages) ?? form.text(proofProblem);

  return (
    <form
      className="withdraw-confirm"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('confirm.title', { amount: money.format(order.amount) })}
    >
      <p className="withdraw-confirm__intro">{t('confirm.intro', { amount: money.format(order.amount) })}</p>
      {left !== null ? (
        <p className="withdraw-confirm__deadline">
          {left > 0
            ? t('confirm.deadline', { time: withDigits(clock(left), i18n.language) })
            : t('confirm.deadlinePassed')}
        </p>
      ) : null}
      <fieldset className="withdraw-confirm__choices">
        <legend className="field__label">{t('confirm.question')}</legend>
        {(['received', 'partlyReceived', 'notReceived'] as const).map((value) => (
          <label key={value} className={`choice${result === value ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={groupName}
              value={value}
              checked={result === value}
              onChange={() => {
                setResult(value);
                form.check({});
              }}
            />
            {t(`confirm.${value}`)}
          </label>
        ))}
      </fieldset>
      {result === 'partlyReceived' ? (
        <>
          <Field label={t('confirm.receivedAmount')} error={form.text(form.problems.receivedAmount)} required>
            {(props) => (
              <input
                {...props}
                className="field__input"
                name="receivedAmount"
                inputMode="decimal"
                autoComplete="off"
                value={received}
                onChange={form.changing(setReceived, 'receivedAmount')}
              />
            )}
          </Field>
          <p className="withdraw-confirm__remaining" aria-live="polite">
            {t('confirm.remaining', { amount: remaining === null ? '—' : money.format(remaining) })}
          </p>
        </>
      ) : null}
      {result === 'notReceived' ? (
        <>
          <Field label={t('confirm.proof')} error={proofError} hint={t('confirm.proofHint')} required>
            {(props) => (
              <input
                {...props}
                className="field__input field__input--file"
                type="file"
                name="proofImages"
                accept="image/png,image/jpeg"
                multiple
                disabled={proofs.length >= MAX_PROOF_IMAGES}
                onChange={(e) => void addFiles(e)}
              />
            )}
          </Field>
          {proofs.length > 0 ? (
            <ul className="proof-list" aria-label={t('confirm.proofList')}>
              {proofs.map((proof, index) => (
                <li key={`${proof.name}-${index}`} className="proof-list__item">
                  <img src={proof.dataUrl} alt="" width={48} height={48} />
                  <span>{proof.name}</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    aria-label={t('confirm.removeProof', { name: proof.name })}
                    onClick={() => setProofs(proofs.filter((_, i) => i !== index))}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Notice>{t('confirm.notReceivedNote')}</Notice>
        </>
      ) : null}
      <FormMessage message={form.text(form.formError)} />
      <SubmitButton pending={form.pending}>{t('confirm.submit')}</SubmitButton>
    </form>
  );
}
