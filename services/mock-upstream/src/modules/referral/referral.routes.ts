import {
  AdminReferralSettingsSchema,
  AdminReferralSettingsViewSchema,
  referralEndpoints,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type MemberAuth, memberOfRequest } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { ReferralService } from './referral.service.js';

export interface ReferralRoutesDeps extends MemberAuth<MemberRow> {
  referral: ReferralService;
}

/** The referral area's routes (referralEndpoints) and the operator's terms under /admin. */
export function referralRoutes(deps: ReferralRoutesDeps) {
  const { referral, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);

  return async (app: FastifyInstance) => {
    route(app, referralEndpoints.info, async ({ request, merchant }) =>
      referral.info(await merchant(), await memberOf(request)),
    );
    route(app, referralEndpoints.friends, async ({ request, query, merchant }) =>
      referral.friends(await merchant(), await memberOf(request), query),
    );

    route(app, {
      method: 'GET',
      url: '/admin/referral/settings',
      admin: true,
      response: AdminReferralSettingsViewSchema,
      handler: async ({ merchant }) => referral.settings(await merchant()),
    });
    route(app, {
      method: 'PUT',
      url: '/admin/referral/settings',
      admin: true,
      body: AdminReferralSettingsSchema,
      response: AdminReferralSettingsViewSchema,
      handler: async ({ body, merchant }) => referral.setSettings(await merchant(), body),
    });
  };
}
