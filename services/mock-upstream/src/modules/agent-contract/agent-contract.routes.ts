import {
  AdminContractOfferSchema,
  AdminContractTerminateSchema,
  agentContractEndpoints,
  ContractOfferResultSchema,
  type ContractOfferResult,
} from '@portal/contracts';
import type { z } from 'zod';
import { platformArea, route, IdParamsSchema } from '../../lib/route.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { ContractReports } from './agent-contract.reports.js';
import type { AgentContractService } from './agent-contract.service.js';

export interface AgentContractRoutesDeps {
  contracts: AgentContractService;
  /** Progress, settlements and the simulator (reads only). */
  reports: ContractReports;
  /** A change was answered (it may have written events): publish the feed now. */
  changed?: () => void;
}

/** The simulator writes nothing: it does not wake the feed's publisher. */
const SIMULATE = agentContractEndpoints.simulate.path;

/** The agent contracts' routes (agentContractEndpoints) and the operator's side of the brand's. */
export function agentContractRoutes(deps: AgentContractRoutesDeps) {
  const { contracts, reports } = deps;

  return platformArea(
    agentContractEndpoints,
    {
      info: (brand, me) => contracts.reads.info(brand, me),
      downlineContracts: (brand, me, query) => contracts.reads.downlineContracts(brand, me, query),
      offer: (brand, me, body) => contracts.lifecycle.offer(brand, me, body),
      terminate: (brand, me, body) => contracts.lifecycle.terminate(brand, me, body),
      decide: (brand, me, body) => contracts.lifecycle.decide(brand, me, body),
      offers: (brand, me, query) => contracts.reads.offers(brand, me, query),
      history: (brand, me, query) => contracts.reads.history(brand, me, query),
      progress: (brand, me, query) => reports.progress(brand, me, query),
      settlements: (brand, me, query) => reports.settlements(brand, me, query),
      simulate: (brand, me, body) => reports.simulation.simulate(brand, me, body),
      feed: (brand, me, query) => contracts.reads.feed(brand, me, query),
    },
    (app) => {
      // ------------------------------------------------------------------ operator: the brand's contracts

      /** The operator's offer or termination of a brand contract, logged with the offer it made. */
      const brandOfferRoute = <B extends z.ZodType<{ downline: string; kind: string }>>(
        url: string,
        body: B,
        act: (merchant: MerchantRow, body: z.output<B>) => Promise<ContractOfferResult>,
        logged: string,
      ) =>
        route(app, {
          method: 'POST',
          url,
          admin: true,
          body,
          response: ContractOfferResultSchema,
          handler: async ({ request, body: input, merchant }) => {
            const result = await act(await merchant(), input);
            request.log.info({ offer: result.offer.id, downline: input.downline, kind: input.kind }, logged);
            return result;
          },
        });
      brandOfferRoute(
        '/admin/agent-contracts/offers',
        AdminContractOfferSchema,
        (merchant, body) => contracts.lifecycle.adminOffer(merchant, body),
        'brand contract offered',
      );
      brandOfferRoute(
        '/admin/agent-contracts/terminations',
        AdminContractTerminateSchema,
        (merchant, body) => contracts.lifecycle.adminTerminate(merchant, body),
        'brand contract termination offered',
      );

      route(app, {
        method: 'POST',
        url: '/admin/agent-contracts/offers/:id/cancel',
        admin: true,
        params: IdParamsSchema,
        response: ContractOfferResultSchema,
        handler: async ({ params, merchant }) => contracts.lifecycle.adminCancel(await merchant(), params.id),
      });
    },
    {
      setUp: (app) => {
        // Every successful change of this plugin's routes may have written events (hooks are scoped to
        // the plugin): the feed publishes them at once rather than on its next pass.
        app.addHook('onResponse', async (request, reply) => {
          if (request.method !== 'GET' && reply.statusCode < 300 && request.url !== SIMULATE)
            deps.changed?.();
        });
      },
    },
  );
}
