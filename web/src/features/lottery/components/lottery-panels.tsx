/*
 * Slots for the lottery lobby's side panels. Their data (latest draws, the popular list of 20, the
 * VN number statistics of 100) comes from calls that are not wired yet: each panel renders nothing
 * until a caller passes it data, so the lobby never shows invented numbers.
 */
import { POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates';
import type { LotteryChoice } from '../lib/catalogue';

/** One draw of a lottery game: its numero (draw number), when it was drawn, the winning numbers. */
export type LatestResult = {
  gameCode: string;
  gameName: string;
  numero: string;
  /** An instant (ISO string). */
  drawTime: string;
  numbers: string[];
};

export function LatestResultsPanel({ results, timeZone }: { results?: LatestResult[]; timeZone: string }) {
  const { t } = useTranslation('lottery');
  if (!results || results.length === 0) return null;
  return (
    <section className="lottery-panel" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-panel__title">
        {t('panels.results')}
      </h2>
      <ul className="lottery-results">
        {results.map((result) => (
          <li key={`${result.gameCode}-${result.numero}`} className="lottery-result">
            <div className="lottery-result__head">
              <span className="lottery-result__game">{result.gameName}</span>
              <span className="lottery-result__numero">{t('panels.numero', { numero: result.numero })}</span>
            </div>
            <time className="lottery-result__time" dateTime={result.drawTime}>
              {formatDateTimeInZone(result.drawTime, timeZone)}
            </time>
            <ol className="lottery-balls" aria-label={t('panels.winningNumbers')}>
              {result.numbers.map((number, index) => (
                <li key={index} className="lottery-ball">
                  {number}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A popular lottery game (the platform's list of 20 per prize mode). */
export type PopularGame = LotteryChoice & { gameName: string };

export function PopularGamesPanel({
  games,
  onChoose,
}: {
  games?: PopularGame[];
  onChoose: (choice: LotteryChoice) => void;
}) {
  const { t } = useTranslation('lottery');
  if (!games || games.length === 0) return null;
  return (
    <section className="lottery-panel" aria-labelledby="lottery-popular-title">
      <h2 id="lottery-popular-title" className="lottery-panel__title">
        {t('panels.popular')}
      </h2>
      <ol className="lottery-popular">
        {games.slice(0, POPULAR_LOTTERY_COUNT).map((game, index) => (
          <li key={`${game.vendor}-${game.gameCode}`}>
            <button
              type="button"
              className="lottery-popular__item"
              onClick={() =>
                onChoose({ gameCode: game.gameCode, vendor: game.vendor, playType: game.playType })
              }
            >
              <span className="lottery-popular__rank" aria-hidden="true">
                {index + 1}
              </span>
              {game.gameName}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A two-digit VN lottery number and how often it was drawn. */
export type VnNumberHit = { number: string; hits: number };

export function VnNumbersPanel({ numbers }: { numbers?: VnNumberHit[] }) {
  const { t } = useTranslation('lottery');
  if (!numbers || numbers.length === 0) return null;
  return (
    <section className="lottery-panel" aria-labelledby="lottery-vn-title">
      <h2 id="lottery-vn-title" className="lottery-panel__title">
        {t('panels.vnNumbers')}
      </h2>
      <ul className="lottery-vn-numbers">
        {numbers.slice(0, VN_NUMBERS_COUNT).map((item) => (
          <li key={item.number} className="lottery-vn-number">
            <span className="visually-hidden">
              {t('panels.hits', { number: item.number, count: item.hits })}
            </span>
            <span className="lottery-vn-number__value" aria-hidden="true">
              {item.number}
            </span>
            <span className="lottery-vn-number__hits" aria-hidden="true">
              {item.hits}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
