import { AdminProfileRulesSchema, profileEndpoints as e, ProfileRulesSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentLanguage, route } from '../../lib/route.js';
import type { AccountsService } from './accounts.service.js';

/** The member centre's profile and security centre (profile.endpoints.ts), and the operator's profile rules. */
export function profileRoutes(deps: {
  accounts: AccountsService;
  authenticate: (request: FastifyRequest) => ReturnType<AccountsService['authenticate']>;
}) {
  const { accounts, authenticate } = deps;
  return async (app: FastifyInstance) => {
    route(app, e.profile, async ({ request, merchant }) =>
      accounts.profile(await merchant(), (await authenticate(request)).member),
    );
    route(app, e.updateProfile, async ({ request, merchant, body }) =>
      accounts.updateProfile(await merchant(), (await authenticate(request)).member, body),
    );
    route(app, e.setLanguage, async ({ request, body }) =>
      accounts.setLanguage((await authenticate(request)).member, body.language),
    );
    route(app, e.avatarIcons, async ({ request }) =>
      accounts.avatarIcons((await authenticate(request)).member),
    );
    route(app, e.chooseAvatar, async ({ request, body }) =>
      accounts.chooseAvatar((await authenticate(request)).member, body.iconId),
    );
    route(app, e.sendEmailCode, async ({ request, merchant, body }) =>
      accounts.sendEmailCode(
        await merchant(),
        (await authenticate(request)).member,
        body.email,
        contentLanguage(request),
      ),
    );
    route(app, e.bindEmail, async ({ request, merchant, body }) =>
      accounts.bindEmail(await merchant(), (await authenticate(request)).member, body),
    );
    route(app, e.sendMobileCode, async ({ request, merchant, body }) =>
      accounts.sendMobileCode(
        await merchant(),
        (await authenticate(request)).member,
        body,
        contentLanguage(request),
      ),
    );
    route(app, e.bindMobile, async ({ request, merchant, body }) =>
      accounts.bindMobile(await merchant(), (await authenticate(request)).member, body),
    );
    route(app, e.loginHistory, async ({ request, merchant, query }) =>
      accounts.loginHistory(await merchant(), (await authenticate(request)).member, query),
    );
    route(app, e.sessions, async ({ request, merchant }) => {
      const { member, session } = await authenticate(request);
      return accounts.sessions(await merchant(), member, session);
    });
    route(app, e.endSession, async ({ request, merchant, params }) => {
      const { member, session } = await authenticate(request);
      return accounts.endSession(await merchant(), member, session, params.id);
    });

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
  };
}
