/**
 * The agent centre: team overview, downline accounts, invitation links, reports,
 * announcement, the live team feed, and the join (become an agent) application. Every centre
 * procedure is an `agentProcedure` (a player gets AGENT_ONLY before any platform call) and forwards
 * to the platform by descriptor; the platform answers only about the caller's own downline
 * (NOT_IN_DOWNLINE otherwise). A range the platform would refuse is refused here first (the
 * contracts' date rule is part of each input schema), so it costs no upstream call.
 * `agentEndpoints.affiliate` is not exposed: inviteLinks answers the same code.
 * `join` is open to visitors and members alike (the descriptor's token is optional).
 */
import {
  AgentRangeQuerySchema,
  DownlineProfitLossQuerySchema,
  DownlineRegisterRequestSchema,
  DownlineTransactionsQuerySchema,
  IncomeQuerySchema,
  InviteLinkCreateSchema,
  JoinApplicationRequestSchema,
  AgentLockRequestSchema,
  TeamBetsQuerySchema,
  TeamQuerySchema,
  agentEndpoints,
} from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { agentProcedure, memberProcedure, optionalCallMeta } from '../../trpc/procedures.js';
import { agentPaging } from '../../trpc/inputs.js';
import { watchTeamEvents } from './team-feed.js';

/**
 * The contracts' query schemas coerce strings (they parse URL queries), which would type the web's
 * input as unknown: the paging and level fields are plain numbers here, the rest is the contract's.
 */
const TeamInputSchema = TeamQuerySchema.safeExtend({
  ...agentPaging,
  level: z.number().int().min(1).max(64).optional(),
});
const TeamBetsInputSchema = TeamBetsQuerySchema.safeExtend(agentPaging);
const DownlineProfitLossInputSchema = DownlineProfitLossQuerySchema.safeExtend(agentPaging);
const DownlineTransactionsInputSchema = DownlineTransactionsQuerySchema.safeExtend(agentPaging);

export const agentRouter = router({
  notices: agentProcedure.query(forward(agentEndpoints.notices)),
  teamOverview: agentProcedure.input(AgentRangeQuerySchema).query(forwardQuery(agentEndpoints.teamOverview)),
  team: agentProcedure.input(TeamInputSchema).query(forwardQuery(agentEndpoints.team)),
  lock: agentProcedure.input(AgentLockRequestSchema).mutation(forwardBody(agentEndpoints.lock)),
  /** The body holds passwords: the client encrypts it because the descriptor says so. */
  register: agentProcedure
    .input(DownlineRegisterRequestSchema)
    .mutation(forwardBody(agentEndpoints.register)),
  inviteLinks: agentProcedure.query(forward(agentEndpoints.inviteLinks)),
  createInviteLink: agentProcedure
    .input(InviteLinkCreateSchema)
    .mutation(forwardBody(agentEndpoints.createInviteLink)),
  teamBets: agentProcedure.input(TeamBetsInputSchema).query(forwardQuery(agentEndpoints.teamBets)),
  downlineProfitLoss: agentProcedure
    .input(DownlineProfitLossInputSchema)
    .query(forwardQuery(agentEndpoints.downlineProfitLoss)),
  income: agentProcedure.input(IncomeQuerySchema).query(forwardQuery(agentEndpoints.income)),
  downlineTransactions: agentProcedure
    .input(DownlineTransactionsInputSchema)
    .query(forwardQuery(agentEndpoints.downlineTransactions)),
  /** The downline's registrations, first deposits and big wins as they happen (no polling). */
  onTeamEvent: agentProcedure.subscription(({ ctx, signal }) => watchTeamEvents(ctx, signal)),
  /** A visitor or a member applies to become an agent: the member's token goes along when there is one. */
  join: publicProcedure
    .input(JoinApplicationRequestSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.upstream.call(agentEndpoints.join, { ...optionalCallMeta(ctx), body: input }),
    ),
  /** The member's latest application, null for none (a visitor has none: the web does not ask). */
  joinStatus: memberProcedure.query(forward(agentEndpoints.joinStatus)),
});
