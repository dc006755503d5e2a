import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import type { LotteryTile } from '../lib/catalogue';
import { DrawCountdown } from './draw-countdown';
import type { VnMenuGame } from '../api/types';

/** Up to four letters of a game code as the tile's emblem ("VNMB", "SSC1"). */
function emblem(gameCode: string): string {
  return gameCode
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();
}

type Props = {
  tile: LotteryTile;
  isFavourite: boolean;
  /** The VN game's open draw (VN games only): the tile counts down to it. */
  draw?: Pick<VnMenuGame, 'nextDrawTime' | 'closeTime'> | null;
  onChoose: (tile: LotteryTile) => void;
  onToggleFavourite: (tile: LotteryTile) => void;
};

/** A lottery game: the tile plays it (a preview tile says so: its vendor is not connected), the star
 * keeps it among the favourites. */
export function LotteryTileCard({ tile, isFavourite, draw, onChoose, onToggleFavourite }: Props) {
  const { t } = useTranslation(['lottery', 'games']);
  return (
    <li className="lottery-tile">
      <button
        type="button"
        className="lottery-tile__play"
        // No offered vendor matches this entry: there is nothing to launch.
        disabled={tile.vendor === null}
        onClick={() => onChoose(tile)}
      >
        <span className="lottery-tile__emblem" aria-hidden="true">
          {emblem(tile.gameCode)}
        </span>
        <span className="lottery-tile__text">
          <span className="lottery-tile__name">{tile.gameName}</span>
          {tile.vendorName ? <span className="lottery-tile__vendor">{tile.vendorName}</span> : null}
          {draw ? <DrawCountdown draw={draw} /> : null}
        </span>
        {tile.maintenance ? (
          <span className="badge badge--muted">{t('maintenance')}</span>
        ) : tile.preview ? (
          <span className="game-badge game-badge--preview">
            <Icon name="eye" size={12} />
            {t('games:previewBadge')}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className="lottery-tile__star"
        aria-pressed={isFavourite}
        aria-label={t('favourite', { game: tile.gameName })}
        onClick={() => onToggleFavourite(tile)}
      >
        <Icon name="star" size={18} />
      </button>
    </li>
  );
}
