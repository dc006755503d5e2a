import type { VnGameMenu, VnMenuGame } from '../api/types';
/** The VN menu's games in menu order (region groups as the platform lists them). */
export function vnGamesOf(menu: VnGameMenu | undefined): VnMenuGame[] {
  return Object.values(menu ?? {}).flat();
}

/** Where a game's open draw stands at `now`: betting open, closed before the draw, or being drawn. */
export type DrawPhase =
  { kind: 'open'; msToDraw: number } | { kind: 'closed'; msToDraw: number } | { kind: 'drawing' };

export function drawPhase(
  draw: Pick<VnMenuGame, 'nextDrawTime' | 'closeTime'>,
  now: number,
): DrawPhase | null {
  if (!draw.nextDrawTime) return null;
  const drawAt = Date.parse(draw.nextDrawTime);
  const closeAt = draw.closeTime ? Date.parse(draw.closeTime) : drawAt;
  if (Number.isNaN(drawAt)) return null;
  // Until the menu is asked again after the draw, the draw that passed is being drawn.
  if (now >= drawAt) return { kind: 'drawing' };
  return { kind: now >= closeAt ? 'closed' : 'open', msToDraw: drawAt - now };
}

/** Whole seconds left as M:SS, or H:MM:SS from an hour (a daily draw hours away). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
