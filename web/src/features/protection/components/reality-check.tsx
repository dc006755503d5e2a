import { TRIAL_TYPE } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { useBrandMoney } from '@/lib/money';
import { useSessionState } from '@/lib/session-state';
import { protectionErrorKey } from '../api/errors';
import type { PlaySummary } from '../api/types';
import { usePlaySummary, useProtectionSettings } from '../api/use-protection';
import '../protection.css';

type Shown = { minutes: number; summary: PlaySummary | null; error: unknown };

/**
 * The reality check on the game page: every N minutes the member chose (none: nothing happens) a
 * dialog stops play with the time played since the game opened and the net result of the rounds
 * since then, and asks whether to keep playing or stop (back to the home page).
 */
export default function RealityCheckGate() {
  const session = useSessionState().data;
  const isMember = session?.isLoggedIn === true && session.type !== TRIAL_TYPE;
  return isMember ? <RealityCheck /> : null;
}

function RealityCheck() {
  const { t } = useTranslation('protection');
  const navigate = useNavigate();
  // The net result since the game opened: a plus on a gain, a minus on a loss.
  const { signed: money } = useBrandMoney();
  const settings = useProtectionSettings();
  const minutes = settings.data?.realityCheckMinutes ?? null;
  const summaryOf = usePlaySummary();
  const since = useRef(new Date().toISOString());
  const [shown, setShown] = useState<Shown | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (minutes === null || shown) return;
    const timer = window.setTimeout(() => {
      const played = Math.round((Date.now() - Date.parse(since.current)) / 60_000);
      summaryOf(since.current).then(
        (summary) => setShown({ minutes: played, summary, error: null }),
        (error: unknown) => setShown({ minutes: played, summary: null, error }),
      );
    }, minutes * 60_000);
    return () => window.clearTimeout(timer);
    // `round` restarts the wait after "keep playing".
  }, [minutes, shown, round, summaryOf]);

  if (!shown) return null;
  const keepPlaying = () => {
    setShown(null);
    setRound((r) => r + 1);
  };
  return (
    <Dialog
      title={t('realityDialog.title')}
      onClose={keepPlaying}
      size="sm"
      footer={
        <div className="protection-limit__actions">
          <button type="button" className="btn btn--outline" onClick={() => void navigate('/')}>
            {t('realityDialog.stop')}
          </button>
          <button type="button" className="btn btn--primary" data-autofocus onClick={keepPlaying}>
            {t('realityDialog.continue')}
          </button>
        </div>
      }
    >
      <dl className="wallet-summary">
        <div className="wallet-summary__row">
          <dt>{t('realityDialog.played')}</dt>
          <dd>{t('reality.minutes', { count: shown.minutes })}</dd>
        </div>
        {shown.summary ? (
          <>
            <div className="wallet-summary__row">
              <dt>{t('realityDialog.rounds')}</dt>
              <dd>{shown.summary.rounds}</dd>
            </div>
            <div className="wallet-summary__row">
              <dt>{t('realityDialog.net')}</dt>
              <dd
                className={shown.summary.net.startsWith('-') ? 'protection-net--loss' : 'protection-net--win'}
              >
                {money(shown.summary.net)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {shown.error ? <p role="alert">{t(protectionErrorKey(shown.error))}</p> : null}
    </Dialog>
  );
}
