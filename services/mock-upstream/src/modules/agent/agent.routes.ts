import { AdminJoinDecisionSchema, agentEndpoints, JoinStatusSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminDecisionRoute,
  headerValue,
  contentLanguage,
  memberRoutes,
  route,
  IdParamsSchema,
  type MemberAuth,
  memberOfRequest,
} from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { AgentService } from './agent.service.js';
import type { JoinService } from './join.service.js';

export interface AgentRoutesDeps extends MemberAuth<MemberRow> {
  agent: AgentService;
  join: JoinService;
  /** The member behind the call's token (401 otherwise). */
}

const ApplicationAdminSchema = z.object({
  id: z.number().int(),
  status: JoinStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  account: z.string().nullable(),
  name: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  telegram: z.string().nullable(),
  market: z.string(),
  experience: z.string(),
});

/** The agent centre's routes (agentEndpoints) and the operator's decisions on applications. */
export function agentRoutes(deps: AgentRoutesDeps) {
  const { agent, join, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);

  return async (app: FastifyInstance) => {
    const asMember = memberRoutes(app, authenticate);
    asMember(agentEndpoints.notices, (brand, me, _input, { request }) =>
      agent.notices(brand, me, contentLanguage(request)),
    );
    asMember(agentEndpoints.teamOverview, (brand, me, query) => agent.teamOverview(brand, me, query));
    asMember(agentEndpoints.team, (brand, me, query) => agent.team(brand, me, query));
    asMember(agentEndpoints.memberLock, (brand, me, body) => agent.memberLock(brand, me, body));
    route(app, agentEndpoints.register, async ({ request, body, merchant }) =>
      agent.register(await merchant(), await memberOf(request), body, {
        ip: normaliseIp(request.ip) ?? request.ip,
        deviceId: 'agent-centre',
      }),
    );
    route(app, agentEndpoints.inviteLinks, async ({ request }) => agent.inviteLinks(await memberOf(request)));
    asMember(agentEndpoints.createInviteLink, (brand, me, body) =>
      agent.createInviteLink(brand, me, body.kind),
    );
    asMember(agentEndpoints.teamBets, (brand, me, query) => agent.teamBets(brand, me, query));
    asMember(agentEndpoints.downlineProfitLoss, (brand, me, query) =>
      agent.downlineProfitLoss(brand, me, query),
    );
    asMember(agentEndpoints.income, (brand, me, query) => agent.income(brand, me, query));
    asMember(agentEndpoints.downlineTransactions, (brand, me, query) =>
      agent.downlineTransactions(brand, me, query),
    );
    route(app, agentEndpoints.affiliate, async ({ request }) => ({
      affiliateCode: await agent.affiliateCode(await memberOf(request)),
    }));
    route(app, agentEndpoints.join, async ({ request, body, merchant }) => {
      // A token is optional: a visitor applies with contacts only, a member as itself.
      const member = headerValue(request, 'authorization') ? await memberOf(request) : null;
      return join.apply(await merchant(), member, body);
    });
    route(app, agentEndpoints.joinStatus, async ({ request }) => join.status(await memberOf(request)));

    // ------------------------------------------------------------------ operator

    route(app, {
      method: 'GET',
      url: '/admin/agent-applications',
      admin: true,
      query: z.object({ status: JoinStatusSchema.optional() }),
      response: z.array(ApplicationAdminSchema),
      handler: async ({ query, merchant }) => join.list(await merchant(), query.status),
    });

    adminDecisionRoute(app, {
      url: '/admin/agent-applications/:id',
      params: IdParamsSchema,
      body: AdminJoinDecisionSchema,
      response: z.object({
        id: z.number().int(),
        status: JoinStatusSchema,
        createdAt: z.string(),
        decidedAt: z.string().nullable(),
      }),
      decide: (merchant, params, body) => join.decide(merchant, params.id, body.decision),
      log: (params) => [{ application: params.id }, 'agent application decided'],
    });

    route(app, {
      method: 'PUT',
      url: '/admin/members/:account/upline',
      admin: true,
      params: z.object({ account: z.string().trim().min(1).max(64) }),
      body: z.object({ upline: z.string().trim().min(1).max(64).nullable() }),
      response: z.object({ account: z.string(), upline: z.string().nullable() }),
      handler: async ({ request, params, body, merchant }) => {
        const result = await agent.moveUpline(await merchant(), params.account, body.upline);
        request.log.info(result, 'member moved to another upline');
        return result;
      },
    });

    route(app, {
      method: 'PUT',
      url: '/admin/notices/:id/audience',
      admin: true,
      params: IdParamsSchema,
      body: z.object({ audience: z.enum(['all', 'agents']) }),
      response: z.object({ id: z.number().int(), audience: z.enum(['all', 'agents']) }),
      handler: async ({ params, body, merchant }) =>
        agent.setNoticeAudience(await merchant(), params.id, body.audience),
    });
  };
}
