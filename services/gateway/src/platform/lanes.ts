/** The vendor lanes (categories and their vendors), cached: the lobby, home cards and wallet names. */
import { CATEGORY_ORDER, gamesEndpoints, VendorLanesSchema, type VendorLanes } from '@portal/contracts';
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

/** What a public platform call carries: the visitor, no token. */
export const publicMeta = (visitor: Visitor) => ({
  language: visitor.language,
  ip: visitor.ip,
  requestId: visitor.requestId,
});

export async function getLanes(services: AppServices, visitor: Visitor): Promise<VendorLanes> {
  const lanes = await services.gameMenus.get(`lanes:${visitor.language}`, VendorLanesSchema, () =>
    services.upstream.call(gamesEndpoints.vendorLanes, { ...publicMeta(visitor), query: {} }),
  );
  return arrangeLanes(lanes);
}
