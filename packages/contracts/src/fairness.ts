import { z } from 'zod';
import { ClientSeedSchema, NonceSchema, SeedHashSchema, ServerSeedSchema } from './slot/fairness.js';

/**
 * Provably fair rounds of the portal's own demo games (the formula: slot/fairness.ts, ADR 0016): a
 * member's seed pair, rotating it (which reveals the server seed), and the seeds of one round.
 */

/** The pair the member's next round is played on: the server seed only as its hash. */
export const ActiveSeedPairSchema = z.object({
  serverSeedHash: SeedHashSchema,
  clientSeed: z.string(),
  /** The nonce of the next round (the count of rounds played on this pair). */
  nextNonce: NonceSchema,
});
export type ActiveSeedPair = z.infer<typeof ActiveSeedPairSchema>;

/** A pair rotated out: its server seed revealed, and how many rounds were played on it. */
export const RevealedSeedPairSchema = z.object({
  serverSeed: ServerSeedSchema,
  serverSeedHash: SeedHashSchema,
  clientSeed: z.string(),
  rounds: NonceSchema,
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeedPair = z.infer<typeof RevealedSeedPairSchema>;

/** How many revealed pairs the state lists (newest first). */
export const REVEALED_PAIRS_LISTED = 10;

export const FairnessStateSchema = z.object({
  active: ActiveSeedPairSchema,
  revealed: z.array(RevealedSeedPairSchema),
});
export type FairnessState = z.infer<typeof FairnessStateSchema>;

/**
 * Rotating names the pair it rotates by its hash, so that the same rotation sent twice (or 50 times
 * at once) rotates that pair once and answers the same reveal. The client seed of the new pair is
 * the player's, or a random one when left out.
 */
export const RotateSeedSchema = z.object({
  serverSeedHash: SeedHashSchema,
  clientSeed: ClientSeedSchema.optional(),
});
export type RotateSeed = z.infer<typeof RotateSeedSchema>;

export const RotateSeedValueSchema = z.object({
  revealed: RevealedSeedPairSchema,
  active: ActiveSeedPairSchema,
});
export type RotateSeedValue = z.infer<typeof RotateSeedValueSchema>;

export const FairRoundQuerySchema = z.object({
  roundId: z
    .string({ message: 'round_id_required' })
    .min(1, 'round_id_required')
    .max(64, 'round_id_format')
    .regex(/^[A-Za-z0-9_-]+$/, 'round_id_format'),
});

/**
 * The seeds of one of the member's demo rounds. `serverSeed` is null until its pair is rotated
 * out: revealing it earlier would tell the outcome of the rounds still to come on it.
 */
export const FairRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  serverSeedHash: SeedHashSchema,
  serverSeed: ServerSeedSchema.nullable(),
  clientSeed: z.string(),
  nonce: NonceSchema,
  /** Total bet, decimal string of the game's currency; null when the bet was never taken. */
  bet: z.string().nullable(),
  /** The recorded win; null while the round is open. */
  win: z.string().nullable(),
  isFreePlay: z.boolean(),
  createdAt: z.string(),
});
export type FairRound = z.infer<typeof FairRoundSchema>;
