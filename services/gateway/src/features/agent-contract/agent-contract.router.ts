/**
 * Agent contracts (ADR 0009): the consolidated contract info, the caller's downlines'
 * contracts, offers of a new contract or a termination, the downline's decision (or the upline's
 * cancellation), the offers waiting, a pair's history and the live feed of them all. Every procedure is an `agentProcedure`
 * (a player or a trial account is refused before any platform call), validates its input with the
 * shared schemas of @portal/contracts (tiers ordered, proportions as percents: field errors with
 * their paths, `tiers.<i>.<field>`) and forwards by descriptor. What only the platform knows (a
 * direct downline agent, the upline's bound, one pending offer per pair and kind, who may decide)
 * it answers with its own codes, which reach the web as they are.
 */
import {
  ContractHistoryQuerySchema,
  ContractOfferDecisionSchema,
  ContractOfferRequestSchema,
  ContractOffersQuerySchema,
  ContractProgressQuerySchema,
  ContractSettlementsQuerySchema,
  ContractSimulationRequestSchema,
  ContractTerminateRequestSchema,
  DownlineContractsQuerySchema,
  agentContractEndpoints,
} from '@portal/contracts';
import { z } from 'zod';
import { router } from '../../trpc/init.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { agentProcedure, callMeta } from '../../trpc/procedures.js';
import { agentPaging } from '../../trpc/inputs.js';
import { watchContractFeed } from './contract-feed.js';
import { receivedOffers, watchReceivedOffers } from './received-offers.js';

export const agentContractRouter = router({
  info: agentProcedure.query(forward(agentContractEndpoints.info)),
  downlineContracts: agentProcedure
    .input(DownlineContractsQuerySchema.extend(agentPaging))
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(agentContractEndpoints.downlineContracts, {
        ...callMeta(ctx),
        query: input,
      }),
    ),
  offer: agentProcedure.input(ContractOfferRequestSchema).mutation(forwardBody(agentContractEndpoints.offer)),
  terminate: agentProcedure
    .input(ContractTerminateRequestSchema)
    .mutation(forwardBody(agentContractEndpoints.terminate)),
  decide: agentProcedure
    .input(ContractOfferDecisionSchema)
    .mutation(forwardBody(agentContractEndpoints.decide)),
  offers: agentProcedure
    .input(ContractOffersQuerySchema.extend(agentPaging))
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(agentContractEndpoints.offers, { ...callMeta(ctx), query: input }),
    ),
  history: agentProcedure
    .input(ContractHistoryQuerySchema.extend(agentPaging))
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(agentContractEndpoints.history, { ...callMeta(ctx), query: input }),
    ),
  /** This period's figures against the tiers: the caller's own contract, or one it pays. */
  progress: agentProcedure
    .input(ContractProgressQuerySchema)
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(agentContractEndpoints.progress, { ...callMeta(ctx), query: input }),
    ),
  /** Settled periods of a range (it may reach into the future: the schedule ahead), with totals. */
  settlements: agentProcedure
    .input(ContractSettlementsQuerySchema.safeExtend(agentPaging))
    .query(forwardQuery(agentContractEndpoints.settlements)),
  /** What drafted tiers would have paid a direct downline over the last 30 days (writes nothing). */
  simulate: agentProcedure
    .input(ContractSimulationRequestSchema)
    .mutation(forwardBody(agentContractEndpoints.simulate)),
  /** The offers waiting for my answer (received-offers.ts): counted on the avatar and the menu. */
  received: agentProcedure.query(({ ctx }) => receivedOffers(ctx)),
  onReceived: agentProcedure.subscription(({ ctx, signal }) => watchReceivedOffers(ctx, signal)),
  /** The live feed (contract-feed.ts): resumes after `lastEventId`, the last seq it sent. */
  onFeed: agentProcedure
    .input(z.object({ lastEventId: z.string().max(20).nullish() }).optional())
    .subscription(({ ctx, input, signal }) => watchContractFeed(ctx, input?.lastEventId, signal)),
});
