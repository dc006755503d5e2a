/**
 * How members join a team: the agent's invite links (their limit held under a lock), its
 * affiliate code, and the applications to become an agent.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { agentApplications, agentInviteLinks, members } from '../../db/schema/index.js';
import { AGENT_TYPE_LIST, int } from './agent.repository.common.js';

export function createAgentInvitesRepository(db: Db) {
  return {
    listLinks(agentId: number) {
      return db
        .select()
        .from(agentInviteLinks)
        .where(eq(agentInviteLinks.agentId, agentId))
        .orderBy(desc(agentInviteLinks.id));
    },

    /**
     * A new link unless the agent has `limit` already. The agent's totals row is locked first, so
     * concurrent creates queue and each counts what the previous ones made (count under the lock,
     * then insert): the limit holds however many arrive at once.
     */
    async createLink(
      merchantId: number,
      agentId: number,
      kind: 'player' | 'agent',
      code: string,
      limit: number,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM member_totals WHERE member_id = ${agentId} FOR UPDATE`);
        const [made] = rowsOf(
          await tx.execute(
            sql`SELECT count(*)::int AS n FROM agent_invite_links WHERE agent_id = ${agentId}`,
          ),
        );
        if (int(made?.['n']) >= limit) return null;
        const [row] = await tx
          .insert(agentInviteLinks)
          .values({ merchantId, agentId, kind, code })
          .returning();
        return row ?? null;
      });
    },

    async findLink(merchantId: number, code: string) {
      const [row] = await db
        .select()
        .from(agentInviteLinks)
        .where(
          and(
            eq(agentInviteLinks.merchantId, merchantId),
            eq(agentInviteLinks.code, code.trim().toUpperCase()),
          ),
        )
        .limit(1);
      return row;
    },

    /** Sets an affiliate code on an agent that has none (kept when another request set one first). */
    async ensureAffiliateCode(memberId: number, code: string): Promise<string> {
      await db.execute(sql`UPDATE members SET affiliate_code = ${code}
        WHERE id = ${memberId} AND affiliate_code IS NULL`);
      const [row] = await db
        .select({ code: members.affiliateCode })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.code ?? code;
    },

    // ------------------------------------------------------------ join applications

    async insertApplication(row: typeof agentApplications.$inferInsert) {
      const [created] = await db.insert(agentApplications).values(row).returning();
      if (!created) throw new Error('application insert returned no row');
      return created;
    },

    async latestApplication(memberId: number) {
      const [row] = await db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.memberId, memberId))
        .orderBy(desc(agentApplications.id))
        .limit(1);
      return row;
    },

    listApplications(merchantId: number, status?: 'pending' | 'approved' | 'rejected') {
      return db
        .select({ a: agentApplications, account: members.account })
        .from(agentApplications)
        .leftJoin(members, eq(members.id, agentApplications.memberId))
        .where(
          and(
            eq(agentApplications.merchantId, merchantId),
            status ? eq(agentApplications.status, status) : undefined,
          ),
        )
        .orderBy(desc(agentApplications.id))
        .limit(500);
    },

    /** pending -> approved or rejected; approving a member's application makes it an agent (type 1)
     * with an affiliate code, in the same transaction. Undefined when it was not pending. */
    async decideApplication(
      merchantId: number,
      id: number,
      decision: 'approve' | 'reject',
      affiliateCode: string,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(agentApplications)
          .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: new Date() })
          .where(
            and(
              eq(agentApplications.merchantId, merchantId),
              eq(agentApplications.id, id),
              eq(agentApplications.status, 'pending'),
            ),
          )
          .returning();
        if (row && decision === 'approve' && row.memberId !== null) {
          await tx.execute(sql`UPDATE members SET
              type = CASE WHEN type IN (${AGENT_TYPE_LIST}) THEN type ELSE 1 END,
              affiliate_code = coalesce(affiliate_code, ${affiliateCode})
            WHERE id = ${row.memberId}`);
        }
        return row;
      });
    },

    async findApplication(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(agentApplications)
        .where(and(eq(agentApplications.merchantId, merchantId), eq(agentApplications.id, id)));
      return row;
    },
  };
}
