import { AdminProfileRulesSchema, profileEndpoints, ProfileRulesSchema } from '@portal/contracts';
import { contentLanguage, platformArea, route } from '../../lib/route.js';
import type { ContactService } from './contact.service.js';
import type { ProfileService } from './profile.service.js';
import type { SecurityService } from './security.service.js';

/** The member centre's profile and security centre (profile.endpoints.ts), and the operator's profile rules. */
export function profileRoutes({
  profile,
  contact,
  security,
}: {
  profile: ProfileService;
  contact: ContactService;
  security: SecurityService;
}) {
  return platformArea(
    profileEndpoints,
    {
      profile: (brand, me) => profile.of(brand, me),
      updateProfile: (brand, me, body) => profile.updateProfile(brand, me, body),
      setLanguage: (_brand, me, body) => profile.setLanguage(me, body.language),
      avatarIcons: (_brand, me) => profile.avatarIcons(me),
      chooseAvatar: (_brand, me, body) => profile.chooseAvatar(me, body.iconId),
      sendEmailCode: (brand, me, body, { request }) =>
        contact.sendEmailCode(brand, me, body.email, contentLanguage(request)),
      bindEmail: (brand, me, body) => contact.bindEmail(brand, me, body),
      sendMobileCode: (brand, me, body, { request }) =>
        contact.sendMobileCode(brand, me, body, contentLanguage(request)),
      bindMobile: (brand, me, body) => contact.bindMobile(brand, me, body),
      loginHistory: (brand, me, query) => security.loginHistory(brand, me, query),
      sessions: (brand, me, _input, { session }) => security.sessions(brand, me, session),
      endSession: (brand, me, _input, { session, params }) =>
        security.endSession(brand, me, session, params.id),
    },
    (app) => {
      route(app, {
        method: 'GET',
        url: '/admin/profile/rules',
        admin: true,
        response: ProfileRulesSchema,
        handler: async ({ merchant }) => profile.profileRules(await merchant()),
      });
      route(app, {
        method: 'PUT',
        url: '/admin/profile/rules',
        admin: true,
        body: AdminProfileRulesSchema,
        response: ProfileRulesSchema,
        handler: async ({ request, body, merchant }) => {
          const m = await merchant();
          const rules = await profile.setProfileRules(m, body);
          // This process shows the new rules at once; others within the merchant cache's 5 s.
          app.platform.merchants.forget();
          request.log.info({ merchant: m.code, rules: body }, 'profile rules set');
          return rules;
        },
      });
    },
  );
}
