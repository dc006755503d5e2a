import type { PushSettings } from '@portal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, Loading, Notice, QueryError } from '@/components/money/parts';
import { Ltr } from '@/components/ui/ltr';
import { usePushMutations, usePushSettings, useThisBrowser } from '../api/use-push';
import { pushPermission, PushUnavailableError } from '../lib/browser-push';

const KINDS = ['messages', 'rewards', 'security'] as const;

/** The time zone quiet hours are read in: the browser's own. */
function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The security centre's notifications: turn push on or off on this browser, choose what is pushed,
 * set quiet hours (security alerts still come through). A browser that cannot, or a site the person
 * blocked, says so and how to fix it.
 */
export function PushSettingsSection() {
  const { t, ready } = useTranslation('pwa');
  const settings = usePushSettings();
  const thisBrowser = useThisBrowser();
  const { enable, disable } = usePushMutations();
  const [permission, setPermission] = useState(pushPermission);
  if (!ready) return null;

  const error = enable.error ?? disable.error;
  const refused = error instanceof PushUnavailableError ? error.reason : null;
  const isOn = thisBrowser.data === true && permission === 'granted';
  const busy = enable.isPending || disable.isPending;

  return (
    <CentreCard id="push-title" title={t('push.title')}>
      <p className="centre-card__intro">{t('push.intro')}</p>
      {permission === 'unsupported' || refused === 'unsupported' ? (
        <Notice tone="warning">{t('push.unsupported')}</Notice>
      ) : permission === 'denied' || refused === 'denied' ? (
        <Notice tone="warning">{t('push.denied')}</Notice>
      ) : (
        <div className="centre-card__actions">
          <span className="centre-card__intro" aria-live="polite">
            {isOn ? t('push.isOn') : t('push.isOff')}
          </span>
          <button
            type="button"
            className={isOn ? 'btn btn--outline' : 'btn btn--primary'}
            disabled={busy || thisBrowser.isPending}
            aria-busy={busy}
            onClick={() =>
              (isOn ? disable : enable).mutate(undefined, {
                onSettled: () => setPermission(pushPermission()),
              })
            }
          >
            {isOn ? t('push.turnOff') : t('push.turnOn')}
          </button>
        </div>
      )}
      {refused === 'service' ? (
        <p className="field__error" role="alert">
          {t('push.serviceError')}
        </p>
      ) : error && !refused ? (
        <p className="field__error" role="alert">
          {t('push.error')}
        </p>
      ) : null}
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <PushPreferences saved={settings.data} />
      )}
    </CentreCard>
  );
}

function PushPreferences({ saved }: { saved: PushSettings }) {
  const { t } = useTranslation('pwa');
  const { save } = usePushMutations();
  const id = useId();
  const [kinds, setKinds] = useState(saved.kinds);
  const [quiet, setQuiet] = useState(saved.quietHours !== null);
  const [from, setFrom] = useState(saved.quietHours?.from ?? '22:00');
  const [to, setTo] = useState(saved.quietHours?.to ?? '08:00');
  const [notice, setNotice] = useState(false);
  const zone = saved.quietHours?.timeZone ?? browserZone();
  const sameTimes = quiet && from === to;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sameTimes) return;
    setNotice(false);
    save.mutate(
      { kinds, quietHours: quiet ? { from, to, timeZone: zone } : null },
      { onSuccess: () => setNotice(true) },
    );
  };

  return (
    <form className="push-form" onSubmit={submit} noValidate>
      <fieldset className="push-form__kinds">
        <legend>{t('push.kindsLegend')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="checkbox"
              checked={kinds[kind]}
              onChange={(e) => setKinds((k) => ({ ...k, [kind]: e.target.checked }))}
            />
            <span>{t(`push.kinds.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="push-form__quiet">
        <legend>{t('push.quiet')}</legend>
        <label className="checkbox">
          <input type="checkbox" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
          <span>{t('push.quietOn')}</span>
        </label>
        {quiet ? (
          <>
            <div className="push-form__times">
              <label htmlFor={`${id}-from`}>{t('push.from')}</label>
              <input
                id={`${id}-from`}
                type="time"
                className="field__input"
                value={from}
                required
                onChange={(e) => setFrom(e.target.value || from)}
              />
              <label htmlFor={`${id}-to`}>{t('push.to')}</label>
              <input
                id={`${id}-to`}
                type="time"
                className="field__input"
                value={to}
                required
                aria-invalid={sameTimes}
                aria-describedby={sameTimes ? `${id}-same` : undefined}
                onChange={(e) => setTo(e.target.value || to)}
              />
            </div>
            {sameTimes ? (
              <p id={`${id}-same`} className="field__error" role="alert">
                {t('push.sameTimes')}
              </p>
            ) : null}
            <p className="muted push-form__note">
              {t('push.quietNote')} <Ltr>{zone}</Ltr>
            </p>
          </>
        ) : null}
      </fieldset>
      <div className="centre-card__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={save.isPending || sameTimes}
          aria-busy={save.isPending}
        >
          {t('push.save')}
        </button>
      </div>
      <div aria-live="polite">
        {notice ? <Notice tone="success">{t('push.saved')}</Notice> : null}
        {save.isError ? (
          <p className="field__error" role="alert">
            {t('push.error')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
