import { useCallback } from 'react';
import { useLanes } from '@/features/games/api/use-lanes';
import { WinnerBoard } from '@/features/content/components/winner-board';
import { winnerGame } from '@/features/games/launch/winner-game';
import { useOpenGame } from '@/features/games/launch/use-open-game';
import { useBootstrap } from '@/lib/bootstrap';
import type { Winner } from '@/features/content/api/types';

/**
 * The winner board on the home page. Choosing a win launches its game (spec section 2): a visitor
 * gets the login popup and, once logged in, the game; a lottery win opens its game in the lottery
 * lobby. A win on a vendor that is not connected says so (its vendor card's `sandbox`).
 */
export function HomeWinnerBoard() {
  const brand = useBootstrap().data?.brand;
  const openGame = useOpenGame();
  const onSelect = useCallback((winner: Winner) => openGame(winnerGame(winner)), [openGame]);
  const lanes = useLanes().data;
  const isPreview = useCallback(
    (winner: Winner) =>
      lanes
        ?.find((lane) => lane.gameType === winner.gameCategory)
        ?.vendors.find((v) => v.vendor === winner.vendor)?.sandbox === true,
    [lanes],
  );
  return (
    <WinnerBoard
      currencySymbol={brand?.currencySymbol ?? ''}
      currency={brand?.currency}
      decimals={brand?.currencyDecimals ?? 2}
      onSelect={onSelect}
      isPreview={isPreview}
    />
  );
}
