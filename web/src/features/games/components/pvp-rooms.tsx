import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/error-state';
import { errorMessageKey } from '@/lib/errors';
import { formatNumber, formatPercentValue } from '@/lib/locale-format';
import { useBrandMoney } from '@/lib/money';
import { usePvpRooms } from '../api/use-pvp-rooms';
import { useOpenGame } from '../launch/use-open-game';

/**
 * The PvP page's rooms (the spec's "pvp rooms"): each room's stake, seats taken and rake; Play
 * opens the table's game with the room, where the player sits down (bots fill the empty seats).
 * A chunk of its own, drawn inside PvpRoomsFrame, `loading` in their place while they load.
 */
export default function PvpRooms({ loading }: { loading: ReactNode }) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const rooms = usePvpRooms();
  const money = useBrandMoney();
  const openGame = useOpenGame();
  const lng = i18n.language;

  if (rooms.isPending) return loading;
  if (rooms.isError) {
    return (
      <RetryAlert
        className="pvp-rooms__error"
        message={`${t('pvpRooms.error')} ${t(`common:${errorMessageKey(rooms.error)}`)}`}
        retryLabel={t('common:retry')}
        onRetry={() => void rooms.refetch()}
      />
    );
  }
  if (rooms.data.length === 0) return <p className="pvp-rooms__empty">{t('pvpRooms.empty')}</p>;
  return (
    <ul className="pvp-rooms__list">
      {rooms.data.map((room) => {
        const stake = money.format(room.stake);
        return (
          <li key={room.roomId} className="pvp-room">
            <span className="pvp-room__name">{room.gameName}</span>
            <span className="pvp-room__stake">
              <span className="pvp-room__label">{t('pvpRooms.stake')}</span> {stake}
            </span>
            <span className="pvp-room__seats">
              {/* One value, so that a right-to-left sentence keeps "1/5" in its order. */}
              {t('pvpRooms.seats', {
                taken: `${formatNumber(room.players, lng)}/${formatNumber(room.seats, lng)}`,
              })}
            </span>
            <span className="pvp-room__rake">
              {t('pvpRooms.rake', { rake: formatPercentValue(room.rakePercent, lng) })}
            </span>
            <button
              type="button"
              className="btn btn--primary pvp-room__play"
              disabled={room.players >= room.seats}
              onClick={() =>
                openGame(
                  {
                    nodeId: room.nodeId,
                    gameType: 'PVP',
                    gameCode: room.gameCode,
                    vendor: room.vendor,
                    defaultPlayType: null,
                    freePlay: false,
                  },
                  { room: room.roomId },
                )
              }
            >
              {room.players >= room.seats ? t('pvpRooms.full') : t('pvpRooms.play', { stake })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
