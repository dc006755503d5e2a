/*
 * The lottery lobby's side panels: the latest results of a VN game (`lottery.results`), the popular
 * lottery games (`lottery.popular`, the spec's 20) and the statistics of the 100 VN numbers
 * (`lottery.vnNumbers`). They only draw what they are given; the lobby asks for the data
 * (features/lottery/api) and passes each panel its load state, so a panel that fails shows its own
 * small retry while the menus keep working.
 */
import {
  POPULAR_LOTTERY_COUNT,
  VN_PRIZE_NAMES,
  type OpenedNumero,
  type PopularLotteryGame,
  type VnNumbers,
} from '@portal/contracts';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateAndTime, formatDateTime } from '@/lib/dates';
import { lotteryErrorKey } from '../api/errors';
import type { LotteryChoice } from '../lib/catalogue';
import { VnNumberGrid } from './vn-number-grid';

/** Where a panel's data stands: a failed refresh of data already shown keeps showing it. */
export type PanelLoad =
  { status: 'loading' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'ready' };

function Panel({
  title,
  load,
  actions,
  className,
  children,
}: {
  title: string;
  load: PanelLoad;
  actions?: ReactNode;
  className?: string;
  children: (titleId: string) => ReactNode;
}) {
  const { t } = useTranslation(['lottery', 'common']);
  const titleId = useId();
  return (
    <section className={clsx('lottery-panel', className)} aria-labelledby={titleId}>
      <div className="lottery-panel__head">
        <h2 id={titleId} className="lottery-panel__title">
          {title}
        </h2>
        {actions}
      </div>
      {load.status === 'loading' ? (
        <div className="lottery-panel__loading" role="status">
          <span className="visually-hidden">{t('common:loading')}</span>
          <Skeleton className="lottery-panel__skeleton" />
          <Skeleton className="lottery-panel__skeleton lottery-panel__skeleton--short" />
        </div>
      ) : load.status === 'error' ? (
        <div className="lottery-panel__error" role="alert">
          <p>{t(lotteryErrorKey(load.error))}</p>
          <button type="button" className="btn btn--outline btn--small" onClick={load.retry}>
            {t('common:retry')}
          </button>
        </div>
      ) : (
        children(titleId)
      )}
    </section>
  );
}

/** A drawn number with its last two digits (what lô and đề bets are on) stressed. */
function PrizeNumber({ value, isSpecial }: { value: string; isSpecial?: boolean }) {
  return (
    <span className={clsx('lottery-prize__number', isSpecial && 'is-special')}>
      {value.slice(0, -2)}
      <b className="lottery-prize__tail">{value.slice(-2)}</b>
    </span>
  );
}

export type VnGameOption = { gameCode: string; gameName: string };

