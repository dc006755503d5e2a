import type { ContractKind } from '@portal/contracts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newestFirstPage } from '../../db/paging.js';
import { rowsOf } from '../../db/rows.js';
import { agentContractEvents } from '../../db/schema/index.js';

export type NewEvent = typeof agentContractEvents.$inferInsert;
export type EventRow = typeof agentContractEvents.$inferSelect;

const int = (v: unknown): number => Number(v ?? 0);
/** The publisher's advisory lock class (the pair and kind locks are in agent-contract.repository.ts). */
const FEED_LOCK = 7_016_003;

/** The change log (agent-contract.repository.ts composes it): a pair's events, the live feed, and
 * the publisher that numbers committed events. */
export function createEventQueries(db: Db) {
  return {
    async insertEvents(tx: Db, events: NewEvent[]): Promise<void> {
      if (events.length > 0) await tx.insert(agentContractEvents).values(events);
    },

    /** A pair's events newest first: the downline's, with one upline (a moved downline's history with
     * its former upline is not the new upline's to read), or with any (the downline's own view). */
    async events(f: {
      downlineId: number;
      uplineId?: number | null;
      kind?: ContractKind | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<{ total: number; rows: EventRow[] }> {
      const where: SQL[] = [eq(agentContractEvents.downlineId, f.downlineId)];
      if (f.uplineId === null) where.push(isNull(agentContractEvents.uplineId));
      else if (f.uplineId !== undefined) where.push(eq(agentContractEvents.uplineId, f.uplineId));
      if (f.kind) where.push(eq(agentContractEvents.kind, f.kind));
      return newestFirstPage(db, agentContractEvents, and(...where), f);
    },

    /** The member's published events (as upline or downline) after `afterSeq`, oldest first: two
     * index ranges (upline_id, seq) and (downline_id, seq) merged. */
    async feed(memberId: number, afterSeq: number, limit: number): Promise<EventRow[]> {
      const mine = (column: typeof agentContractEvents.uplineId | typeof agentContractEvents.downlineId) =>
        db
          .select()
          .from(agentContractEvents)
          .where(and(eq(column, memberId), sql`${agentContractEvents.seq} > ${afterSeq}`))
          .orderBy(agentContractEvents.seq)
          .limit(limit);
      const [asUpline, asDownline] = await Promise.all([
        mine(agentContractEvents.uplineId),
        mine(agentContractEvents.downlineId),
      ]);
      return [...asUpline, ...asDownline].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)).slice(0, limit);
    },

    /** The member's newest published seq (0: none yet). */
    async latestSeq(memberId: number): Promise<number> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT greatest(
            (SELECT max(seq) FROM agent_contract_events WHERE upline_id = ${memberId}),
            (SELECT max(seq) FROM agent_contract_events WHERE downline_id = ${memberId})) AS seq`),
      );
      return int(row?.['seq']);
    },

    /**
     * Publishes what committed since the last pass: gives the unpublished events (those visible now,
     * in id order, at most `batch`) the next seqs, under an advisory lock so that one publisher at a
     * time numbers them (another process's pass returns nothing meanwhile and the next one catches
     * up). An event whose transaction has not committed is not visible, so it gets a later seq when
     * it is: seqs only grow. Answers the published events' merchants and parties.
     */
    async publishPending(batch = 500): Promise<{ merchant: string; memberIds: number[] }[]> {
      return db.transaction(async (tx) => {
        const [lock] = rowsOf(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${FEED_LOCK}, 0) AS ok`));
        if (lock?.['ok'] !== true) return [];
        const rows = rowsOf(
          await tx.execute(sql`
            WITH pending AS (
              SELECT id, row_number() OVER (ORDER BY id) AS n FROM (
                SELECT id FROM agent_contract_events WHERE seq IS NULL ORDER BY id LIMIT ${batch}
              ) p
            ), base AS (SELECT coalesce(max(seq), 0) AS s FROM agent_contract_events)
            UPDATE agent_contract_events e SET seq = base.s + pending.n
            FROM pending, base WHERE e.id = pending.id
            RETURNING (SELECT code FROM merchants m WHERE m.id = e.merchant_id) AS merchant,
                      e.upline_id, e.downline_id`),
        );
        const parties = new Map<string, Set<number>>();
        for (const r of rows) {
          const merchant = String(r['merchant']);
          const set = parties.get(merchant) ?? new Set<number>();
          for (const id of [r['upline_id'], r['downline_id']])
            if (id !== null && id !== undefined) set.add(int(id));
          parties.set(merchant, set);
        }
        return [...parties].map(([merchant, ids]) => ({ merchant, memberIds: [...ids] }));
      });
    },
  };
}
