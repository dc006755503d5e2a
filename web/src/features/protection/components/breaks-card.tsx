import { EXCLUSION_MONTHS, REALITY_CHECK_MINUTES, TIMEOUT_DAYS } from '@portal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, DateTime, FormMessage, Notice, SubmitButton } from '@/components/money/parts';
import { protectionErrorKey } from '../api/errors';
import type { ProtectionSettings } from '../api/types';
import { useSelfExclude, useSetRealityCheck, useStartTimeout } from '../api/use-protection';

const TIMEOUT_CHOICES = [1, 3, 7, 14, 28, TIMEOUT_DAYS.max] as const;
const EXCLUSION_CHOICES = [EXCLUSION_MONTHS.min, 12, 24, EXCLUSION_MONTHS.max] as const;

/** The reality check: how often the game page stops to show the time played and the net result. */
export function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation('protection');
  const id = useId();
  const save = useSetRealityCheck();
  const [value, setValue] = useState(minutes === null ? 'off' : String(minutes));
  const [saved, setSaved] = useState(false);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate({ minutes: value === 'off' ? null : Number(value) }, { onSuccess: () => setSaved(true) });
  }
  return (
    <CentreCard id="protection-reality" title={t('reality.title')}>
      <p className="centre-card__intro">{t('reality.intro')}</p>
      <form className="protection-choice" onSubmit={onSubmit} noValidate>
        <label className="field__label" htmlFor={id}>
          {t('reality.every')}
        </label>
        <select id={id} className="input" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="off">{t('reality.off')}</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('reality.minutes', { count: m })}
            </option>
          ))}
        </select>
        <SubmitButton pending={save.isPending}>{t('reality.save')}</SubmitButton>
      </form>
      <FormMessage message={save.error ? t(protectionErrorKey(save.error)) : null} />
      {saved ? <p role="status">{t('reality.saved')}</p> : null}
    </CentreCard>
  );
}

/**
 * A break the member cannot take back: the time-out (no deposits, no games) or the self-exclusion
 * (no login). Chosen, then confirmed on a second step that says what it means and until when.
 */
export function BreakCard({
  kind,
  settings,
}: {
  kind: 'timeout' | 'exclusion';
  settings: ProtectionSettings;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const timeout = useStartTimeout();
  const exclude = useSelfExclude();
  const action = kind === 'timeout' ? timeout : exclude;
  const choices = kind === 'timeout' ? TIMEOUT_CHOICES : EXCLUSION_CHOICES;
  const [value, setValue] = useState<number>(choices[0]);
  const [confirming, setConfirming] = useState(false);
  const until = kind === 'timeout' ? settings.timeoutUntil : settings.excludedUntil;

  function start(event: FormEvent) {
    event.preventDefault();
    action.reset();
    setConfirming(true);
  }
  function confirm() {
    if (kind === 'timeout') timeout.mutate({ days: value }, { onSuccess: () => setConfirming(false) });
    else exclude.mutate({ months: value });
  }

  if (kind === 'exclusion' && exclude.data?.excludedUntil) {
    return (
      <CentreCard id="protection-exclusion" title={t('exclusion.title')}>
        <Notice tone="success">
          {t('exclusion.done')} <DateTime value={exclude.data.excludedUntil} />
        </Notice>
        <button type="button" className="btn btn--primary" onClick={() => window.location.assign('/')}>
          {t('exclusion.leave')}
        </button>
      </CentreCard>
    );
  }

  return (
    <CentreCard id={`protection-${kind}`} title={t(`${kind}.title`)}>
      <p className="centre-card__intro">{t(`${kind}.intro`)}</p>
      {until ? (
        <Notice tone="warning">
          {t(`${kind}.active`)} <DateTime value={until} />
        </Notice>
      ) : null}
      {confirming ? (
        <div className="protection-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className="protection-confirm__text">
            {t(`${kind}.confirm`, { count: value })}
          </p>
          <FormMessage message={action.error ? t(protectionErrorKey(action.error)) : null} />
          <div className="protection-limit__actions">
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              aria-busy={action.isPending || undefined}
              disabled={action.isPending}
              onClick={confirm}
            >
              {t(`${kind}.confirmButton`)}
            </button>
          </div>
        </div>
      ) : (
        <form className="protection-choice" onSubmit={start} noValidate>
          <label className="field__label" htmlFor={id}>
            {t(`${kind}.length`)}
          </label>
          <select id={id} className="input" value={value} onChange={(e) => setValue(Number(e.target.value))}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {t(kind === 'timeout' ? 'timeout.days' : 'exclusion.months', { count: c })}
              </option>
            ))}
          </select>
          <SubmitButton pending={false} className="btn btn--outline">
            {t(`${kind}.start`)}
          </SubmitButton>
        </form>
      )}
    </CentreCard>
  );
}
