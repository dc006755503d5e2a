import { z } from 'zod';
import { MoneySchema } from './envelope.js';

/**
 * The live team feed's event (agent area), in a file of its own so that both agent.ts and
 * the upstream event stream (wallet.ts) import it without importing each other.
 */
export const TEAM_EVENT_KINDS = ['registration', 'firstDeposit', 'bigWin'] as const;

/** One event of an agent's downline: the platform publishes it as a `team.event` upstream event
 * naming every agent ancestor of the member (`agentIds`), and the gateway pushes it to those agents'
 * sockets only. */
export const TeamEventSchema = z.object({
  kind: z.enum(TEAM_EVENT_KINDS),
  account: z.string(),
  /** Deposit or win amount; null for a registration. */
  amount: MoneySchema.nullable(),
  at: z.string(),
});
export type TeamEvent = z.infer<typeof TeamEventSchema>;
