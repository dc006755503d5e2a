import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandMoney } from '@/lib/money';
import { usePlaySession } from '../api/use-play-session';

/** Seconds since `startedAt` as h:mm:ss (m:ss under an hour); digits read the same in every language. */
export function elapsed(startedAt: string, now: number): string {
  const total = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The clock of the bar: redrawn each second from the session's start (no data is fetched). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The session bar in the game frame's own bar, for every vendor: time since the session began,
 * the net result of its play on all vendors (from the ledger) and the turnover left before a
 * withdrawal, pushed as rounds settle. Compact: one line that opens to the details and `extra`
 * (the reality check and the limits, composed by the page). Nothing for visitors and free play.
 */
export function SessionBar({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('games');
  const money = useBrandMoney();
  const play = usePlaySession();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (!play.isMember) return null;
  const data = play.data;
  const net = data ? Number(data.net) : 0;
  const tone = net > 0 ? 'up' : net < 0 ? 'down' : 'even';
  return (
    <section className="session-bar" aria-label={t('session.title')}>
      <button
        type="button"
        className="session-bar__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        {play.status === 'error' && !data ? (
          <span className="session-bar__chip">{t('session.unavailable')}</span>
        ) : !data ? (
          <span className="session-bar__chip session-bar__chip--loading" role="status">
            {t('session.loading')}
          </span>
        ) : (
          <>
            <span className="session-bar__chip" title={t('session.time')}>
              <span className="visually-hidden">{t('session.time')} </span>
              <bdi dir="ltr">{elapsed(data.startedAt, now)}</bdi>
            </span>
            <span
              className={`session-bar__chip session-bar__net session-bar__net--${tone}`}
              title={t('session.net')}
            >
              <span className="visually-hidden">{t('session.net')} </span>
              <bdi>{money.signed(data.net)}</bdi>
            </span>
            <span className="session-bar__chip session-bar__turnover">
              <span className="session-bar__short">{t('session.turnoverShort')}</span>{' '}
              <bdi>{money.format(data.turnoverRemaining)}</bdi>
            </span>
          </>
        )}
        <span className="session-bar__caret" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
        <span className="visually-hidden">{t('session.details')}</span>
      </button>
      <div id={detailsId} className="session-bar__details" hidden={!open}>
        {data ? (
          <dl className="session-bar__facts">
            <div>
              <dt>{t('session.time')}</dt>
              <dd>
                <bdi dir="ltr">{elapsed(data.startedAt, now)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('session.net')}</dt>
              <dd className={`session-bar__net--${tone}`}>
                <bdi>{money.signed(data.net)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('session.turnoverLeft')}</dt>
              <dd>
                <bdi>{money.format(data.turnoverRemaining)}</bdi>
              </dd>
            </div>
          </dl>
        ) : null}
        {extra}
      </div>
    </section>
  );
}
