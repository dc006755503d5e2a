import { accountsEndpoints, AdminMemberPatchSchema } from '@portal/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { contentLanguage, handlersOf, platformArea, route } from '../../lib/route.js';
import { callerOf } from './accounts.common.js';
import type { AccountsService } from './accounts.service.js';
import type { CaptchaService } from './captcha.service.js';
import { acceptFormBodies, passwordHandlers } from './password.routes.js';
import { avatarOf } from './profile.service.js';
import type { VerificationRepository } from './verification.repository.js';
import { verificationHandlers } from './verification.routes.js';

export interface AccountsRoutesDeps {
  accounts: AccountsService;
  captcha: CaptchaService;
  verificationRepo: VerificationRepository;
}

/**
 * The accounts area (`accountsEndpoints`): login and logout, free play, registration and its checks,
 * passwords (password.routes.ts), captchas and codes (verification.routes.ts), the member's info,
 * and the operator's switches on a member.
 */
export function accountsRoutes(deps: AccountsRoutesDeps) {
  const { accounts } = deps;
  const handlers = handlersOf(
    accountsEndpoints,
    passwordHandlers(accounts.passwords),
    verificationHandlers({
      verification: accounts.verification,
      captcha: deps.captcha,
      repo: deps.verificationRepo,
    }),
    {
      login: async ({ request, body, merchant }) =>
        accounts.login.signIn(await merchant(), body, callerOf(request, body.loginDeviceId)),
      freePlay: async ({ request, body, merchant }) =>
        accounts.registration.freePlay(await merchant(), callerOf(request, body.loginDeviceId)),
      logout: async (_brand, _me, _input, { session }) => {
        await accounts.member.logout(session);
        return null;
      },
      checkUsername: async ({ query, merchant }) => ({
        available: await accounts.registration.usernameAvailable(await merchant(), query.username.trim()),
      }),
      checkAffiliate: async ({ query, merchant }) => ({
        valid: await accounts.registration.affiliateValid(await merchant(), query.code.trim()),
      }),
      register: async ({ request, body, merchant }) => {
        const { customerId, login } = await accounts.registration.register(
          await merchant(),
          'username',
          body,
          callerOf(request, body.loginDeviceId),
        );
        return { customerId, login };
      },
      registerMobile: async ({ request, body, merchant }) => {
        const { customerId, login } = await accounts.registration.register(
          await merchant(),
          'mobile',
          body,
          callerOf(request, body.loginDeviceId),
        );
        return { customerId, login };
      },
      memberInfo: (brand, me, _query, { request }) =>
        accounts.member.memberInfo(brand, me, contentLanguage(request)),
      // Relative to the image CDNs of the status info, like every other picture.
      avatar: (_brand, me) => avatarOf(me),
    },
  );
  return platformArea(
    accountsEndpoints,
    handlers,
    (app) => {
      // GET /wps/v2/wallets/balance is served by the wallet module (modules/wallet) from the ledger.

      // The brand's ceiling of visitors' registrations from one IP address in 24 hours (the check
      // in registration.service.ts; an agent's downline accounts are not counted).
      const RegistrationLimitsSchema = z.object({
        registrationsPerIpPerDay: z.number().int().min(1).max(1_000_000),
      });
      route(app, {
        method: 'GET',
        url: '/admin/registration/limits',
        admin: true,
        response: RegistrationLimitsSchema,
        handler: async ({ merchant }) => ({
          registrationsPerIpPerDay: (await merchant()).registrationsPerIpPerDay,
        }),
      });
      route(app, {
        method: 'PUT',
        url: '/admin/registration/limits',
        admin: true,
        body: RegistrationLimitsSchema,
        response: RegistrationLimitsSchema,
        handler: async ({ request, body, merchant }) => {
          const m = await merchant();
          const limits = await accounts.member.setRegistrationLimits(m, body);
          // This process applies it at once; others within the merchant cache's 5 s.
          app.platform.merchants.forget();
          request.log.info({ merchant: m.code, limits }, 'registration limits set');
          return limits;
        },
      });

      route(app, {
        method: 'PATCH',
        url: '/admin/members/:account',
        admin: true,
        params: z.object({ account: z.string().min(1).max(64) }),
        body: AdminMemberPatchSchema,
        response: z.object({
          account: z.string(),
          /** The operator's lock; `agentLocked` is the upline agents' (each lifts only its own). */
          status: z.enum(['active', 'disabled']),
          agentLocked: z.boolean(),
          type: z.number().int(),
          rankLevel: z.number().int(),
          passwordSetAt: z.string(),
        }),
        handler: async ({ request, params, body, merchant }) => {
          const m = await merchant();
          const row = await accounts.member.adminPatch(m, params.account, body);
          if (!row) throw AppError.notFound(`merchant ${m.code} has no member ${params.account}`);
          request.log.info(
            { merchant: m.code, account: row.account, change: body },
            'member changed by operator',
          );
          return {
            account: row.account,
            status: row.operatorLocked ? ('disabled' as const) : ('active' as const),
            agentLocked: row.agentLocked,
            type: row.type,
            rankLevel: row.rankLevel,
            passwordSetAt: row.passwordSetAt.toISOString(),
          };
        },
      });
    },
    { setUp: acceptFormBodies },
  );
}
