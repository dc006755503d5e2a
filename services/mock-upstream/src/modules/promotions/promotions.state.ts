/**
 * A member's state in a promotion, computed now: from the time in the brand's zone, the audience,
 * the member's row and, for rebates and raffles, the play and deposits since joining. Every flow
 * reads promotions and states through this core.
 */
import { ErrorCode, localized, type PromotionAudience, type PromotionState } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { depositOrders, memberPromotions, promotions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/time.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  notFound,
  percentOf,
  promotionBannerPath,
  stateInvalid,
  type MemberPromotionRow,
  type PromotionRow,
  type PromotionsDeps,
} from './promotions.common.js';

export interface Computed {
  state: PromotionState | null;
  row: MemberPromotionRow | null;
  reward: bigint | null;
  progress: { done: bigint; target: bigint } | null;
  drawsLeft: number | null;
}

export function createPromotionsCore(deps: PromotionsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const when = (d: Date, merchant: MerchantRow) => formatDateTime(d, merchant.timeZone);

  async function promotionById(merchant: MerchantRow, id: number, tx: Db = db): Promise<PromotionRow> {
    const [row] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchant.id)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function memberRow(memberId: number, promotionId: number, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(memberPromotions)
      .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.promotionId, promotionId)))
      .limit(1);
    return row ?? null;
  }

  /** Whether the member has a successful deposit (other than `exceptOrderNo`). */
  async function hasDeposited(memberId: number, exceptOrderNo: string | null = null, tx: Db = db) {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.memberId, memberId),
          eq(depositOrders.status, 'success'),
          exceptOrderNo === null ? undefined : sql`${depositOrders.orderNo} <> ${exceptOrderNo}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function eligible(member: MemberRow, audience: PromotionAudience): Promise<boolean> {
    switch (audience.type) {
      case 'all':
        return true;
      case 'newMembers':
        return now().getTime() - member.createdAt.getTime() <= audience.days * 86_400_000;
      case 'vipRanks':
        return member.rankLevel >= audience.min && member.rankLevel <= audience.max;
      case 'agentDownline': {
        const rows = rowsOf(
          await db.execute(sql`SELECT 1 FROM member_closure c JOIN members a ON a.id = c.ancestor_id
            WHERE c.descendant_id = ${member.id} AND c.depth > 0 AND a.merchant_id = ${member.merchantId}
              AND lower(a.account) = lower(${audience.agentAccount}) LIMIT 1`),
        );
        return rows.length > 0;
      }
    }
  }

  /** Settled play of a member between two instants: valid bets and net loss (bets - payouts). */
  async function playBetween(memberId: number, from: Date, to: Date, tx: Db = db) {
    const [row] = rowsOf(
      await tx.execute(sql`SELECT coalesce(sum(bet_minor), 0)::text AS valid,
          coalesce(sum(bet_minor - win_minor), 0)::text AS loss
        FROM game_rounds WHERE member_id = ${memberId} AND status = 'settled'
          AND settled_at > ${from.toISOString()}::timestamptz AND settled_at <= ${to.toISOString()}::timestamptz`),
    );
    return { validBets: BigInt(String(row?.['valid'] ?? 0)), netLoss: BigInt(String(row?.['loss'] ?? 0)) };
  }

  async function depositsBetween(memberId: number, from: Date, to: Date, tx: Db = db): Promise<bigint> {
    const [row] = rowsOf(
      await tx.execute(sql`SELECT coalesce(sum(amount_minor), 0)::text AS total FROM deposit_orders
        WHERE member_id = ${memberId} AND status = 'success'
          AND updated_at > ${from.toISOString()}::timestamptz AND updated_at <= ${to.toISOString()}::timestamptz`),
    );
    return BigInt(String(row?.['total'] ?? 0));
  }

  /** What a rebate promotion earned the member over the period (so far). */
  async function rebateEarned(p: PromotionRow, row: MemberPromotionRow, tx: Db = db): Promise<bigint> {
    const from = row.joinedAt > p.startsAt ? row.joinedAt : p.startsAt;
    const to = now() < p.endsAt ? now() : p.endsAt;
    if (to <= from) return 0n;
    const play = await playBetween(row.memberId, from, to, tx);
    const basis = p.rebateBasis === 'validBets' ? play.validBets : play.netLoss;
    if (basis <= 0n) return 0n;
    const earned = percentOf(basis, p.percent ?? '0');
    return p.capMinor !== null && earned > p.capMinor ? p.capMinor : earned;
  }

  /** Raffle draws earned since joining: one per drawEvery of deposits or valid bets. */
  async function drawsEarned(p: PromotionRow, row: MemberPromotionRow, tx: Db = db) {
    const to = now() < p.endsAt ? now() : p.endsAt;
    const done =
      p.drawBasis === 'validBets'
        ? (await playBetween(row.memberId, row.joinedAt, to, tx)).validBets
        : await depositsBetween(row.memberId, row.joinedAt, to, tx);
    const every = p.drawEveryMinor ?? 0n;
    return { done, target: every, earned: every > 0n ? Number(done / every) : 0 };
  }

  async function stockLeft(promotionId: number, tx: Db = db): Promise<number> {
    const [row] = rowsOf(
      await tx.execute(
        sql`SELECT coalesce(sum(remaining), 0)::int AS left FROM raffle_prizes WHERE promotion_id = ${promotionId}`,
      ),
    );
    return Number(row?.['left'] ?? 0);
  }

  /** The member's state in a promotion now (null for a visitor). */
  /**
   * A promotion's state for a member. `known` is the member's row when the caller has already read
   * it (the list reads them all in one query; null there means none).
   */
  async function compute(
    p: PromotionRow,
    member: MemberRow | null,
    known?: MemberPromotionRow | null,
  ): Promise<Computed> {
    const t = now();
    const base: Computed = { state: null, row: null, reward: null, progress: null, drawsLeft: null };
    if (!member) return base;
    const row = known !== undefined ? known : await memberRow(member.id, p.id);
    const ended = t >= p.endsAt;
    if (!row) {
      if (t < p.startsAt) return { ...base, state: 'comingSoon' };
      if (ended || !(await eligible(member, p.audience))) return { ...base, state: 'closed' };
      // A first-deposit bonus is closed to a member who has deposited already.
      if (p.kind === 'depositBonus' && !p.reload && (await hasDeposited(member.id))) {
        return { ...base, state: 'closed' };
      }
      if (p.kind === 'raffle' && (await stockLeft(p.id)) === 0) return { ...base, state: 'closed' };
      return { ...base, state: 'join' };
    }
    const out: Computed = { ...base, row, state: row.state, reward: row.rewardMinor };
    if (row.state === 'claim' || row.state === 'issued' || row.state === 'claimed') return out;
    if (p.kind === 'rebate') {
      const earned = await rebateEarned(p, row);
      out.reward = earned;
      out.progress = { done: earned, target: p.capMinor ?? earned };
      if (ended) out.state = earned > 0n ? 'claim' : 'closed';
      else out.state = earned > 0n ? 'inProgress' : 'joined';
      return out;
    }
    if (p.kind === 'raffle') {
      const draws = await drawsEarned(p, row);
      out.drawsLeft = Math.max(0, draws.earned - row.drawsUsed);
      out.progress = { done: draws.done, target: draws.target };
      const noStock = (await stockLeft(p.id)) === 0;
      if (ended || noStock) out.state = 'closed';
      else out.state = draws.done > 0n ? 'inProgress' : 'joined';
      return out;
    }
    if (p.kind === 'depositBonus') out.progress = { done: 0n, target: p.minDepositMinor ?? 0n };
    if (ended && row.state !== 'rejected' && row.state !== 'applying') out.state = 'closed';
    if (ended && (row.state === 'rejected' || row.state === 'applying')) out.state = 'closed';
    return out;
  }

  /** Where an action may start: the promotion open and the member in its audience. */
  async function openFor(merchant: MerchantRow, member: MemberRow, id: number, tx: Db = db) {
    refuseTrial(member, 'cannot take part in promotions');
    const p = await promotionById(merchant, id, tx);
    const t = now();
    if (t < p.startsAt) throw stateInvalid('this promotion has not started');
    if (t >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
    return p;
  }

  function card(p: PromotionRow, merchant: MerchantRow, language: string, c: Computed) {
    return {
      id: p.id,
      kind: p.kind,
      category: p.category,
      title: localized(p, language, 'title'),
      summary: localized(p, language, 'summary'),
      bannerUrl: p.bannerUrl ?? promotionBannerPath(p.id, language),
      startsAt: when(p.startsAt, merchant),
      endsAt: when(p.endsAt, merchant),
      state: c.state,
      reward: money(c.reward, merchant),
    };
  }

  return {
    deps,
    db,
    now,
    when,
    promotionById,
    memberRow,
    hasDeposited,
    eligible,
    playBetween,
    rebateEarned,
    drawsEarned,
    stockLeft,
    compute,
    openFor,
    card,
  };
}
export type PromotionsCore = ReturnType<typeof createPromotionsCore>;
