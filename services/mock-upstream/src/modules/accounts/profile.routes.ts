import { AdminProfileRulesSchema, profileEndpoints, ProfileRulesSchema } from '@portal/contracts';
import { contentLanguage, platformArea, route } from '../../lib/route.js';
import type { AccountsService } from './accounts.service.js';

/** The member centre's profile and security centre (profile.endpoints.ts), and the operator's profile rules. */
export function profileRoutes(accounts: AccountsService) {
  return platformArea(
    profileEndpoints,
    {
      profile: (brand, me) => accounts.profile(brand, me),
      updateProfile: (brand, me, body) => accounts.updateProfile(brand, me, body),
      setLanguage: (_brand, me, body) => accounts.setLanguage(me, body.language),
      avatarIcons: (_brand, me) => accounts.avatarIcons(me),
      chooseAvatar: (_brand, me, body) => accounts.chooseAvatar(me, body.iconId),
      sendEmailCode: (brand, me, body, { request }) =>
        accounts.sendEmailCode(brand, me, body.email, contentLanguage(request)),
      bindEmail: (brand, me, body) => accounts.bindEmail(brand, me, body),
      sendMobileCode: (brand, me, body, { request }) =>
        accounts.sendMobileCode(brand, me, body, contentLanguage(request)),
      bindMobile: (brand, me, body) => accounts.bindMobile(brand, me, body),
      loginHistory: (brand, me, query) => accounts.loginHistory(brand, me, query),
      sessions: (brand, me, _input, { session }) => accounts.sessions(brand, me, session),
      endSession: (brand, me, _input, { session, params }) =>
        accounts.endSession(brand, me, session, params.id),
    },
    (app) => {
      route(app, {
        method: 'GET',
        url: '/admin/profile/rules',
        admin: true,
        response: ProfileRulesSchema,
        handler: async ({ merchant }) => accounts.profileRules(await merchant()),
      });
      route(app, {
        method: 'PUT',
        url: '/admin/profile/rules',
        admin: true,
        body: AdminProfileRulesSchema,
        response: ProfileRulesSchema,
        handler: async ({ request, body, merchant }) => {
          const m = await merchant();
          const rules = await accounts.setProfileRules(m, body);
          // This process shows the new rules at once; others within the merchant cache's 5 s.
          app.platform.merchants.forget();
          request.log.info({ merchant: m.code, rules: body }, 'profile rules set');
          return rules;
        },
      });
    },
  );
}