export function LatestResultsPanel({
  load,
  results,
  games,
  gameCode,
  onGameCode,
  timeZone,
}: {
  load: PanelLoad;
  /** Latest first; the first is shown in full, the others by their special prize. */
  results: OpenedNumero[] | undefined;
  /** The VN games whose results can be shown, and the one shown. */
  games: VnGameOption[];
  gameCode: string | null;
  onGameCode: (gameCode: string) => void;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('lottery');
  const pickerId = useId();
  const [latest, ...earlier] = results ?? [];
  const picker =
    games.length > 1 && gameCode ? (
      <div className="lottery-panel__picker">
        <label htmlFor={pickerId} className="visually-hidden">
          {t('panels.game')}
        </label>
        <select
          id={pickerId}
          className="field__input"
          value={gameCode}
          onChange={(event) => onGameCode(event.target.value)}
        >
          {games.map((game) => (
            <option key={game.gameCode} value={game.gameCode}>
              {game.gameName}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  return (
    <Panel title={t('panels.results')} load={load} actions={picker} className="lottery-panel--results">
      {() =>
        !latest ? (
          <p className="lottery-panel__note">{t('panels.noDraws')}</p>
        ) : (
          <div className="lottery-results">
            <div className="lottery-result">
              <div className="lottery-result__head">
                <span className="lottery-result__numero">
                  {t('panels.numero', { numero: latest.numero })}
                </span>
                <time className="lottery-result__time" dateTime={latest.winningTime}>
                  {formatDateTime(latest.winningTime, i18n.language, timeZone)}
                </time>
              </div>
              <table className="lottery-prizes">
                <caption className="visually-hidden">
                  {t('panels.prizesOf', { numero: latest.numero })}
                </caption>
                <tbody>
                  {VN_PRIZE_NAMES.map((prize) => (
                    <tr key={prize} className={clsx(prize === 'DB' && 'is-special')}>
                      <th scope="row">{t(`panels.prizes.${prize}`)}</th>
                      <td>
                        {latest.prizes[prize].map((value, index) => (
                          <PrizeNumber key={index} value={value} isSpecial={prize === 'DB'} />
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {earlier.length > 0 ? (
              <div className="lottery-earlier">
                <h3 className="lottery-earlier__title">{t('panels.earlier')}</h3>
                <ol className="lottery-earlier__list">
                  {earlier.map((result) => (
                    <li key={result.numero} className="lottery-earlier__item">
                      <span className="lottery-earlier__numero">{result.numero}</span>
                      <time className="lottery-earlier__time" dateTime={result.winningTime}>
                        {formatDateAndTime(result.winningTime, i18n.language, timeZone).time}
                      </time>
                      <span className="lottery-earlier__special">
                        <span className="visually-hidden">{t('panels.prizes.DB')}: </span>
                        <PrizeNumber value={result.prizes.DB[0] ?? ''} isSpecial />
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </div>
        )
      }
    </Panel>
  );
}

export function PopularGamesPanel({
  load,
  games,
  isOffered,
  onChoose,
}: {
  load: PanelLoad;
  games: PopularLotteryGame[] | undefined;
  /** Whether a vendor is offered here (a game of another vendor cannot be launched). */
  isOffered: (vendor: string) => boolean;
  onChoose: (choice: LotteryChoice) => void;
}) {
  const { t } = useTranslation('lottery');
  const list = (games ?? []).slice(0, POPULAR_LOTTERY_COUNT);
  return (
    <Panel title={t('panels.popular')} load={load}>
      {() =>
        list.length === 0 ? (
          <p className="lottery-panel__note">{t('panels.noPopular')}</p>
        ) : (
          <ol className="lottery-popular">
            {list.map((game, index) => (
              <li key={`${game.vendor}-${game.gameCode}`}>
                <button
                  type="button"
                  className="lottery-popular__item row-button"
                  disabled={!isOffered(game.vendor)}
                  onClick={() =>
                    onChoose({ gameCode: game.gameCode, vendor: game.vendor, playType: game.defaultPlayType })
                  }
                >
                  <span className={clsx('lottery-popular__rank', index < 3 && 'is-top')} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="lottery-popular__name">{game.gameName}</span>
                  {game.bets24h > 0 ? (
                    <span className="lottery-popular__bets">
                      {t('panels.bets24h', { count: game.bets24h })}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ol>
        )
      }
    </Panel>
  );
}

export function VnNumbersPanel({
  load,
  stats,
  gameName,
}: {
  load: PanelLoad;
  stats: VnNumbers | undefined;
  gameName: string | null;
}) {
  const { t } = useTranslation('lottery');
  return (
    <Panel title={t('panels.vnNumbers')} load={load} className="lottery-panel--numbers">
      {(titleId) =>
        !stats || stats.draws === 0 ? (
          <p className="lottery-panel__note">{t('panels.noDraws')}</p>
        ) : (
          <>
            <p className="lottery-panel__sub">
              {t('panels.window', { count: stats.draws, game: gameName ?? stats.gameCode })}
            </p>
            <VnNumberGrid numbers={stats.numbers} labelledBy={titleId} />
          </>
        )
      }
    </Panel>
  );
}
