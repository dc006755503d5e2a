import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { CentreCard, DateTime, FormMessage, SubmitButton } from '@/components/money/parts';
import { useBrandMoney } from '@/lib/money';
import { amountProblem } from '@/lib/amount';
import { fieldOf, protectionErrorKey } from '../api/errors';
import type { LimitKind, ProtectionLimit } from '../api/types';
import { useSetLimit } from '../api/use-protection';

/** The deposit or loss limits: one row per window (day, week, month), each set, lowered or removed. */
export function LimitsCard({ kind, limits }: { kind: LimitKind; limits: ProtectionLimit[] }) {
  const { t } = useTranslation('protection');
  return (
    <CentreCard id={`protection-${kind}`} title={t(`limits.${kind}.title`)}>
      <p className="centre-card__intro">{t(`limits.${kind}.intro`)}</p>
      <ul className="protection-limits">
        {limits.map((limit) => (
          <li key={limit.period}>
            <LimitRow limit={limit} />
          </li>
        ))}
      </ul>
    </CentreCard>
  );
}

function LimitRow({ limit }: { limit: ProtectionLimit }) {
  const { t } = useTranslation(['protection', 'wallet']);
  const money = useBrandMoney();
  const save = useSetLimit();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const label = t(`limits.${limit.kind}.${limit.period}`);

  const serverProblem =
    save.error && fieldOf(save.error, 'amount') ? t(protectionErrorKey(save.error)) : null;
  const formError = save.error && !serverProblem ? t(protectionErrorKey(save.error)) : null;

  function submit(value: string | null) {
    setDone(null);
    save.mutate(
      { kind: limit.kind, period: limit.period, amount: value },
      {
        onSuccess: (settings) => {
          const now = settings.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
          setDone(now?.pending ? t('limits.savedLater') : t('limits.savedNow'));
          setAmount('');
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = amountProblem(amount, { decimals: money.decimals, format: money.format });
    if (found) {
      setProblem(t(`wallet:${found.key}`, found.values ?? {}));
      return;
    }
    setProblem(null);
    submit(amount.trim());
  }

  return (
    <form className="protection-limit" onSubmit={onSubmit} noValidate aria-label={label}>
      <div className="protection-limit__now">
        <span className="protection-limit__label">{label}</span>
        <span className="protection-limit__value">
          {limit.amount === null ? t('limits.none') : money.format(limit.amount)}
        </span>
        <span className="protection-limit__used">
          {t(`limits.${limit.kind}.used`, { amount: money.format(limit.used) })}
        </span>
        {limit.pending ? (
          <span className="protection-limit__pending">
            {limit.pending.amount === null
              ? t('limits.pendingRemoval')
              : t('limits.pendingRaise', { amount: money.format(limit.pending.amount) })}{' '}
            <DateTime value={limit.pending.effectiveAt} />
          </span>
        ) : null}
      </div>
      <Field
        label={t('limits.newAmount')}
        error={problem ?? serverProblem}
        hint={t('limits.hint')}
        className="protection-limit__field"
      >
        {(props) => (
          <input
            {...props}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <div className="protection-limit__actions">
        <SubmitButton pending={save.isPending && save.variables?.amount !== null}>
          {t('limits.save')}
        </SubmitButton>
        {limit.amount !== null && limit.pending?.amount !== null ? (
          <button
            type="button"
            className="btn btn--outline"
            disabled={save.isPending}
            onClick={() => {
              setProblem(null);
              submit(null);
            }}
          >
            {t('limits.remove')}
          </button>
        ) : null}
      </div>
      <FormMessage message={formError} />
      {done ? (
        <p className="protection-limit__done" role="status">
          {done}
        </p>
      ) : null}
    </form>
  );
}
