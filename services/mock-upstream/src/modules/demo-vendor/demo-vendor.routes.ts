import type { FastifyInstance } from 'fastify';
import { servePageFonts } from '../../lib/page-fonts.js';
import { baccaratRoutes } from './baccarat/baccarat.routes.js';
import { cockfightRoutes } from './cockfight/cockfight.routes.js';
import type { DemoVendorDeps } from './deps.js';
import { esportsRoutes } from './esports/esports.routes.js';
import { fishingRoutes } from './fishing/fishing.routes.js';
import { lotteryRoutes } from './lottery/lottery.routes.js';
import { niuniuRoutes } from './niuniu/niuniu.routes.js';
import { roundTableAdminRoutes } from './round-tables.admin.js';
import { createRoundTableSettings } from './round-table/round-table.settings.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { slotRoutes } from './slot/slot.routes.js';
import { createBookClock } from './sportsbook/sportsbook.clock.js';
import { bookClockRoutes, sportsbookRoutes } from './sportsbook/sportsbook.routes.js';
import { DEMO_VENDOR_BASE } from './game-page.js';

/**
 * The built-in demo game vendor: real, playable games served under /demo-vendor/ (the gateway
 * proxies that prefix, so the game pages run on the portal's origin inside its /game iframe). It is
 * registered like a third-party vendor and moves money only through the seamless-wallet API.
 */
export function demoVendorRoutes(deps: DemoVendorDeps) {
  // The round tables the operator runs, shared by the games and the operator's routes.
  const roundTables = createRoundTableSettings(deps.db);
  return async (app: FastifyInstance) => {
    // Every page below links its language's script fonts from here (lib/page-fonts.ts).
    servePageFonts(app, DEMO_VENDOR_BASE);
    await app.register(slotRoutes(deps));
    await app.register(lotteryRoutes(deps));
    await app.register(niuniuRoutes(deps));
    await app.register(baccaratRoutes(deps, roundTables));
    await app.register(cockfightRoutes(deps, roundTables));
    await app.register(roundTableAdminRoutes(deps.db, roundTables));
    // The sportsbook and the e-sports book: one book on two sports, on one clock (ADR 0025).
    const clock = createBookClock();
    const sportsbook = sportsbookRoutes(deps, clock);
    const esports = esportsRoutes(deps, clock);
    await app.register(sportsbook.plugin);
    await app.register(esports.plugin);
    await app.register(bookClockRoutes(deps, clock, [sportsbook.book, esports.book]));
    await app.register(fishingRoutes(deps));
    await app.register(sandboxRoutes(deps));
  };
}
