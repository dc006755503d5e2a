import clsx from 'clsx';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { formatCurrency } from '@/lib/money';
import { useAfterLoad } from '@/lib/use-after-load';
import { useWinners } from '../api/use-winners';
import { WinnerBoardFrame } from './home-placeholders';
import type { Winner } from '../api/types';

export interface WinnerBoardProps {
  currencySymbol: string;
  /** The brand's ISO code: where the language places the symbol. */
  currency?: string;
  decimals: number;
  /** A row was chosen (the page decides: the login popup for a visitor, else the game). */
  onSelect(winner: Winner): void;
  /** Whether the win's game opens only a preview page (its vendor is not connected): the row says so. */
  isPreview?: (winner: Winner) => boolean;
}

function WinnerRow({
  winner,
  currencySymbol,
  currency,
  decimals,
  onSelect,
  preview,
  hidden = false,
}: Omit<WinnerBoardProps, 'onSelect' | 'isPreview'> & {
  winner: Winner;
  onSelect?: WinnerBoardProps['onSelect'] | undefined;
  preview: boolean;
  hidden?: boolean;
}) {
  const { t, i18n } = useTranslation(['content', 'games']);
  const amount = formatCurrency(winner.winAmount, {
    language: i18n.language,
    decimals,
    symbol: currencySymbol,
    currency,
  });
  const body = (
    <>
      <LazyImage
        className="winners__icon"
        src={winner.iconUrl}
        alt=""
        fallback={winner.gameName}
        width={40}
        height={40}
      />
      {/* The row's visible text is its accessible name; the hidden commas make it read as a list. */}
      <span className="winners__who">
        <span className="winners__name">{winner.customerName}</span>
        <span className="visually-hidden">, </span>
        <span className="winners__game">
          {winner.gameName}
          {preview ? (
            <>
              <span className="visually-hidden">, </span>
              <span className="game-badge game-badge--preview winners__preview">
                {t('games:previewBadge')}
              </span>
            </>
          ) : null}
        </span>
      </span>
      <span className="visually-hidden">, </span>
      <span className="winners__amount">{amount}</span>
    </>
  );
  if (hidden) {
    // Not a button (hidden from assistive technology and the tab order), but a mouse or a finger
    // sees these rows half the loop: a click launches the win like the row it copies.
    return (
      <li className="winners__row" aria-hidden="true">
        <span className="winners__button row-button" onClick={() => onSelect?.(winner)}>
          {body}
        </span>
      </li>
    );
  }
  return (
    <li className="winners__row">
      <button type="button" className="winners__button row-button" onClick={() => onSelect?.(winner)}>
        {body}
      </button>
    </li>
  );
}

/**
 * Spec section 9, "Scroll widget moves 0.5 per step, limit 3 items": the options of the original
 * portal's seamless scroll (vue-seamless-scroll's `step`, pixels moved per animation frame, and
 * `limitMoveNum`, the fewest items that set it moving), which drives this board. It moves 0.5 px
 * a frame, 30 px a second at 60 frames a second, and only when it has at least 3 wins: fewer stand
 * still (there is nothing to loop through). components/ui/scroll-row.tsx tells why the rows with
 * arrows move by 0.5 too.
 */
export const WINNER_SCROLL_STEP = 0.5;
export const WINNER_SCROLL_LIMIT = 3;
const FRAMES_PER_SECOND = 60;
/** A row's height (min-height and border, winner-board.css) until the list is measured. */
const ROW_HEIGHT = 57;

type RowsProps = Omit<WinnerBoardProps, 'onSelect'> & {
  list: Winner[];
  onSelect: WinnerBoardProps['onSelect'];
};

/**
 * The wins scrolling upwards: a CSS animation over the list shown twice, one list's height in the
 * time 0.5 px a frame takes (measured, so a row that wraps or another font keeps the speed). The
 * copy that closes the loop is drawn once the page has loaded (or at once when a pointer or the
 * focus comes onto the board), and the list moves from then on: the first render draws one list.
 */
function MovingRows({ list, ...row }: RowsProps) {
  const [looping, loop] = useAfterLoad();
  const listRef = useRef<HTMLUListElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = listRef.current;
    if (!element) return;
    // The observer reports the list's size after the browser's own layout (and again on each
    // change): reading offsetHeight here would force a layout of the page inside the commit.
    if (typeof ResizeObserver === 'undefined') {
      setHeight(element.offsetHeight);
      return;
    }
    const resized = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      setHeight(box ? box.blockSize : element.offsetHeight);
    });
    resized.observe(element);
    return () => resized.disconnect();
  }, []);
  const seconds = (height || list.length * ROW_HEIGHT) / (WINNER_SCROLL_STEP * FRAMES_PER_SECOND);
  return (
    <div className="winners__viewport" onPointerEnter={loop} onFocus={loop}>
      <div
        className={clsx('winners__track', looping && 'winners__track--moving')}
        style={{ animationDuration: `${seconds}s` }}
      >
        <ul className="winners__list" ref={listRef}>
          <Rows list={list} {...row} />
        </ul>
        {/* The copy that makes the loop seamless: hidden from assistive technology and the tab order. */}
        {looping ? (
          <ul className="winners__list winners__list--copy" aria-hidden="true">
            <Rows list={list} {...row} hidden />
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Memoised: the board's measured height changing (MovingRows) draws no row again. */
const Rows = memo(function Rows({ list, isPreview, hidden, ...row }: RowsProps & { hidden?: boolean }) {
  return list.map((w) => (
    <WinnerRow key={w.id} winner={w} preview={isPreview?.(w) ?? false} hidden={hidden} {...row} />
  ));
});

/**
 * The home page's winner board: the latest big wins (masked name, game, amount) scrolling upwards
 * (from 3 wins on). The scroll pauses while hovered or focused and becomes a plain scrollable list
 * when the person asked for reduced motion. Each row is a button.
 */
export const WinnerBoard = memo(function WinnerBoard({
  currencySymbol,
  currency,
  decimals,
  onSelect,
  isPreview,
}: WinnerBoardProps) {
  const { t } = useTranslation('content');
  const winners = useWinners();
  const list = winners.data ?? [];
  // Nothing to show when the board cannot be read: the rest of the page matters more.
  if (winners.isError && list.length === 0) return null;

  const rows = { list, currencySymbol, currency, decimals, onSelect, isPreview };
  // While the wins load, the frame holds a skeleton of the list's size.
  return (
    <WinnerBoardFrame>
      {winners.isPending ? undefined : list.length === 0 ? (
        <p className="winners__empty">{t('winners.empty')}</p>
      ) : list.length >= WINNER_SCROLL_LIMIT ? (
        <MovingRows {...rows} />
      ) : (
        <div className="winners__viewport">
          <ul className="winners__list">
            <Rows {...rows} />
          </ul>
        </div>
      )}
    </WinnerBoardFrame>
  );
});
