import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { gameRounds } from '../../../db/schema/index.js';

/**
 * What the slot reads back of its real-money rounds: the platform's round record (written by the
 * seamless-wallet calls the slot made). Read only; the audit uses it to reveal only finished rounds.
 */
export function createSlotRepository(db: Db) {
  return {
    async settledRound(
      vendor: string,
      roundId: string,
    ): Promise<{ gameCode: string; betMinor: bigint; winMinor: bigint } | null> {
      const [row] = await db
        .select({
          gameCode: gameRounds.gameCode,
          betMinor: gameRounds.betMinor,
          winMinor: gameRounds.winMinor,
        })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.vendor, vendor),
            eq(gameRounds.roundId, roundId),
            eq(gameRounds.status, 'settled'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
export type SlotRepository = ReturnType<typeof createSlotRepository>;
