import { useTranslation } from 'react-i18next';
import { useImageUrl } from '@/lib/image-cdn';
import { formatCurrency } from '@/lib/money';
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
  const imageUrl = useImageUrl();
  const amount = formatCurrency(winner.winAmount, {
    language: i18n.language,
    decimals,
    symbol: currencySymbol,
    currency,
  });
  const body = (
    <>
      <img
        className="winners__icon"
        src={imageUrl(winner.iconUrl)}
        alt=""
        loading="lazy"
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
 * The home page's winner board: the latest big wins (masked name, game, amount) scrolling upwards.
 * The scroll is a CSS animation over the list shown twice; it pauses while hovered or focused and
 * becomes a plain scrollable list when the person asked for reduced motion. Each row is a button.
 */
export function WinnerBoard({ currencySymbol, currency, decimals, onSelect, isPreview }: WinnerBoardProps) {
  const { t } = useTranslation('content');
  const winners = useWinners();
  const list = winners.data ?? [];
  // Nothing to show when the board cannot be read: the rest of the page matters more.
  if (winners.isError && list.length === 0) return null;

  // While the wins load, the frame holds a skeleton of the list's size.
  return (
    <WinnerBoardFrame>
      {winners.isPending ? undefined : list.length === 0 ? (
        <p className="winners__empty">{t('winners.empty')}</p>
      ) : (
        <div className="winners__viewport">
          <div className="winners__track" style={{ animationDuration: `${list.length * 2.5}s` }}>
            <ul className="winners__list">
              {list.map((w) => (
                <WinnerRow
                  key={w.id}
                  winner={w}
                  currencySymbol={currencySymbol}
                  currency={currency}
                  decimals={decimals}
                  onSelect={onSelect}
                  preview={isPreview?.(w) ?? false}
                />
              ))}
            </ul>
            {/* The copy that makes the loop seamless: hidden from assistive technology and the tab order. */}
            <ul className="winners__list winners__list--copy" aria-hidden="true">
              {list.map((w) => (
                <WinnerRow
                  key={w.id}
                  winner={w}
                  currencySymbol={currencySymbol}
                  currency={currency}
                  decimals={decimals}
                  onSelect={onSelect}
                  preview={isPreview?.(w) ?? false}
                  hidden
                />
              ))}
            </ul>
          </div>
        </div>
      )}
    </WinnerBoardFrame>
  );
}
