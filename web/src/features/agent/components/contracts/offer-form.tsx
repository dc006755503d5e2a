import {
  ContractOfferRequestSchema,
  DIVIDEND_PERIODS,
  MAX_CONTRACT_TIERS,
  percentToPpm,
  type ContractKind,
  type ContractPeriod,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandMoney } from '@/lib/money';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { RecordTable } from '@/components/ui/record-table';
import { agentErrorKey, contractFieldErrors, contractIssueErrors } from '../../api/errors';
import type { ContractOfferInput, ContractSimulation, ContractTierView } from '../../api/types';
import { useOfferContract, useSimulateContract } from '../../api/use-contracts';
import { SignNote, Signed } from '../parts';
import { tierFields, useInstant, type TierField } from './contract-parts';

type TierDraft = Record<TierField, string>;

const EMPTY: TierDraft = {
  teamDays: '0',
  activeNumber: '0',
  totalAmount: '0',
  winRate: '',
  lossRate: '',
  singleBetAmount: '',
  proportion: '',
};

/** A stored tier as the editor's strings (to start an offer from the current contract). */
export function tierDraftOf(t: ContractTierView): TierDraft {
  return {
    teamDays: String(t.teamDays),
    activeNumber: String(t.activeNumber),
    totalAmount: t.totalAmount,
    winRate: t.winRate ?? '',
    lossRate: t.lossRate ?? '',
    singleBetAmount: t.singleBetAmount ?? '',
    proportion: t.proportion,
  };
}

const whole = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The offer's body from the editor (the shared schema judges it; nothing is fixed up silently). */
function bodyOf(kind: ContractKind, downline: string, period: ContractPeriod | null, rows: TierDraft[]) {
  const tiers = rows.map((r) => ({
    teamDays: whole(r.teamDays),
    activeNumber: whole(r.activeNumber),
    totalAmount: r.totalAmount.trim(),
    proportion: r.proportion.trim(),
    ...(kind === 'dividend'
      ? {}
      : {
          winRate: orNull(r.winRate),
          lossRate: orNull(r.lossRate),
          singleBetAmount: orNull(r.singleBetAmount),
        }),
  }));
  return {
    downline,
    kind,
    ...(kind === 'dividend' && period ? { period } : {}),
    tiers,
  } as ContractOfferInput;
}

/** Proportions above my own highest: the server's rule, checked before asking. */
function aboveBound(rows: TierDraft[], bound: string | null): Record<string, string> {
  if (bound === null) return {};
  const max = percentToPpm(bound);
  const out: Record<string, string> = {};
  rows.forEach((r, i) => {
    try {
      if (percentToPpm(r.proportion.trim()) > max)
        out[`tiers.${i}.proportion`] = 'validation.proportionAboveUpline';
    } catch {
      // malformed: the schema words it
    }
  });
  return out;
}

/**
 * The offer form: the tier table, editable (1 to 10 tiers, each stricter and paying more
 * than the one before, proportions at most my own), checked with the same schema as the server
 * before anything is sent; the simulator shows what the draft would have paid over the last 30
 * days; sending makes the offer, which waits for the downline's answer.
 */
