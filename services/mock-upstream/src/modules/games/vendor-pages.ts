import { PVP_ROOMS, type LaunchGameQuery } from '@portal/contracts';

/**
 * The vendors whose games really play here: the built-in demo vendor serves its slot, its Niu-Niu
 * table, its live baccarat tables, its sportsbook (ADR 0021) and e-sports book (ADR 0025), its fishing game (ADR 0022), the Vietnamese lottery and DS88's cockfight arenas (ADR 0020). Every other vendor is a third party that exists here only as a sandbox page
 * (it names the game and the player the platform launched, and moves no money). The one place that
 * knows it: the launch URL below, the `sandbox` flag of games and vendor cards on the wire, the
 * order of the lists (playable games first), the banners and the seeded winner board read it.
 */
export const PLAYABLE_VENDORS: readonly string[] = ['DEMO', 'TCG_LOTTO_VN', 'DS88'];

/** Whether a vendor's launch opens a real game (false: a sandbox page). */
export const isPlayableVendor = (vendor: string): boolean => PLAYABLE_VENDORS.includes(vendor);

/** The demo vendor's Niu-Niu table: the one PvP game with rooms (ADR 0018). */
const isNiuniu = (vendor: string, gameCode: string | null) => vendor === 'DEMO' && gameCode === 'DEMONIUNIU';

/**
 * The rooms a PvP game opens in (the PvP launch's `roomId`): the Niu-Niu table's PVP_ROOMS; every
 * other PvP game (a sandbox page) has none.
 */
export function roomsOf(vendor: string, gameCode: string): readonly string[] {
  return isNiuniu(vendor, gameCode) ? PVP_ROOMS.map((r) => r.roomId) : [];
}

/** What of the launch call the URL carries: the lottery view, the PvP room to open in. */
export type LaunchPage = Pick<LaunchGameQuery, 'lottoView'> & { room?: string | undefined };

/** Where a launch opens: the demo vendor's slot or lottery page, else the sandbox page. */
export function gameUrl(vendor: string, ticket: string, q: LaunchPage, gameCode: string | null): string {
  const t = encodeURIComponent(ticket);
  if (isNiuniu(vendor, gameCode)) {
    return `/demo-vendor/niuniu?ticket=${t}${q.room ? `&room=${encodeURIComponent(q.room)}` : ''}`;
  }
  if (vendor === 'DEMO' && gameCode === 'DEMOBACCARAT') return `/demo-vendor/baccarat?ticket=${t}`;
  if (vendor === 'DEMO' && gameCode === 'DEMOSPORTS') return `/demo-vendor/sportsbook?ticket=${t}`;
  if (vendor === 'DEMO' && gameCode === 'DEMOESPORTS') return `/demo-vendor/esports?ticket=${t}`;
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
