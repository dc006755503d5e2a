import { CATEGORY_ROUTE, type Winner } from '@portal/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { WinnerBoard } from '@/features/content/components/winner-board';
import { useBootstrap } from '@/features/system/api/use-bootstrap';
import { useRequireSession } from '../account/guards';

/**
 * The winner board on the home page. Choosing a win asks a visitor to log in (the popup); a member
 * goes to the game's category page until game launch exists (the games issue).
 */
export function HomeWinnerBoard() {
  const brand = useBootstrap().data?.brand;
  const requireSession = useRequireSession();
  const navigate = useNavigate();
  const onSelect = useCallback(
    (winner: Winner) => {
      if (!requireSession()) return;
      void navigate(CATEGORY_ROUTE[winner.gameCategory]);
    },
    [requireSession, navigate],
  );
  return (
    <WinnerBoard
      currencySymbol={brand?.currencySymbol ?? ''}
      decimals={brand?.currencyDecimals ?? 2}
      onSelect={onSelect}
    />
  );
}
