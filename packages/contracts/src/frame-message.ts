import { z } from 'zod';

// A module of its own (not games.ts, which every page loads for CATEGORY_ROUTE): only the lazy
// chunks that frame a game need this schema, and with it zod.

/**
 * What the demo vendor's lottery page posts to the portal that frames it: its content height, so
 * the portal sizes the frame to it. Posted to the page's own origin only (its CSP allows framing by
 * that origin alone); the portal believes it only from that frame's window and origin.
 */
export const FRAME_HEIGHT_MESSAGE = 'demo-vendor:content-height';
export const FrameHeightMessageSchema = z.object({
  type: z.literal(FRAME_HEIGHT_MESSAGE),
  height: z.number().int().min(1).max(50_000),
});

/**
 * What the demo vendor's slot posts, the same way, while it plays for free (a trial account, or a
 * free-play launch): the play-money balance after each round, so the portal shows that one balance
 * instead of the wallet's beside it.
 */
export const FREE_PLAY_BALANCE_MESSAGE = 'demo-vendor:free-play-balance';
export const FreePlayBalanceMessageSchema = z.object({
  type: z.literal(FREE_PLAY_BALANCE_MESSAGE),
  /** A decimal amount of play money, e.g. "1995.50". */
  balance: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
});

/**
 * What the demo vendor's slot posts, the same way, after each round it settles: the portal's
 * provably-fair panel then asks for the seed pair again (its nonce moved on).
 */
export const ROUND_PLAYED_MESSAGE = 'demo-vendor:round-played';
export const RoundPlayedMessageSchema = z.object({
  type: z.literal(ROUND_PLAYED_MESSAGE),
  roundId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
