/** The vendor lanes (categories and their vendors), cached: the lobby, home cards and wallet names. */
import {
  CATEGORY_ORDER,
  GAME_CLIENT_TYPE,
  gamesEndpoints,
  PORTAL_GAME_PLATFORM,
  VendorLanesSchema,
  type VendorLanes,
} from '@portal/contracts';
import type { AppServices } from '../services.js';
import type { Visitor } from '../http/visitor.js';

/**
 * The top navigation shows only categories with at least one vendor (spec section 2), in the nav
 * order of CATEGORY_ORDER, each with its vendors by `sort`.
 */
export function arrangeLanes(lanes: VendorLanes): VendorLanes {
  return lanes
    .filter((lane) => lane.vendors.length > 0)
    .sort((a, b) => CATEGORY_ORDER.indexOf(a.gameType) - CATEGORY_ORDER.indexOf(b.gameType))
    .map((lane) => ({
      ...lane,
      vendors: [...lane.vendors].sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId),
    }));
}

/**
 * What every lobby and launch call says of the portal (spec sections 7 and 9: client type 3, platform
 * flash,html5-desktop): the platform lists, counts and launches only the games those platforms run.
 */
export const PORTAL_CLIENT = { clientType: GAME_CLIENT_TYPE, platform: PORTAL_GAME_PLATFORM };

/** What a public platform call carries: the visitor, no token. */
export const publicMeta = (visitor: Visitor) => ({
  language: visitor.language,
  ip: visitor.ip,
  requestId: visitor.requestId,
});

export async function getLanes(services: AppServices, visitor: Visitor): Promise<VendorLanes> {
  const lanes = await services.gameMenus.get(`lanes:${visitor.language}`, VendorLanesSchema, () =>
    // The cards count the games this client can run, as the lobby lists them.
    services.upstream.call(gamesEndpoints.vendorLanes, { ...publicMeta(visitor), query: PORTAL_CLIENT }),
  );
  return arrangeLanes(lanes);
}
