import type { DemoVendorDeps } from '../deps.js';
import type { BookClock } from '../sportsbook/sportsbook.clock.js';
import { bookRoutes } from '../sportsbook/sportsbook.routes.js';
import { bookSchemas } from '../sportsbook/sportsbook.schemas.js';
import { MARKETS, validPick } from './esports.engine.js';
import { esportsErrorPageHtml, esportsPageHtml } from './esports.page.js';
import { ESPORTS, EsportsFixtureSchema, EsportsInfoSchema, EsportsLegSchema } from './esports.sport.js';

/** The e-sports book's API schemas (the tests read its answers with them). */
const ESPORTS_SCHEMAS = bookSchemas({
  markets: MARKETS,
  selections: ESPORTS.selections,
  validPick,
  fixture: EsportsFixtureSchema,
  leg: EsportsLegSchema,
  info: EsportsInfoSchema,
});
export const { BetValueSchema, BetsValueSchema, FixturesValueSchema, InfoValueSchema } = ESPORTS_SCHEMAS;

/**
 * The e-sports book (ADR 0025): the sportsbook's routes on the e-sports sport, at
 * /demo-vendor/esports and /demo-vendor/api/esports/, on the books' clock.
 */
export function esportsRoutes(deps: DemoVendorDeps, clock: BookClock) {
  return bookRoutes(ESPORTS, deps, {
    clock,
    page: { html: (p) => esportsPageHtml(p), errorHtml: esportsErrorPageHtml },
    schemas: ESPORTS_SCHEMAS,
  });
}
