/**
 * What a visitor or member sees: the promotions list by category with each one's state, a
 * promotion's detail (its prizes, the member's application), the banner's title and the count of
 * what waits for the member (promotions to join or claim, rewards).
 */
import { localized, promotionInvites } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { memberPromotions, promotionApplications, promotions, rafflePrizes } from '../../db/schema/index.js';
import { money } from '../../lib/money.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { type MemberPromotionRow, type PromotionRow } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';

export function createPromotionsListing(core: PromotionsCore) {
  const { db, now, when, promotionById, compute, card } = core;

  const listing = {
    /** The title a generated banner shows (null: no such promotion). */
    async bannerTitle(id: number, language: string): Promise<string | null> {
      const [row] = await db
        .select({ title: promotions.title })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row ? localized(row, language, 'title') : null;
    },

    /**
     * Of `ids`, the brand's promotions that are open to the viewer: not ended, and for a member in
     * a state that still offers something (`promotionInvites`: not closed to them, not claimed). A
     * banner or dialog that points at a promotion is shown only while it is.
     */
    async openTo(merchant: MerchantRow, member: MemberRow | null, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantId, merchant.id), inArray(promotions.id, ids)));
      const t = now();
      const open = await Promise.all(
        rows.map(async (p) =>
          t < p.endsAt && promotionInvites((await compute(p, member)).state) ? p.id : null,
        ),
      );
      return new Set(open.filter((id) => id !== null));
    },

    async list(merchant: MerchantRow, member: MemberRow | null, category: string, language: string) {
      const rows = await db
        .select()
        .from(promotions)
        .where(eq(promotions.merchantId, merchant.id))
        .orderBy(desc(promotions.startsAt), desc(promotions.id));
      const categories = ['all', ...new Set(rows.map((r) => r.category))] as PromotionRow['category'][];
      const shown = rows.filter((r) => category === 'all' || r.category === category);
      // The member's rows in one query, then each card's remaining reads side by side.
      const mine = new Map<number, MemberPromotionRow>();
      if (member && shown.length > 0) {
        const rows = await db
          .select()
          .from(memberPromotions)
          .where(
            and(
              eq(memberPromotions.memberId, member.id),
              inArray(
                memberPromotions.promotionId,
                shown.map((p) => p.id),
              ),
            ),
          );
        for (const r of rows) mine.set(r.promotionId, r);
      }
      const cards = await Promise.all(
        shown.map(async (p) => card(p, merchant, language, await compute(p, member, mine.get(p.id) ?? null))),
      );
      return { categories, promotions: cards };
    },

    async detail(merchant: MerchantRow, member: MemberRow | null, id: number, language: string) {
      const p = await promotionById(merchant, id);
      const c = await compute(p, member);
      const prizes =
        p.kind === 'raffle'
          ? (
              await db
                .select()
                .from(rafflePrizes)
                .where(eq(rafflePrizes.promotionId, p.id))
                .orderBy(rafflePrizes.id)
            ).map((x) => ({
              id: x.id,
              name: localized(x, language, 'name'),
              amount: money(x.amountMinor, merchant),
              remaining: x.remaining,
            }))
          : null;
      let application = null;
      if (member && p.kind === 'application') {
        const [a] = await db
          .select()
          .from(promotionApplications)
          .where(
            and(eq(promotionApplications.memberId, member.id), eq(promotionApplications.promotionId, p.id)),
          )
          .orderBy(desc(promotionApplications.id))
          .limit(1);
        if (a) {
          application = {
            id: a.id,
            status: a.status,
            comment: a.comment,
            reason: a.reason,
            createdAt: when(a.createdAt, merchant),
          };
        }
      }
      return {
        ...card(p, merchant, language, c),
        body: localized(p, language, 'body'),
        terms: localized(p, language, 'terms'),
        progress: c.progress
          ? {
              done: money(c.progress.done, merchant),
              target: money(c.progress.target, merchant),
            }
          : null,
        percent: p.percent === null ? null : Number(p.percent),
        cap: money(p.capMinor, merchant),
        minDeposit: money(p.minDepositMinor, merchant),
        turnoverMultiplier: p.kind === 'depositBonus' || p.kind === 'rebate' ? p.turnoverMultiplier : null,
        prizes,
        drawsLeft: p.kind === 'raffle' && member ? (c.drawsLeft ?? 0) : null,
        application,
      };
    },

    async unclaimed(merchant: MerchantRow, member: MemberRow) {
      const list = await listing.list(merchant, member, 'all', 'EN');
      const [row] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rewards WHERE member_id = ${member.id}
          AND status = 'waiting' AND (expires_at IS NULL OR expires_at > now())`),
      );
      return {
        promotions: list.promotions.filter((c) => c.state === 'join' || c.state === 'claim').length,
        rewards: Number(row?.['n'] ?? 0),
      };
    },
  };
  return listing;
}
