import { protectionEndpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { route, type MemberAuth } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { ProtectionService } from './protection.service.js';

export interface ProtectionRoutesDeps extends MemberAuth<MemberRow> {
  protection: ProtectionService;
}

/** The protection area's routes (protectionEndpoints). */
export function protectionRoutes(deps: ProtectionRoutesDeps) {
  const { protection, authenticate } = deps;
  /** The caller's member and brand; a token of another brand is no session here. */
  async function caller(request: FastifyRequest, merchantOf: () => Promise<MerchantRow>) {
    const { member } = await authenticate(request);
    const merchant = await merchantOf();
    if (member.merchantId !== merchant.id) throw AppError.notSession();
    return { member, merchant };
  }

  return async (app: FastifyInstance) => {
    route(app, protectionEndpoints.settings, async ({ request, merchant }) => {
      const c = await caller(request, merchant);
      return protection.settings(c.merchant, c.member);
    });
    route(app, protectionEndpoints.setLimit, async ({ request, body, merchant }) => {
      const c = await caller(request, merchant);
      return protection.setLimit(c.merchant, c.member, body);
    });
    route(app, protectionEndpoints.setRealityCheck, async ({ request, body, merchant }) => {
      const c = await caller(request, merchant);
      return protection.setRealityCheck(c.merchant, c.member, body.minutes);
    });
    route(app, protectionEndpoints.startTimeout, async ({ request, body, merchant }) => {
      const c = await caller(request, merchant);
      return protection.startTimeout(c.merchant, c.member, body.days);
    });
    route(app, protectionEndpoints.selfExclude, async ({ request, body, merchant }) => {
      const c = await caller(request, merchant);
      return protection.selfExclude(c.merchant, c.member, body.months);
    });
    route(app, protectionEndpoints.playSummary, async ({ request, query, merchant }) => {
      const c = await caller(request, merchant);
      return protection.playSummary(c.merchant, c.member, query.since);
    });
  };
}
