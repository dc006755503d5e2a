/**
 * Member management in the agent area: a member by account, its status (lock, unlock), its move
 * under another upline, and what the feed asks of it (a first deposit).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { members } from '../../db/schema/index.js';

export function createAgentMembersRepository(db: Db) {
  return {
    async memberByAccount(merchantId: number, account: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.toLowerCase())));
      return row?.id;
    },

    /** A member of the brand by account, with its type (the operator's tools name members so). */
    async memberWithType(
      merchantId: number,
      account: string,
    ): Promise<{ id: number; type: number } | undefined> {
      const [row] = await db
        .select({ id: members.id, type: members.type })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.trim().toLowerCase())));
      return row;
    },

    /**
     * Sets the upline agents' lock of a member (the operator's is apart: an agent never lifts it).
     * Answers whether it changed, and both locks as they now are.
     */
    async setAgentLocked(
      memberId: number,
      locked: boolean,
    ): Promise<{ changed: boolean; operatorLocked: boolean; agentLocked: boolean }> {
      const [changed] = await db
        .update(members)
        .set({ agentLocked: locked })
        .where(and(eq(members.id, memberId), ne(members.agentLocked, locked)))
        .returning({ operatorLocked: members.operatorLocked, agentLocked: members.agentLocked });
      if (changed) return { changed: true, ...changed };
      const [row] = await db
        .select({ operatorLocked: members.operatorLocked, agentLocked: members.agentLocked })
        .from(members)
        .where(eq(members.id, memberId));
      return {
        changed: false,
        operatorLocked: row?.operatorLocked ?? false,
        agentLocked: row?.agentLocked ?? locked,
      };
    },

    /**
     * Moves a member (and its whole team) under another agent, or to the top with null. Moves of a
     * brand are serialised (an advisory lock): two crossing moves could otherwise each pass the
     * cycle check and make a loop. The closure and the rollups follow in the triggers of migration
     * 0014, in this transaction. Answers 'cycle' when the new upline is the member or in its team.
     */
    async moveUpline(
      merchantId: number,
      memberId: number,
      uplineId: number | null,
      /** Runs in the move's transaction when the upline really changed. */
      afterMove?: (tx: Db) => Promise<void>,
    ): Promise<'moved' | 'cycle'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upline-move:${merchantId}`}))`);
        if (uplineId !== null) {
          const [loop] = rowsOf(
            await tx.execute(sql`SELECT 1 FROM member_closure
              WHERE ancestor_id = ${memberId} AND descendant_id = ${uplineId} LIMIT 1`),
          );
          if (loop || uplineId === memberId) return 'cycle';
        }
        const [before] = await tx
          .select({ uplineId: members.uplineId })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
        if (before && before.uplineId !== uplineId) await afterMove?.(tx);
        return 'moved';
      });
    },

    /** The member's account when the deposit order's ledger movement was its first deposit ever. */
    async firstDepositor(merchantId: number, memberId: number, orderNo: string): Promise<string | null> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT m.account FROM ledger_transactions x
          JOIN member_totals t ON t.member_id = x.member_id
          JOIN members m ON m.id = x.member_id
          WHERE x.merchant_id = ${merchantId} AND x.source = 'deposit' AND x.idempotency_key = ${orderNo}
            AND x.member_id = ${memberId} AND t.first_deposit_at = x.created_at`),
      );
      return row ? String(row['account']) : null;
    },
  };
}
