import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { Icon } from '@/components/ui/icon';
import type { Game } from '../api/types';

type Props = {
  game: Game;
  vendorName: string;
  favourite: boolean;
  onPlay: (game: Game) => void;
  /** Without it the tile has no star (a list of suggestions). */
  onFavourite?: (game: Game, favourite: boolean) => void;
};

/**
 * One game: the whole card plays it; the star (a separate button) toggles the favourite (a
 * visitor's star asks them to log in). A game whose vendor is not connected (`sandbox`) opens only
 * a preview page: its card says so before the click, with a badge always in view and "Open preview"
 * for "Play".
 */
export function GameTile({ game, vendorName, favourite, onPlay, onFavourite }: Props) {
  const { t } = useTranslation('games');
  const preview = game.sandbox === true;
  const action = t(preview ? 'previewShort' : 'playShort');
  return (
    <li className={clsx('game-tile', preview && 'game-tile--preview')}>
      {/* The card's name is its text, so what a screen reader says contains what the eye reads
          (WCAG 2.5.3): "Play Golden Dragon JILI Slots Hot". The picture with its badges comes
          first on screen (CSS order) and last in that text. */}
      <button type="button" className="game-tile__play" onClick={() => onPlay(game)}>
        <span className="game-tile__name">
          <span className="visually-hidden">{action}</span> {game.gameName}
        </span>{' '}
        <span className="game-tile__vendor">{vendorName}</span>{' '}
        <span className="game-tile__art">
          <LazyImage
            className="game-icon"
            src={game.icon}
            alt=""
            fallback={game.gameName}
            width={200}
            height={200}
          />
          <span className="game-tile__badges">
            {preview ? (
              <span className="game-badge game-badge--preview">
                <Icon name="eye" size={12} />
                {t('previewBadge')}
              </span>
            ) : null}
            {game.isHot ? <span className="game-badge game-badge--hot">{t('badgeHot')}</span> : null}
            {game.isNew ? <span className="game-badge game-badge--new">{t('badgeNew')}</span> : null}
          </span>
          <span className="game-tile__cta" aria-hidden="true">
            <Icon name={preview ? 'eye' : 'play'} size={18} />
            {action}
          </span>
        </span>
      </button>
      {onFavourite ? (
        <button
          type="button"
          className={clsx('game-tile__fav', favourite && 'is-on')}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'unfavourite' : 'favourite', { game: game.gameName })}
          onClick={() => onFavourite(game, !favourite)}
        >
          <Icon name="star" size={18} />
        </button>
      ) : null}
    </li>
  );
}
