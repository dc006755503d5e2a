// A module of its own: only the game frame (its own lazy chunk) needs it, not the lobbies that
// load launch-target.ts before their first paint.

/**
 * The demo vendor's tables' launch URLs (Niu-Niu, baccarat, cockfight, sportsbook, fishing) with the portal's
 * theme, and the Niu-Niu table's with the room to open in; any other game's URL as launched.
 */
export function tableUrl(url: string, o: { room?: string; theme: 'light' | 'dark' }): string {
  if (!/^\/demo-vendor\/(niuniu|baccarat|cockfight|sportsbook|fishing)\?/.test(url)) return url;
  const params = new URLSearchParams({ theme: o.theme });
  if (o.room && url.startsWith('/demo-vendor/niuniu?')) params.set('room', o.room);
  return `${url}&${params.toString()}`;
}
