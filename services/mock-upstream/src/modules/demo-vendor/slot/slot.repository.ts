import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { gameRounds, members, merchants } from '../../../db/schema/index.js';

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

    /** Real-money rounds of the slot still open since before `before`: bet taken, win not yet paid. */
    async stalledRounds(vendor: string, before: Date, limit: number) {
      return db
        .select({
          roundId: gameRounds.roundId,
          gameCode: gameRounds.gameCode,
          betMinor: gameRounds.betMinor,
          account: members.account,
          merchantCode: merchants.code,
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .innerJoin(merchants, eq(merchants.id, gameRounds.merchantId))
        .where(
          and(eq(gameRounds.vendor, vendor), eq(gameRounds.status, 'open'), lt(gameRounds.createdAt, before)),
        )
        .orderBy(asc(gameRounds.createdAt))
        .limit(limit);
    },
  };
}
export type SlotRepository = ReturnType<typeof createSlotRepository>;
