/**
 * The reward centre: rewards waiting and past, claiming one or all of them (paid through the
 * ledger, the turnover raised), and the expiry of rewards past their time.
 */
import { ErrorCode, localized } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { memberPromotions, rewards } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { postTransaction } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { addTurnover, bonusPosting, type RewardRow } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';

export function createPromotionsRewards(core: PromotionsCore) {
  const { deps, db, now, when } = core;

  function rewardView(r: RewardRow, merchant: MerchantRow, language: string) {
    const expired = r.status === 'waiting' && r.expiresAt !== null && r.expiresAt <= now();
    return {
      id: r.id,
      source: r.source,
      title: localized(r, language, 'title'),
      amount: money(r.amountMinor, merchant),
      turnover: money(r.amountMinor * BigInt(r.turnoverMultiplier), merchant),
      issuedAt: when(r.issuedAt, merchant),
      expiresAt: r.expiresAt ? when(r.expiresAt, merchant) : null,
      status: expired ? ('expired' as const) : r.status,
      claimedAt: r.claimedAt ? when(r.claimedAt, merchant) : null,
      promotionId: r.promotionId,
    };
  }

  /** Pays a reward row (already marked claimed in `tx`) through the ledger and raises the turnover. */
  async function payReward(tx: Db, merchant: MerchantRow, member: MemberRow, r: RewardRow) {
    const posted = await postTransaction(
      tx,
      bonusPosting(
        merchant,
        member,
        `reward:${r.id}`,
        r.amountMinor,
        {
          bonusType: r.source === 'rebate' ? 'rebate' : r.source === 'raffle' ? 'raffle' : 'promotion',
          description: localized(r, 'EN', 'title'),
          promotionId: r.promotionId,
          rewardId: r.id,
        },
        'reward',
      ),
    );
    if (!posted.replayed) await addTurnover(tx, member.id, r.amountMinor * BigInt(r.turnoverMultiplier));
    await tx.update(rewards).set({ ledgerTransactionId: posted.transactionId }).where(eq(rewards.id, r.id));
    if (r.promotionId !== null) {
      await tx
        .update(memberPromotions)
        .set({ state: 'claimed', claimedAt: now(), updatedAt: now() })
        .where(
          and(
            eq(memberPromotions.memberId, member.id),
            eq(memberPromotions.promotionId, r.promotionId),
            eq(memberPromotions.state, 'issued'),
          ),
        );
    }
  }

  return {
    async rewards(
      merchant: MerchantRow,
      member: MemberRow,
      q: { status: 'waiting' | 'history'; pageNo: number; pageSize: number },
      language: string,
    ) {
      refuseTrial(member, 'cannot take part in promotions');
      const where =
        q.status === 'waiting'
          ? sql`member_id = ${member.id} AND status = 'waiting' AND (expires_at IS NULL OR expires_at > now())`
          : sql`member_id = ${member.id} AND (status <> 'waiting' OR expires_at <= now())`;
      const [count] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM rewards WHERE ${where}`));
      const rows = await db
        .select()
        .from(rewards)
        .where(where)
        .orderBy(desc(rewards.issuedAt), desc(rewards.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const totalCount = Number(count?.['n'] ?? 0);
      return pageOf(
        rows.map((r) => rewardView(r, merchant, language)),
        totalCount,
        q.pageNo,
        q.pageSize,
      );
    },

    /** Claims one waiting reward or all of them; a retry with the same requestId answers the same. */
    async claimRewards(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; rewardId?: number; all?: boolean },
      language: string,
    ) {
      refuseTrial(member, 'cannot take part in promotions');
      const claimed = await db.transaction(async (tx) => {
        // A retry answers what its first call claimed (and claims nothing issued since).
        const replay = await tx
          .select()
          .from(rewards)
          .where(and(eq(rewards.memberId, member.id), eq(rewards.claimRequestId, body.requestId)));
        if (replay.length > 0) return replay;
        const target = body.rewardId === undefined ? sql`TRUE` : sql`id = ${body.rewardId}`;
        const taken = await tx
          .update(rewards)
          .set({ status: 'claimed', claimedAt: now(), claimRequestId: body.requestId })
          .where(
            sql`member_id = ${member.id} AND ${target} AND status = 'waiting'
              AND (expires_at IS NULL OR expires_at > now())`,
          )
          .returning();
        if (taken.length === 0) {
          const before = await tx
            .select()
            .from(rewards)
            .where(and(eq(rewards.memberId, member.id), eq(rewards.claimRequestId, body.requestId)));
          if (before.length > 0) return before;
          if (body.rewardId !== undefined) {
            const [r] = await tx
              .select()
              .from(rewards)
              .where(and(eq(rewards.id, body.rewardId), eq(rewards.memberId, member.id)));
            if (!r) throw AppError.notFound('no such reward');
            if (r.status === 'expired' || (r.status === 'waiting' && r.expiresAt !== null)) {
              throw AppError.rule(ErrorCode.rewardExpired, 'this reward has expired');
            }
          }
          throw AppError.rule(ErrorCode.nothingToClaim, 'nothing to claim');
        }
        for (const r of taken) await payReward(tx, merchant, member, r);
        return taken;
      });
      deps.walletChanged(merchant.code, member.id);
      deps.changed(merchant.code, member.id);
      const total = claimed.reduce((s, r) => s + r.amountMinor, 0n);
      return {
        claimed: claimed.map((r) => rewardView(r, merchant, language)),
        total: money(total, merchant),
      };
    },

    /**
     * The reward expiry job's pass, over every brand: waiting rewards past their time expire, and
     * each member concerned is told. Returns how many expired.
     */
    async expireDueRewards(): Promise<number> {
      const rows = rowsOf(
        await db.execute(sql`UPDATE rewards r SET status = 'expired' FROM merchants m
          WHERE m.id = r.merchant_id AND r.status = 'waiting' AND r.expires_at <= now()
          RETURNING m.code AS merchant_code, r.member_id`),
      );
      const told = new Set<string>();
      for (const r of rows) {
        const key = `${String(r['merchant_code'])}:${Number(r['member_id'])}`;
        if (told.has(key)) continue;
        told.add(key);
        deps.changed(String(r['merchant_code']), Number(r['member_id']));
      }
      return rows.length;
    },

    /** Operator (and tests): expires waiting rewards past their time. */
    async expireRewards(merchant: MerchantRow) {
      const rows = await db
        .update(rewards)
        .set({ status: 'expired' })
        .where(sql`merchant_id = ${merchant.id} AND status = 'waiting' AND expires_at <= now()`)
        .returning({ memberId: rewards.memberId });
      for (const m of new Set(rows.map((r) => r.memberId))) deps.changed(merchant.code, m);
      return { expired: rows.length };
    },
  };
}
