import { AdminJoinDecisionSchema, agentEndpoints, JoinStatusSchema } from '@portal/contracts';
import { z } from 'zod';
import { adminDecisionRoute, contentLanguage, platformArea, route, IdParamsSchema } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { AgentService } from './agent.service.js';
import type { JoinService } from './join.service.js';

export interface AgentRoutesDeps {
  agent: AgentService;
  join: JoinService;
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
  const { agent, join } = deps;

  return platformArea(
    agentEndpoints,
    {
      notices: (brand, me, _input, { request }) => agent.notices.list(brand, me, contentLanguage(request)),
      teamOverview: (brand, me, query) => agent.reports.teamOverview(brand, me, query),
      team: (brand, me, query) => agent.team.list(brand, me, query),
      lock: (brand, me, body) => agent.team.lock(brand, me, body),
      register: (brand, me, body, { request }) =>
        agent.team.register(brand, me, body, {
          ip: normaliseIp(request.ip) ?? request.ip,
          deviceId: 'agent-centre',
        }),
      inviteLinks: (_brand, me) => agent.invites.list(me),
      createInviteLink: (brand, me, body) => agent.invites.create(brand, me, body.kind),
      teamBets: (brand, me, query) => agent.reports.teamBets(brand, me, query),
      downlineProfitLoss: (brand, me, query) => agent.reports.downlineProfitLoss(brand, me, query),
      income: (brand, me, query) => agent.reports.income(brand, me, query),
      downlineTransactions: (brand, me, query) => agent.reports.downlineTransactions(brand, me, query),
      affiliate: async (_brand, me) => ({ affiliateCode: await agent.invites.affiliateCode(me) }),
      // The token is optional: a visitor applies with contacts only, a member as itself.
      join: (brand, me, body) => join.apply(brand, me, body),
      joinStatus: (_brand, me) => join.status(me),
    },
    (app) => {
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
          const result = await agent.team.moveUpline(await merchant(), params.account, body.upline);
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
          agent.notices.setAudience(await merchant(), params.id, body.audience),
      });
    },
  );
}