export function OfferForm({
  kind,
  downline,
  bound,
  fixedPeriod,
  initial,
  onDone,
  onCancel,
}: {
  kind: ContractKind;
  downline: string;
  /** My own highest proportion of the kind (percent). */
  bound: string;
  /** A dividend's period when my own dividend fixes it. */
  fixedPeriod: ContractPeriod | null;
  initial: ContractTierView[] | null;
  onDone: (downline: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agent');
  const fields = tierFields(kind);
  const [rows, setRows] = useState<TierDraft[]>(() =>
    initial && initial.length > 0 ? initial.map(tierDraftOf) : [{ ...EMPTY }],
  );
  const [period, setPeriod] = useState<ContractPeriod>(fixedPeriod ?? 'weekly');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const offer = useOfferContract();
  const simulate = useSimulateContract();
  const titleId = `offer-form-${kind}`;

  const check = (): ContractOfferInput | null => {
    const body = bodyOf(kind, downline, kind === 'dividend' ? period : null, rows);
    const parsed = ContractOfferRequestSchema.safeParse(body);
    const found = {
      ...(parsed.success ? {} : contractIssueErrors(parsed.error.issues)),
      ...aboveBound(rows, bound),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error takes the focus, so a keyboard user lands on what to fix.
      const first = Object.keys(found)[0];
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus());
      return null;
    }
    return body;
  };
  const serverErrors = (error: unknown) => setErrors(contractFieldErrors(error));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending) return;
    const body = check();
    if (!body) return;
    offer.mutate(body, { onSuccess: () => onDone(downline), onError: serverErrors });
  };
  const runSimulation = () => {
    if (simulate.isPending) return;
    const body = check();
    if (body) simulate.mutate(body, { onError: serverErrors });
  };
  const set = (i: number, field: TierField, value: string) =>
    setRows((current) => current.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : null);
  const failed = offer.isError ? offer.error : simulate.isError ? simulate.error : null;

  return (
    <form className="centre-card contract-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} className="centre-card__title">
        {t('contracts.form.title', { downline })}
      </h4>
      <p className="agent-member__meta">{t('contracts.form.bound', { bound })}</p>
      {kind === 'dividend' ? (
        <Field
          label={t('contracts.periodLabel')}
          error={errorOf('period')}
          hint={fixedPeriod ? t('contracts.form.periodFixed') : null}
        >
          {(props) => (
            <select
              {...props}
              className="field__input"
              value={period}
              disabled={fixedPeriod !== null}
              onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
              data-path="period"
            >
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.period.${p}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {errors['tiers'] ? <p className="field__error">{t(errors['tiers'])}</p> : null}
      <ol className="contract-form__tiers">
        {rows.map((row, i) => (
          <li key={i} className="contract-form__tier">
            <fieldset>
              <legend>{t('contracts.tierNumber', { n: i + 1 })}</legend>
              <div className="contract-form__grid">
                {[...fields, 'proportion' as const].map((field) => (
                  <Field
                    key={field}
                    label={t(`contracts.form.label.${field}`)}
                    error={errorOf(`tiers.${i}.${field}`)}
                    required={field === 'proportion'}
                  >
                    {(props) => (
                      <input
                        {...props}
                        className="field__input"
                        inputMode={field === 'teamDays' || field === 'activeNumber' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        value={row[field]}
                        placeholder={
                          field === 'winRate' || field === 'lossRate' || field === 'singleBetAmount'
                            ? t('contracts.form.optional')
                            : undefined
                        }
                        onChange={(e) => set(i, field, e.target.value)}
                        data-path={`tiers.${i}.${field}`}
                      />
                    )}
                  </Field>
                ))}
              </div>
              {rows.length > 1 ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
                >
                  {t('contracts.form.removeTier', { n: i + 1 })}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < MAX_CONTRACT_TIERS ? (
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => setRows((current) => [...current, { ...(current.at(-1) ?? EMPTY), proportion: '' }])}
        >
          {t('contracts.form.addTier')}
        </button>
      ) : null}
      <FormAlert message={failed ? t(agentErrorKey(failed)) : null} />
      <div className="wallet-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={runSimulation}
          aria-busy={simulate.isPending || undefined}
        >
          {t('contracts.form.simulate')}
        </button>
        <button type="submit" className="btn btn--primary" aria-busy={offer.isPending || undefined}>
          {t('contracts.form.send')}
        </button>
      </div>
      {simulate.isSuccess ? <SimulationResult data={simulate.data} /> : null}
    </form>
  );
}

/** What the draft would have paid, period by period (or day by day for hourly and 5-minute ones). */
function SimulationResult({ data }: { data: ContractSimulation }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const instant = useInstant();
  const perDay = data.period === 'hourly' || data.period === 'fiveMinutes';
  return (
    <section className="contract-simulation" aria-labelledby="contract-simulation-title" aria-live="polite">
      <h5 id="contract-simulation-title">{t('contracts.sim.title')}</h5>
      <p>
        {t('contracts.sim.summary', {
          amount: money.format(data.totals.amount),
          paying: data.totals.paying,
          periods: data.totals.periods,
          from: instant(data.from),
          to: instant(data.to),
        })}
      </p>
      <p className="agent-member__meta">{t('contracts.sim.cap', { cap: data.cap })}</p>
      <RecordTable
        rows={data.rows}
        rowKey={(r) => r.start}
        caption={t('contracts.sim.title')}
        columns={[
          { label: t(perDay ? 'contracts.sim.day' : 'contracts.sim.period'), cell: (r) => instant(r.start) },
          ...(perDay
            ? [
                {
                  label: t('contracts.sim.paying'),
                  num: true,
                  cell: (r: (typeof data.rows)[number]) => `${r.paying} / ${r.periods}`,
                },
              ]
            : []),
          {
            label: t('contracts.field.activeNumber'),
            num: true,
            cell: (r) => String(r.figures.activeNumber),
          },
          {
            label: t('contracts.field.totalAmount'),
            num: true,
            cell: (r) => money.format(r.figures.validBets),
          },
          {
            label: t('contracts.figures.netLoss'),
            num: true,
            cell: (r) => <Signed amount={r.figures.netLoss} />,
          },
          {
            label: t('contracts.tier'),
            cell: (r) =>
              // A closed period: its tier was met or not ("no tier yet" is for a period in progress).
              r.tierIndex === null
                ? t('contracts.settlements.noTier')
                : t('contracts.tierNumber', { n: r.tierIndex + 1 }),
          },
          { label: t('contracts.sim.amount'), num: true, cell: (r) => money.format(r.amount) },
        ]}
      />
      <SignNote />
    </section>
  );
}
