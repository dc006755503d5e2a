import type { LaunchGameQuery } from '@portal/contracts';

/**
 * The vendors whose games really play here: the built-in demo vendor serves its slot, its Niu-Niu
 * table, its live baccarat tables, its sportsbook (ADR 0021), its fishing game (ADR 0022), the Vietnamese lottery and DS88's cockfight arenas (ADR 0020). Every other vendor is a third party that exists here only as a sandbox page
 * (it names the game and the player the platform launched, and moves no money). The one place that
 * knows it: the launch URL below, the `sandbox` flag of games and vendor cards on the wire, the
 * order of the lists (playable games first), the banners and the seeded winner board read it.
 */
export const PLAYABLE_VENDORS: readonly string[] = ['DEMO', 'TCG_LOTTO_VN', 'DS88'];

/** Whether a vendor's launch opens a real game (false: a sandbox page). */
export const isPlayableVendor = (vendor: string): boolean => PLAYABLE_VENDORS.includes(vendor);

/** Where a launch opens: the demo vendor's slot or lottery page, else the sandbox page. */
export function gameUrl(vendor: string, ticket: string, q: LaunchGameQuery, gameCode: string | null): string {
  const t = encodeURIComponent(ticket);
  if (vendor === 'DEMO' && gameCode === 'DEMONIUNIU') return `/demo-vendor/niuniu?ticket=${t}`;
  if (vendor === 'DEMO' && gameCode === 'DEMOBACCARAT') return `/demo-vendor/baccarat?ticket=${t}`;
  if (vendor === 'DEMO' && gameCode === 'DEMOSPORTS') return `/demo-vendor/sportsbook?ticket=${t}`;
  if (vendor === 'DEMO' && gameCode === 'DEMOFISH') return `/demo-vendor/fishing?ticket=${t}`;
  if (vendor === 'DEMO') return `/demo-vendor/slot?ticket=${t}`;
  // Each DS88 game is one arena of the demo cockfight; the ticket names it.
  if (vendor === 'DS88') return `/demo-vendor/cockfight?ticket=${t}`;
  if (vendor === 'TCG_LOTTO_VN') {
    const view = q.lottoView ?? (gameCode ? 'betting' : 'lobby');
    return `/demo-vendor/lottery?ticket=${t}&game=${encodeURIComponent(gameCode ?? '')}&view=${view}`;
  }
  return `/demo-vendor/sandbox?ticket=${t}`;
}
