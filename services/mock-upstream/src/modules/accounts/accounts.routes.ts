import {
  accountsEndpoints,
  AdminMemberPatchSchema,
  AffiliateValueSchema,
  AvatarSchema,
  ChangePasswordSchema,
  ChangePasswordValueSchema,
  ForgotByEmailSchema,
  FreePlayRequestSchema,
  LoginValueSchema,
  MemberInfoSchema,
  RegisterRequestSchema,
  RegisterValueSchema,
  ResetByEmailSchema,
  ResetByPhoneSchema,
  UsernameCheckValueSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AccountsService, Caller } from './accounts.service.js';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function callerOf(request: FastifyRequest, deviceId: string): Caller {
  return { ip: normaliseIp(request.ip) ?? request.ip, deviceId };
}

/** Where the reset link of a forgot-password mail points: the brand's first public domain. */
function siteOrigin(merchant: MerchantRow): string {
  const domain =
    merchant.domains.find((d) => d.includes('.') && !/^\d/.test(d)) ?? merchant.domains[0] ?? 'localhost';
  return `https://${domain}`;
}

const NullSchema = z.null();

export function accountsRoutes(accounts: AccountsService) {
  return async (app: FastifyInstance) => {
    const authenticate = (request: FastifyRequest) => accounts.authenticate(header(request, 'authorization'));

    // The platform's forgot-password form posts url-encoded fields; scoped to this plugin's routes.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );

    route(app, accountsEndpoints.login, async ({ request, body, merchant }) =>
      accounts.login(await merchant(), body, callerOf(request, body.loginDeviceId)),
    );

    route(app, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      module: 'FREEPLAY3',
      body: FreePlayRequestSchema,
      response: LoginValueSchema,
      handler: async ({ request, body, merchant }) =>
        accounts.freePlay(await merchant(), callerOf(request, body.loginDeviceId)),
    });

    route(app, {
      method: 'DELETE',
      url: '/wps/session/logout',
      response: NullSchema,
      handler: async ({ request }) => {
        const { session } = await authenticate(request);
        await accounts.logout(session);
        return null;
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/check/username',
      query: z.object({ username: z.string().min(1).max(64) }),
      response: UsernameCheckValueSchema,
      handler: async ({ query, merchant }) => ({
        available: await accounts.usernameAvailable(await merchant(), query.username.trim()),
      }),
    });

    route(app, {
      method: 'GET',
      url: '/wps/agent/affiliate',
      // `domain` is accepted for fidelity (the platform can tie codes to domains); the mock does not.
      query: z.object({ code: z.string().min(1).max(64), domain: z.string().max(253).optional() }),
      response: AffiliateValueSchema,
      handler: async ({ query, merchant }) => ({
        valid: await accounts.affiliateValid(await merchant(), query.code.trim()),
      }),
    });

    for (const [url, method, module] of [
      ['/wps/member/register', 'username', 'USERNAMEREG3'],
      ['/wps/member/register/mobile', 'mobile', 'MOBILENUMREG3'],
    ] as const) {
      route(app, {
        method: 'PUT',
        url,
        module,
        encrypted: true,
        body: RegisterRequestSchema,
        response: RegisterValueSchema,
        handler: async ({ request, body, merchant }) =>
          accounts.register(await merchant(), method, body, callerOf(request, body.loginDeviceId)),
      });
    }

    route(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      body: ForgotByEmailSchema,
      response: NullSchema,
      handler: async ({ body, merchant }) => {
        const m = await merchant();
        await accounts.forgotByEmail(m, body, siteOrigin(m));
        return null;
      },
    });

    route(app, {
      method: 'POST',
      url: '/wps/member/password/email/reset',
      body: ResetByEmailSchema,
      response: NullSchema,
      handler: async ({ body, merchant }) => {
        await accounts.resetByEmail(await merchant(), body);
        return null;
      },
    });

    route(app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      module: 'CHNGPASSVERIF3',
      encrypted: true,
      body: ResetByPhoneSchema,
      response: LoginValueSchema,
      handler: async ({ body, merchant }) => accounts.resetByPhone(await merchant(), body),
    });

    route(app, {
      method: 'POST',
      url: '/wps/member/password',
      encrypted: true,
      body: ChangePasswordSchema,
      response: ChangePasswordValueSchema,
      handler: async ({ request, body, merchant }) => {
        const auth = await authenticate(request);
        return accounts.changePassword(await merchant(), auth, body);
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/member/info',
      response: MemberInfoSchema,
      handler: async ({ request, merchant }) => {
        const { member } = await authenticate(request);
        return accounts.memberInfo(await merchant(), member);
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getPlayerAvatar',
      response: AvatarSchema,
      handler: async ({ request }) => {
        const { member } = await authenticate(request);
        // Relative to the image CDNs of the status info, like every other picture.
        return { avatar: `/avatar/${member.id}.svg`, avatarType: 1 };
      },
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
        status: z.string(),
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
          status: row.status,
          type: row.type,
          rankLevel: row.rankLevel,
          passwordSetAt: row.passwordSetAt.toISOString(),
        };
      },
    });
  };
}
