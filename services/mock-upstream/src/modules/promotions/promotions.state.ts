/**
 * A member's state in a promotion, computed at an instant: from the time (the promotion's start and
 * end), the audience, the member's row and, for rebates and raffles, the play and deposits since
 * joining. Also where every move starts (the promotion found, open, the member eligible) and the
 * refusals of a move the state does not allow. Every function reads through the queries it is
 * given: the repository, or the same queries on the caller's transaction.
 */
import { ErrorCode, type PromotionAudience, type PromotionState } from '@portal/contracts';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { percentOf } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberPromotionRow, PromotionRow, PromotionsQueries } from './promotions.repository.js';

export const stateInvalid = (message = 'this promotion does not allow that now') =>
  AppError.rule(ErrorCode.promotionStateInvalid, message);

/** The brand's promotion `id`, or PROMOTION_NOT_FOUND. */
export async function promotionOf(
  q: PromotionsQueries,
  merchant: MerchantRow,
  id: number,
): Promise<PromotionRow> {
  const row = await q.promotion(merchant.id, id);
  if (!row) throw AppError.rule(ErrorCode.promotionNotFound, 'no such promotion');
  return row;
}

/** Where joining or applying starts: a real account, the promotion found and open at `at`. */
export async function openPromotion(
  q: PromotionsQueries,
  merchant: MerchantRow,
  member: MemberRow,
  id: number,
  at: Date,
): Promise<PromotionRow> {
  refuseTrial(member, 'cannot take part in promotions');
  const p = await promotionOf(q, merchant, id);
  if (at < p.startsAt) throw stateInvalid('this promotion has not started');
  if (at >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
  return p;
}

/** Whether the member is in the promotion's audience at `at`. */
export async function isEligible(
  q: PromotionsQueries,
  member: MemberRow,
  audience: PromotionAudience,
  at: Date,
): Promise<boolean> {
  switch (audience.type) {
    case 'all':
      return true;
    case 'newMembers':
      return at.getTime() - member.createdAt.getTime() <= audience.days * 86_400_000;
    case 'vipRanks':
      return member.rankLevel >= audience.min && member.rankLevel <= audience.max;
    case 'agentDownline':
      return q.isInDownlineOf(member.id, member.merchantId, audience.agentAccount);
  }
}

/** What a rebate promotion earned the member from joining (or the start) to `at` or the end. */
export async function rebateEarned(
  q: PromotionsQueries,
  p: PromotionRow,
  row: MemberPromotionRow,
  at: Date,
): Promise<bigint> {
  const from = row.joinedAt > p.startsAt ? row.joinedAt : p.startsAt;
  const to = at < p.endsAt ? at : p.endsAt;
  if (to <= from) return 0n;
  const play = await q.playBetween(row.memberId, from, to);
  const basis = p.rebateBasis === 'validBets' ? play.validBets : play.netLoss;
  if (basis <= 0n) return 0n;
  const earned = percentOf(basis, p.percent ?? '0');
  return p.capMinor !== null && earned > p.capMinor ? p.capMinor : earned;
}

/** Raffle draws earned since joining: one per drawEvery of deposits or valid bets. */
export async function drawsEarned(q: PromotionsQueries, p: PromotionRow, row: MemberPromotionRow, at: Date) {
  const to = at < p.endsAt ? at : p.endsAt;
  const done =
    p.drawBasis === 'validBets'
      ? (await q.playBetween(row.memberId, row.joinedAt, to)).validBets
      : await q.depositsBetween(row.memberId, row.joinedAt, to);
  const every = p.drawEveryMinor ?? 0n;
  return { done, target: every, earned: every > 0n ? Number(done / every) : 0 };
}

export interface MemberState {
  /** null for a visitor. */
  state: PromotionState | null;
  row: MemberPromotionRow | null;
  reward: bigint | null;
  progress: { done: bigint; target: bigint } | null;
  drawsLeft: number | null;
}

/**
 * A promotion's state for a member (null: a visitor) at `at`. `known` is the member's row when the
 * caller has already read it (the list reads them all in one query; null there means none).
 */
export async function memberState(
  q: PromotionsQueries,
  p: PromotionRow,
  member: MemberRow | null,
  at: Date,
  known?: MemberPromotionRow | null,
): Promise<MemberState> {
  const base: MemberState = { state: null, row: null, reward: null, progress: null, drawsLeft: null };
  if (!member) return base;
  const row = known !== undefined ? known : await q.memberPromotion(member.id, p.id);
  const ended = at >= p.endsAt;
  if (!row) {
    if (at < p.startsAt) return { ...base, state: 'comingSoon' };
    if (ended || !(await isEligible(q, member, p.audience, at))) return { ...base, state: 'closed' };
    // A first-deposit bonus is closed to a member who has deposited already.
    if (p.kind === 'depositBonus' && !p.reload && (await q.hasDeposited(member.id))) {
      return { ...base, state: 'closed' };
    }
    if (p.kind === 'raffle' && (await q.stockLeft(p.id)) === 0) return { ...base, state: 'closed' };
    return { ...base, state: 'join' };
  }
  const out: MemberState = { ...base, row, state: row.state, reward: row.rewardMinor };
  if (row.state === 'claim' || row.state === 'issued' || row.state === 'claimed') return out;
  if (p.kind === 'rebate') {
    const earned = await rebateEarned(q, p, row, at);
    out.reward = earned;
    out.progress = { done: earned, target: p.capMinor ?? earned };
    if (ended) out.state = earned > 0n ? 'claim' : 'closed';
    else out.state = earned > 0n ? 'inProgress' : 'joined';
    return out;
  }
  if (p.kind === 'raffle') {
    const draws = await drawsEarned(q, p, row, at);
    out.drawsLeft = Math.max(0, draws.earned - row.drawsUsed);
    out.progress = { done: draws.done, target: draws.target };
    const noStock = (await q.stockLeft(p.id)) === 0;
    if (ended || noStock) out.state = 'closed';
    else out.state = draws.done > 0n ? 'inProgress' : 'joined';
    return out;
  }
  if (p.kind === 'depositBonus') out.progress = { done: 0n, target: p.minDepositMinor ?? 0n };
  // Ended: closed, whatever the row says (joined, applying, rejected).
  if (ended) out.state = 'closed';
  return out;
}
