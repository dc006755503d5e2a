import {
  AdminContractOfferSchema,
  AdminContractTerminateSchema,
  agentContractEndpoints,
  ContractOfferResultSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { ContractReports } from './agent-contract.reports.js';
import type { AgentContractService } from './agent-contract.service.js';

export interface AgentContractRoutesDeps {
  contracts: AgentContractService;
  /** Progress, settlements and the simulator (reads only). */
  reports: ContractReports;
  /** The member behind the call's token (401 otherwise). */
  authenticate(request: FastifyRequest): Promise<{ member: MemberRow }>;
  /** A change was answered (it may have written events): publish the feed now. */
  changed?: () => void;
}

/** The simulator writes nothing: it does not wake the feed's publisher. */
const SIMULATE = agentContractEndpoints.simulate.path;

/** The agent contracts' routes (agentContractEndpoints) and the operator's side of the brand's. */
export function agentContractRoutes(deps: AgentContractRoutesDeps) {
  const { contracts, reports, authenticate } = deps;
  const memberOf = async (request: FastifyRequest) => (await authenticate(request)).member;

  return async (app: FastifyInstance) => {
    // Every successful change of this plugin's routes may have written events (hooks are scoped to
    // the plugin): the feed publishes them at once rather than on its next pass.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300 && request.url !== SIMULATE) deps.changed?.();
    });
    route(app, agentContractEndpoints.info, async ({ request, merchant }) =>
      contracts.info(await merchant(), await memberOf(request)),
    );
    route(app, agentContractEndpoints.downlineContracts, async ({ request, query, merchant }) =>
      contracts.downlineContracts(await merchant(), await memberOf(request), query),
    );
    route(app, agentContractEndpoints.offer, async ({ request, body, merchant }) =>
      contracts.offer(await merchant(), await memberOf(request), body),
    );
    route(app, agentContractEndpoints.terminate, async ({ request, body, merchant }) =>
      contracts.terminate(await merchant(), await memberOf(request), body),
    );
    route(app, agentContractEndpoints.decide, async ({ request, body, merchant }) =>
      contracts.decide(await merchant(), await memberOf(request), body),
    );
    route(app, agentContractEndpoints.offers, async ({ request, query, merchant }) =>
      contracts.offers(await merchant(), await memberOf(request), query),
    );
    route(app, agentContractEndpoints.history, async ({ request, query, merchant }) =>
      contracts.history(await merchant(), await memberOf(request), query),
    );
    route(app, agentContractEndpoints.progress, async ({ request, query, merchant }) =>
      reports.progress(await merchant(), await memberOf(request), query),
    );
    route(app, agentContractEndpoints.settlements, async ({ request, query, merchant }) =>
      reports.settlements(await merchant(), await memberOf(request), query),
    );
    route(app, agentContractEndpoints.simulate, async ({ request, body, merchant }) =>
      reports.simulate(await merchant(), await memberOf(request), body),
    );
    route(app, agentContractEndpoints.feed, async ({ request, query, merchant }) =>
      contracts.feed(await merchant(), await memberOf(request), query),
    );

    // ------------------------------------------------------------------ operator: the brand's contracts

    route(app, {
      method: 'POST',
      url: '/admin/agent-contracts/offers',
      admin: true,
      body: AdminContractOfferSchema,
      response: ContractOfferResultSchema,
      handler: async ({ request, body, merchant }) => {
        const result = await contracts.adminOffer(await merchant(), body);
        request.log.info(
          { offer: result.offer.id, downline: body.downline, kind: body.kind },
          'brand contract offered',
        );
        return result;
      },
    });

    route(app, {
      method: 'POST',
      url: '/admin/agent-contracts/terminations',
      admin: true,
      body: AdminContractTerminateSchema,
      response: ContractOfferResultSchema,
      handler: async ({ request, body, merchant }) => {
        const result = await contracts.adminTerminate(await merchant(), body);
        request.log.info(
          { offer: result.offer.id, downline: body.downline, kind: body.kind },
          'brand contract termination offered',
        );
        return result;
      },
    });

    route(app, {
      method: 'POST',
      url: '/admin/agent-contracts/offers/:id/cancel',
      admin: true,
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: ContractOfferResultSchema,
      handler: async ({ params, merchant }) => contracts.adminCancel(await merchant(), params.id),
    });
  };
}
