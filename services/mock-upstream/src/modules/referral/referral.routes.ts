import {
  AdminReferralSettingsSchema,
  AdminReferralSettingsViewSchema,
  referralEndpoints,
} from '@portal/contracts';
import { platformArea, route } from '../../lib/route.js';
import type { ReferralService } from './referral.service.js';

/** The referral area's routes (referralEndpoints) and the operator's terms under /admin. */
export function referralRoutes(referral: ReferralService) {
  return platformArea(
    referralEndpoints,
    {
      info: (brand, me) => referral.info(brand, me),
      friends: (brand, me, query) => referral.friends(brand, me, query),
    },
    (app) => {
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
    },
  );
}
