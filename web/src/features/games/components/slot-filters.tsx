import {
  HEADER_LANGUAGES,
  MIN_BET_OPTIONS,
  SLOT_CLASSIFY,
  type GameCategory,
  type MinBet,
  type SlotClassify,
} from '@portal/contracts';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/locale-format';
import { useVassalGameTypes } from '../api/use-vassal-game-types';

/**
 * Slot classify filters: BG (bingo) only where the TY language is offered (spec section 3), and,
 * once the vendor tab's game types are known (the "vassal game type" call), only the types it has.
 */
export function classifyOptions(
  languages: readonly string[] = HEADER_LANGUAGES,
  offered?: ReadonlyMap<SlotClassify, number>,
): SlotClassify[] {
  return SLOT_CLASSIFY.filter(
    (c) => (c !== 'BG' || languages.includes('TY')) && (!offered || offered.has(c)),
  );
}

type Props = {
  category: GameCategory;
  /** The vendor tab (its vassalage or vendor code); none: the whole category. */
  vassalage: string | undefined;
  /** The lobby's filters now. */
  state: { classify: SlotClassify | undefined; minBet: MinBet };
  /** The lobby's action for a new filter (game-lobby.tsx `lobbyReducer`: it starts the list again). */
  choose: (
    action: { type: 'classify'; classify: SlotClassify | undefined } | { type: 'minBet'; minBet: MinBet },
  ) => void;
};

/**
 * A slot list's filters (spec section 2): the game type, offered for the types the vendor tab has,
 * each with its number of games, and the minimum bet. Until the tab's types arrive (or if they
 * cannot be read) every type is offered; the platform filters either way. A tab whose games have no
 * type shows no type filter.
 */
export default function SlotFilters({ category, vassalage, state, choose }: Props) {
  const { t, i18n } = useTranslation('games');
  const gameTypes = useVassalGameTypes(category, vassalage).data;
  const classifies = classifyOptions(HEADER_LANGUAGES, gameTypes);
  return (
    <div className="game-lobby__filters">
      {classifies.length > 0 ? (
        <div className="game-lobby__filter" role="group" aria-label={t('classifyLabel')}>
          {[undefined, ...classifies].map((c) => {
            const count = c ? gameTypes?.get(c) : undefined;
            return (
              <button
                key={c ?? 'all'}
                type="button"
                aria-pressed={state.classify === c}
                className={clsx('chip chip--small', state.classify === c && 'is-active')}
                onClick={() => choose({ type: 'classify', classify: c })}
              >
                {t(`classify.${c ?? 'all'}`)}
                {count === undefined ? null : (
                  <>
                    {' '}
                    <span className="chip__count">{formatNumber(count, i18n.language)}</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
      ) : (
        <span />
      )}
      <label className="game-lobby__minbet">
        <span>{t('minBetLabel')}</span>
        <select
          value={state.minBet}
          onChange={(e) => choose({ type: 'minBet', minBet: e.target.value as MinBet })}
        >
          {MIN_BET_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {m === 'all' ? t('minBetAll') : m}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
