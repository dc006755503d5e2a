import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fishingShots, members, merchants } from '../../../db/schema/index.js';

export type ShotRow = typeof fishingShots.$inferSelect;
export type ShotStatus = ShotRow['status'];

/** What the draw of a shot came to, written once the shot has its nonce. */
export interface ShotDraw {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  roll: number;
  caught: boolean;
}

/**
 * The fishing game's shots. A shot is written once, under the id the page gave it (the same id
 * again finds that shot), and its state only moves forward (each update is guarded by the states
 * it may move from), so a retried or doubled request never moves it twice.
 */
export function createFishingRepository(db: Db) {
  return {
    /** Writes the shot as `pending`, or finds the one written under its id before. */
    async acceptShot(o: {
      id: string;
      merchantId: number;
      memberId: number;
      level: number;
      stakeMinor: bigint;
      fish: string;
      multiplier: number;
    }): Promise<{ kind: 'new' | 'existing'; shot: ShotRow }> {
      const [inserted] = await db.insert(fishingShots).values(o).onConflictDoNothing().returning();
      if (inserted) return { kind: 'new', shot: inserted };
      const existing = await this.shot(o.id);
      if (!existing) throw new Error('fishing: a shot vanished');
      return { kind: 'existing', shot: existing };
    },

    async shot(id: string): Promise<ShotRow | null> {
      const [row] = await db.select().from(fishingShots).where(eq(fishingShots.id, id));
      return row ?? null;
    },

    /** Moves a shot from one of `from` to `to`; the shot as it is after (its state kept otherwise). */
    async markShot(id: string, from: ShotStatus[], to: ShotStatus, error: string | null = null) {
      const ended = to !== 'pending' && to !== 'placed';
      await db
        .update(fishingShots)
        .set({ status: to, error, ...(ended ? { settledAt: sql`now()` } : {}) })
        .where(and(eq(fishingShots.id, id), inArray(fishingShots.status, from)));
      return this.shot(id);
    },

    /** Writes the shot's draw, once (a shot drawn before keeps its draw: it is the same one). */
    async recordDraw(id: string, draw: ShotDraw): Promise<void> {
      await db
        .update(fishingShots)
        .set(draw)
        .where(and(eq(fishingShots.id, id), sql`${fishingShots.nonce} IS NULL`));
    },

    /** A placed shot paid: `settled` with what it returned. */
    async settleShot(id: string, winMinor: bigint): Promise<ShotRow | null> {
      await db
        .update(fishingShots)
        .set({ status: 'settled', winMinor, settledAt: sql`now()` })
        .where(and(eq(fishingShots.id, id), eq(fishingShots.status, 'placed')));
      return this.shot(id);
    },

    /** The member's latest shots, newest first. */
    async recentShots(memberId: number, limit: number): Promise<ShotRow[]> {
      return db
        .select()
        .from(fishingShots)
        .where(eq(fishingShots.memberId, memberId))
        .orderBy(desc(fishingShots.createdAt), desc(fishingShots.id))
        .limit(limit);
    },

    /** Shots still moving money that were accepted before `before`, with whose they are. */
    async stalledShots(before: Date, limit: number) {
      return db
        .select({ shot: fishingShots, account: members.account, merchantCode: merchants.code })
        .from(fishingShots)
        .innerJoin(members, eq(members.id, fishingShots.memberId))
        .innerJoin(merchants, eq(merchants.id, fishingShots.merchantId))
        .where(and(inArray(fishingShots.status, ['pending', 'placed']), lt(fishingShots.createdAt, before)))
        .orderBy(asc(fishingShots.createdAt))
        .limit(limit);
    },

    /** The member a launch ticket names (its brand's code and its account). */
    async memberOf(merchantCode: string, account: string) {
      const [row] = await db
        .select({ memberId: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(merchants.code, merchantCode), eq(members.account, account)));
      return row ?? null;
    },
  };
}
export type FishingRepository = ReturnType<typeof createFishingRepository>;
