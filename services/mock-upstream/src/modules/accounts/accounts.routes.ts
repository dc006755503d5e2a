import { accountsEndpoints, AdminMemberPatchSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { headerValue, route } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { AccountsService, Caller } from './accounts.service.js';
import type { CaptchaService } from './captcha.service.js';
import { passwordRoutes } from './password.routes.js';
import { profileRoutes } from './profile.routes.js';
import { avatarOf } from './profile.service.js';
import type { VerificationRepository } from './verification.repository.js';
import { verificationRoutes } from './verification.routes.js';

function callerOf(request: FastifyRequest, deviceId: string): Caller {
  const device = headerValue(request, 'device');
  return { ip: normaliseIp(request.ip) ?? request.ip, deviceId, ...(device ? { device } : {}) };
}

export interface AccountsRoutesDeps {
  accounts: AccountsService;
  captcha: CaptchaService;
  verificationRepo: VerificationRepository;
}

/** Login and logout, registration and its checks, the member's info and the operator's switches. */
export function accountsRoutes(deps: AccountsRoutesDeps) {
  const { accounts } = deps;
  return async (app: FastifyInstance) => {
    const authenticate = (request: FastifyRequest) =>
      accounts.authenticate(headerValue(request, 'authorization'));

    await app.register(passwordRoutes({ accounts, authenticate }));
    await app.register(profileRoutes({ accounts, authenticate }));
    await app.register(verificationRoutes({ accounts, captcha: deps.captcha, repo: deps.verificationRepo }));

    route(app, accountsEndpoints.login, async ({ request, body, merchant }) =>
      accounts.login(await merchant(), body, callerOf(request, body.loginDeviceId)),
    );

    route(app, accountsEndpoints.freePlay, async ({ request, body, merchant }) =>
      accounts.freePlay(await merchant(), callerOf(request, body.loginDeviceId)),
    );

    route(app, accountsEndpoints.logout, async ({ request }) => {
      const { session } = await authenticate(request);
      await accounts.logout(session);
      return null;
    });

    route(app, accountsEndpoints.checkUsername, async ({ query, merchant }) => ({
      available: await accounts.usernameAvailable(await merchant(), query.username.trim()),
    }));

    route(app, accountsEndpoints.checkAffiliate, async ({ query, merchant }) => ({
      valid: await accounts.affiliateValid(await merchant(), query.code.trim()),
    }));

    route(app, accountsEndpoints.register, async ({ request, body, merchant }) => {
      const { customerId, login } = await accounts.register(
        await merchant(),
        'username',
        body,
        callerOf(request, body.loginDeviceId),
      );
      return { customerId, login };
    });
    route(app, accountsEndpoints.registerMobile, async ({ request, body, merchant }) => {
      const { customerId, login } = await accounts.register(
        await merchant(),
        'mobile',
        body,
        callerOf(request, body.loginDeviceId),
      );
      return { customerId, login };
    });

    route(app, accountsEndpoints.memberInfo, async ({ request, merchant }) => {
      const { member } = await authenticate(request);
      return accounts.memberInfo(await merchant(), member);
    });

    route(app, accountsEndpoints.avatar, async ({ request }) => {
      // Relative to the image CDNs of the status info, like every other picture.
      return avatarOf((await authenticate(request)).member);
    });

    // GET /wps/v2/wallets/balance is served by the wallet module (modules/wallet) from the ledger.

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
        const row = await accounts.adminPatch(m, params.account, body);
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
  };
}
