/**
 * Promotions and rewards (issue 17): each member's state in each promotion (computed from the time
 * in the brand's zone, the audience and the member's row), the actions that move it (join, apply,
 * claim, the raffle draw), the reward centre and the manual rebate. Money moves only through ledger
 * postings (BONUS account -> main wallet), each keyed per member and thing paid, so a retry or a
 * concurrent twin pays nothing more; the state change that allows a payment is a guarded UPDATE in
 * the same transaction.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  fromMinor,
  MAIN_WALLET_ID,
  TRIAL_TYPE,
  type FieldErrors,
  type PromotionAudience,
  type PromotionState,
} from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import {
  depositOrders,
  memberPromotions,
  promotionApplicationImages,
  promotionApplications,
  promotions,
  rafflePrizes,
  raffleDraws,
  rebateClaims,
  rebateRates,
  rebateSettings,
  rewards,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeImageDataUrl, type ImageMime } from '../../lib/images.js';
import { formatDateTime } from '../../lib/time.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { amountMinor } from '../payments/payments.common.js';
import { zonedInstant } from './promotions.time.js';

export type PromotionRow = typeof promotions.$inferSelect;
type MemberPromotionRow = typeof memberPromotions.$inferSelect;
type RewardRow = typeof rewards.$inferSelect;
type Texts = Record<string, string>;

export interface PromotionsDeps {
  db: Db;
  /** Publishes promotions.changed (memberId null: every member of the brand). */
  changed(merchantCode: string, memberId: number | null): void;
  walletChanged(merchantCode: string, memberId: number): void;
  now?: () => Date;
}

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const text = (texts: Texts, language: string) =>
  texts[language] ?? texts['EN'] ?? Object.values(texts)[0] ?? '';

/** `pct` percent (a decimal string, up to 3 decimals) of `amount`, rounded down. */
export function percentOf(amount: bigint, pct: string | number): bigint {
  const [whole = '0', frac = ''] = String(pct).split('.');
  const milli = BigInt(whole) * 1000n + BigInt((frac + '000').slice(0, 3));
  return (amount * milli) / 100_000n;
}

const stateInvalid = (message = 'this promotion does not allow that now') =>
  AppError.rule(ErrorCode.promotionStateInvalid, message);
const notFound = () => AppError.rule(ErrorCode.promotionNotFound, 'no such promotion');

function refuseTrial(member: MemberRow) {
  if (member.type === TRIAL_TYPE) {
    throw AppError.rule(ErrorCode.trialAccount, 'a trial account cannot take part in promotions');
  }
}

/** The raffle pick: HMAC-SHA256(serverSeed, `${memberId}:${nonce}`), its first 6 bytes over the weights. */
export function rafflePick(
  serverSeed: string,
  memberId: number,
  nonce: number,
  prizes: { id: number; weight: number }[],
): number | null {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return null;
  const digest = createHmac('sha256', serverSeed).update(`${memberId}:${nonce}`).digest();
  const roll = Math.floor((digest.readUIntBE(0, 6) / 2 ** 48) * total);
  let acc = 0;
  for (const p of prizes) {
    acc += p.weight;
    if (roll < acc) return p.id;
  }
  return prizes[prizes.length - 1]?.id ?? null;
}

/** A promotion's generated banner (the CDN draws its title in `language`): `/promotion/7.vi.svg`. */
export function promotionBannerPath(id: number, language: string): string {
  return `/promotion/${id}.${language.toLowerCase()}.svg`;
}

export function createPromotionsService(deps: PromotionsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const money = (minor: bigint | null | undefined, merchant: MerchantRow) =>
    minor === null || minor === undefined ? null : fromMinor(minor, merchant.currencyDecimals);
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

  interface Computed {
    state: PromotionState | null;
    row: MemberPromotionRow | null;
    reward: bigint | null;
    progress: { done: bigint; target: bigint } | null;
    drawsLeft: number | null;
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
    refuseTrial(member);
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
      title: text(p.title, language),
      summary: text(p.summary, language),
      bannerUrl: p.bannerUrl ?? promotionBannerPath(p.id, language),
      startsAt: when(p.startsAt, merchant),
      endsAt: when(p.endsAt, merchant),
      state: c.state,
      reward: money(c.reward, merchant),
    };
  }

  const bonusPosting = (
    merchant: MerchantRow,
    member: MemberRow,
    key: string,
    amount: bigint,
    metadata: Record<string, unknown>,
    source = 'promotion',
  ) => ({
    merchantId: merchant.id,
    currency: merchant.currency,
    source,
    idempotencyKey: `${member.id}:${key}`,
    type: 'BONUS' as const,
    memberId: member.id,
    reference: `PR-${key}`,
    metadata,
    postings: [
      { account: system('BONUS'), amount: -amount },
      { account: player(member.id, MAIN_WALLET_ID), amount },
    ],
  });

  async function addTurnover(tx: Db, memberId: number, required: bigint) {
    if (required <= 0n) return;
    await tx.execute(sql`INSERT INTO member_turnover (member_id, required_minor, done_minor)
      VALUES (${memberId}, ${required.toString()}::bigint, 0)
      ON CONFLICT (member_id) DO UPDATE SET
        required_minor = member_turnover.required_minor + ${required.toString()}::bigint, updated_at = now()`);
  }

  function rewardView(r: RewardRow, merchant: MerchantRow, language: string) {
    const expired = r.status === 'waiting' && r.expiresAt !== null && r.expiresAt <= now();
    return {
      id: r.id,
      source: r.source,
      title: text(r.title, language),
      amount: fromMinor(r.amountMinor, merchant.currencyDecimals),
      turnover: fromMinor(r.amountMinor * BigInt(r.turnoverMultiplier), merchant.currencyDecimals),
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
          description: text(r.title, 'EN'),
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

  async function rankRates(merchantId: number, rankLevel: number, tx: Db = db) {
    return tx
      .select()
      .from(rebateRates)
      .where(and(eq(rebateRates.merchantId, merchantId), eq(rebateRates.rankLevel, rankLevel)));
  }

  /** Manual rebate accrued: settled rounds after the watermark, per vendor and category, x rate. */
  async function accrued(merchant: MerchantRow, member: MemberRow, to: Date, tx: Db = db) {
    const [mark] = rowsOf(
      await tx.execute(sql`SELECT last_claim_at FROM member_rebates WHERE member_id = ${member.id}`),
    );
    const from = mark?.['last_claim_at'] ? toDate(mark['last_claim_at']) : null;
    const rows = rowsOf(
      await tx.execute(sql`SELECT vendor, round_category(vendor, game_code) AS category,
          sum(bet_minor)::text AS valid FROM game_rounds
        WHERE member_id = ${member.id} AND status = 'settled' AND settled_at <= ${to.toISOString()}::timestamptz
          AND (${from?.toISOString() ?? null}::timestamptz IS NULL OR settled_at > ${from?.toISOString() ?? null}::timestamptz)
        GROUP BY 1, 2 ORDER BY 2, 1`),
    );
    const rates = await rankRates(merchant.id, member.rankLevel, tx);
    const lines = rows.map((r) => {
      const vendor = String(r['vendor']);
      const category = String(r['category']);
      const rate =
        rates.find((x) => x.category === category && x.vendor === vendor) ??
        rates.find((x) => x.category === category && x.vendor === '');
      const validBets = BigInt(String(r['valid']));
      const rateText = rate ? String(Number(rate.rate)) : '0';
      return { category, vendor, validBets, rate: rateText, amount: percentOf(validBets, rateText) };
    });
    return { from, lines, rates };
  }

  async function minClaim(merchantId: number): Promise<bigint> {
    const [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
    return row?.minClaimMinor ?? 0n;
  }

  const service = {
    /** The title a generated banner shows (null: no such promotion). */
    async bannerTitle(id: number, language: string): Promise<string | null> {
      const [row] = await db
        .select({ title: promotions.title })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row ? text(row.title, language) : null;
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
              name: text(x.name, language),
              amount: fromMinor(x.amountMinor, merchant.currencyDecimals),
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
        body: text(p.body, language),
        terms: text(p.terms, language),
        progress: c.progress
          ? {
              done: fromMinor(c.progress.done, merchant.currencyDecimals),
              target: fromMinor(c.progress.target, merchant.currencyDecimals),
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

    /** join -> joined (depositBonus, rebate, raffle). Joining twice answers the state. */
    async join(merchant: MerchantRow, member: MemberRow, id: number) {
      const p = await openFor(merchant, member, id);
      if (p.kind === 'application') throw stateInvalid('apply to this promotion instead');
      if (!(await eligible(member, p.audience))) {
        throw AppError.rule(ErrorCode.promotionNotEligible, 'you are not eligible for this promotion');
      }
      if (p.kind === 'raffle' && (await stockLeft(p.id)) === 0) {
        throw AppError.rule(ErrorCode.promotionClosed, 'every prize has been drawn');
      }
      const inserted = await db
        .insert(memberPromotions)
        .values({ merchantId: merchant.id, memberId: member.id, promotionId: p.id, state: 'joined' })
        .onConflictDoNothing()
        .returning({ id: memberPromotions.id });
      if (inserted.length > 0) deps.changed(merchant.code, member.id);
      const c = await compute(p, member);
      return { id: p.id, state: c.state ?? 'joined', amount: money(c.reward, merchant) };
    },

    /** join or rejected -> applying, with the comment and the images (png/jpeg by content, 5 MB). */
    async apply(
      merchant: MerchantRow,
      member: MemberRow,
      input: { id: number; comment: string; images: string[] },
    ) {
      const p = await openFor(merchant, member, input.id);
      if (p.kind !== 'application') throw stateInvalid('this promotion takes no application');
      if (!(await eligible(member, p.audience))) {
        throw AppError.rule(ErrorCode.promotionNotEligible, 'you are not eligible for this promotion');
      }
      const fields: FieldErrors = {};
      const images: { mimeType: ImageMime; data: Buffer }[] = [];
      input.images.forEach((dataUrl, index) => {
        const checked = decodeImageDataUrl(dataUrl, MAX_IMAGE_BYTES);
        if (checked.ok) images.push({ mimeType: checked.mimeType, data: checked.data });
        else
          fields[`images.${index}`] =
            checked.reason === 'size' ? 'feedback_image_size' : 'feedback_image_type';
      });
      if (Object.keys(fields).length > 0) throw AppError.badRequest('application images refused', fields);
      await db.transaction(async (tx) => {
        // The guarded upsert lets one application in: a row in any state but rejected stays as it is.
        const moved = await tx
          .insert(memberPromotions)
          .values({ merchantId: merchant.id, memberId: member.id, promotionId: p.id, state: 'applying' })
          .onConflictDoUpdate({
            target: [memberPromotions.memberId, memberPromotions.promotionId],
            set: { state: 'applying', updatedAt: now() },
            setWhere: sql`${memberPromotions.state} = 'rejected'`,
          })
          .returning({ id: memberPromotions.id });
        if (moved.length === 0) throw stateInvalid('you have already applied');
        const [app] = await tx
          .insert(promotionApplications)
          .values({ merchantId: merchant.id, memberId: member.id, promotionId: p.id, comment: input.comment })
          .returning({ id: promotionApplications.id });
        if (!app) throw new Error('application insert returned nothing');
        if (images.length > 0) {
          await tx
            .insert(promotionApplicationImages)
            .values(images.map((img, position) => ({ applicationId: app.id, position, ...img })));
        }
      });
      deps.changed(merchant.code, member.id);
      return { id: p.id, state: 'applying' as const, amount: null };
    },

    /** claim -> claimed: pays the deposit bonus or the period's rebate once. */
    async claim(merchant: MerchantRow, member: MemberRow, body: { id: number; requestId: string }) {
      refuseTrial(member);
      const p = await promotionById(merchant, body.id);
      if (p.kind !== 'depositBonus' && p.kind !== 'rebate') throw stateInvalid('nothing to claim here');
      const outcome = await db.transaction(async (tx) => {
        const [row] = rowsOf(
          await tx.execute(sql`SELECT id FROM member_promotions
            WHERE member_id = ${member.id} AND promotion_id = ${p.id} FOR UPDATE`),
        );
        const current = row ? await memberRow(member.id, p.id, tx) : null;
        if (!current) {
          if (now() >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
          throw stateInvalid('join this promotion first');
        }
        if (current.state === 'claimed') {
          if (current.claimRequestId === body.requestId) return { amount: current.rewardMinor, replay: true };
          throw stateInvalid('already claimed');
        }
        let amount: bigint;
        if (p.kind === 'depositBonus') {
          if (current.state !== 'claim' || current.rewardMinor === null) throw stateInvalid();
          amount = current.rewardMinor;
        } else {
          if (now() < p.endsAt) throw stateInvalid('the rebate can be claimed once the period has ended');
          amount = await rebateEarned(p, current, tx);
          if (amount <= 0n)
            throw AppError.rule(ErrorCode.promotionClosed, 'nothing was earned in this period');
        }
        await tx
          .update(memberPromotions)
          .set({
            state: 'claimed',
            rewardMinor: amount,
            claimRequestId: body.requestId,
            claimedAt: now(),
            updatedAt: now(),
          })
          .where(eq(memberPromotions.id, current.id));
        const posted = await postTransaction(
          tx,
          bonusPosting(merchant, member, `promotion:${p.id}`, amount, {
            bonusType: p.kind === 'rebate' ? 'rebate-cashback' : 'promotion',
            description: text(p.title, 'EN'),
            promotionId: p.id,
          }),
        );
        if (!posted.replayed) await addTurnover(tx, member.id, amount * BigInt(p.turnoverMultiplier));
        return { amount, replay: false };
      });
      if (!outcome.replay) {
        deps.walletChanged(merchant.code, member.id);
        deps.changed(merchant.code, member.id);
      }
      return { id: p.id, state: 'claimed' as const, amount: money(outcome.amount, merchant) };
    },

    /** One raffle draw, idempotent by requestId; stock is taken by a guarded update. */
    async raffleDraw(merchant: MerchantRow, member: MemberRow, body: { id: number; requestId: string }) {
      refuseTrial(member);
      const p = await promotionById(merchant, body.id);
      if (p.kind !== 'raffle') throw stateInvalid('this promotion is not a raffle');
      const result = await db.transaction(async (tx) => {
        const locked = rowsOf(
          await tx.execute(sql`SELECT id FROM member_promotions
            WHERE member_id = ${member.id} AND promotion_id = ${p.id} FOR UPDATE`),
        );
        const [previous] = await tx
          .select()
          .from(raffleDraws)
          .where(and(eq(raffleDraws.memberId, member.id), eq(raffleDraws.requestId, body.requestId)));
        const current = locked.length > 0 ? await memberRow(member.id, p.id, tx) : null;
        if (previous) {
          if (previous.promotionId !== p.id) {
            throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this request id was used for another draw');
          }
          return { draw: previous, replay: true, used: current?.drawsUsed ?? 0 };
        }
        if (now() >= p.endsAt) throw AppError.rule(ErrorCode.promotionClosed, 'this promotion has ended');
        if (!current) throw stateInvalid('join this raffle first');
        const draws = await drawsEarned(p, current, tx);
        if (draws.earned - current.drawsUsed <= 0) {
          throw AppError.rule(ErrorCode.raffleNoDraws, 'no draws left');
        }
        const nonce = current.drawsUsed + 1;
        const serverSeed = randomBytes(32).toString('hex');
        let candidates = (
          await tx.select().from(rafflePrizes).where(eq(rafflePrizes.promotionId, p.id))
        ).filter((x) => x.remaining > 0);
        let prizeId: number | null = null;
        while (candidates.length > 0 && prizeId === null) {
          const pick = rafflePick(serverSeed, member.id, nonce, candidates);
          if (pick === null) break;
          const taken = rowsOf(
            await tx.execute(sql`UPDATE raffle_prizes SET remaining = remaining - 1
              WHERE id = ${pick} AND remaining > 0 RETURNING id`),
          );
          if (taken.length > 0) prizeId = pick;
          else candidates = candidates.filter((x) => x.id !== pick);
        }
        if (prizeId === null) throw AppError.rule(ErrorCode.raffleOutOfStock, 'every prize has been drawn');
        await tx
          .update(memberPromotions)
          .set({ drawsUsed: nonce, updatedAt: now() })
          .where(eq(memberPromotions.id, current.id));
        const [draw] = await tx
          .insert(raffleDraws)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            promotionId: p.id,
            requestId: body.requestId,
            nonce,
            serverSeed,
            seedHash: createHash('sha256').update(serverSeed).digest('hex'),
            prizeId,
          })
          .returning();
        if (!draw) throw new Error('raffle draw insert returned nothing');
        const [prize] = await tx.select().from(rafflePrizes).where(eq(rafflePrizes.id, prizeId));
        if (prize && prize.amountMinor > 0n) {
          await tx.insert(rewards).values({
            merchantId: merchant.id,
            memberId: member.id,
            source: 'raffle',
            promotionId: p.id,
            sourceKey: `draw:${draw.id}`,
            title: prize.name,
            amountMinor: prize.amountMinor,
            turnoverMultiplier: 1,
          });
        }
        return { draw, replay: false, used: nonce };
      });
      if (!result.replay) deps.changed(merchant.code, member.id);
      const c = await compute(p, member);
      const [prize] = result.draw.prizeId
        ? await db.select().from(rafflePrizes).where(eq(rafflePrizes.id, result.draw.prizeId))
        : [];
      return {
        drawId: `R${result.draw.id}`,
        prize: prize
          ? {
              id: prize.id,
              name: text(prize.name, 'EN'),
              amount: fromMinor(prize.amountMinor, merchant.currencyDecimals),
            }
          : null,
        drawsLeft: c.drawsLeft ?? 0,
        seedHash: result.draw.seedHash,
        nonce: result.draw.nonce,
      };
    },

    async unclaimed(merchant: MerchantRow, member: MemberRow) {
      const list = await service.list(merchant, member, 'all', 'EN');
      const [row] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rewards WHERE member_id = ${member.id}
          AND status = 'waiting' AND (expires_at IS NULL OR expires_at > now())`),
      );
      return {
        promotions: list.promotions.filter((c) => c.state === 'join' || c.state === 'claim').length,
        rewards: Number(row?.['n'] ?? 0),
      };
    },

    async rewards(
      merchant: MerchantRow,
      member: MemberRow,
      q: { status: 'waiting' | 'history'; pageNo: number; pageSize: number },
      language: string,
    ) {
      refuseTrial(member);
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
      return {
        list: rows.map((r) => rewardView(r, merchant, language)),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / q.pageSize),
      };
    },

    /** Claims one waiting reward or all of them; a retry with the same requestId answers the same. */
    async claimRewards(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; rewardId?: number; all?: boolean },
      language: string,
    ) {
      refuseTrial(member);
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
        total: fromMinor(total, merchant.currencyDecimals),
      };
    },

    async rebateSummary(merchant: MerchantRow, member: MemberRow) {
      refuseTrial(member);
      const a = await accrued(merchant, member, now());
      const total = a.lines.reduce((s, l) => s + l.amount, 0n);
      return {
        rankLevel: member.rankLevel,
        rates: a.rates.map((r) => ({
          category: r.category,
          vendor: r.vendor || null,
          rate: String(Number(r.rate)),
        })),
        accrued: a.lines.map((l) => ({
          category: l.category,
          vendor: l.vendor,
          validBets: fromMinor(l.validBets, merchant.currencyDecimals),
          rate: l.rate,
          amount: fromMinor(l.amount, merchant.currencyDecimals),
        })),
        total: fromMinor(total, merchant.currencyDecimals),
        minClaim: fromMinor(await minClaim(merchant.id), merchant.currencyDecimals),
        lastClaimAt: a.from ? when(a.from, merchant) : null,
      };
    },

    /** Pays the accrued manual rebate once: the member's watermark row is locked, moved and paid. */
    async claimRebate(merchant: MerchantRow, member: MemberRow, body: { requestId: string }) {
      refuseTrial(member);
      const minimum = await minClaim(merchant.id);
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO member_rebates (member_id) VALUES (${member.id}) ON CONFLICT DO NOTHING`,
        );
        await tx.execute(sql`SELECT 1 FROM member_rebates WHERE member_id = ${member.id} FOR UPDATE`);
        const [previous] = await tx
          .select()
          .from(rebateClaims)
          .where(and(eq(rebateClaims.memberId, member.id), eq(rebateClaims.requestId, body.requestId)));
        if (previous) return { claim: previous, replay: true };
        const [clock] = rowsOf(await tx.execute(sql`SELECT now() AS t`));
        const to = toDate(clock?.['t']);
        const a = await accrued(merchant, member, to, tx);
        const amount = a.lines.reduce((s, l) => s + l.amount, 0n);
        const validBets = a.lines.reduce((s, l) => s + l.validBets, 0n);
        if (amount <= 0n || amount < minimum) {
          throw AppError.rule(ErrorCode.rebateBelowMinimum, 'the accrued rebate is below the minimum claim');
        }
        const [claim] = await tx
          .insert(rebateClaims)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            requestId: body.requestId,
            amountMinor: amount,
            validBetsMinor: validBets,
            fromAt: a.from,
            toAt: to,
          })
          .returning();
        if (!claim) throw new Error('rebate claim insert returned nothing');
        const posted = await postTransaction(
          tx,
          bonusPosting(
            merchant,
            member,
            `rebate:${claim.id}`,
            amount,
            {
              bonusType: 'rebate-manual',
              description: 'Manual rebate',
              rebateClaimId: claim.id,
            },
            'rebate',
          ),
        );
        await tx
          .update(rebateClaims)
          .set({ ledgerTransactionId: posted.transactionId })
          .where(eq(rebateClaims.id, claim.id));
        await tx.execute(
          sql`UPDATE member_rebates SET last_claim_at = ${to.toISOString()}::timestamptz WHERE member_id = ${member.id}`,
        );
        return { claim, replay: false };
      });
      if (!outcome.replay) deps.walletChanged(merchant.code, member.id);
      return {
        claimId: `RB${outcome.claim.id}`,
        amount: fromMinor(outcome.claim.amountMinor, merchant.currencyDecimals),
        claimedAt: when(outcome.claim.createdAt, merchant),
      };
    },

    async rebateHistory(
      merchant: MerchantRow,
      member: MemberRow,
      q: { startDate: string; endDate: string; pageNo: number; pageSize: number },
    ) {
      refuseTrial(member);
      const from = zonedInstant(`${q.startDate} 00:00:00`, merchant.timeZone);
      const to = new Date(zonedInstant(`${q.endDate} 00:00:00`, merchant.timeZone).getTime() + 86_400_000);
      const where = sql`member_id = ${member.id} AND created_at >= ${from.toISOString()}::timestamptz
        AND created_at < ${to.toISOString()}::timestamptz`;
      const [count] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rebate_claims WHERE ${where}`),
      );
      const rows = await db
        .select()
        .from(rebateClaims)
        .where(where)
        .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const totalCount = Number(count?.['n'] ?? 0);
      return {
        list: rows.map((r) => ({
          claimId: `RB${r.id}`,
          amount: fromMinor(r.amountMinor, merchant.currencyDecimals),
          claimedAt: when(r.createdAt, merchant),
          validBets: fromMinor(r.validBetsMinor, merchant.currencyDecimals),
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / q.pageSize),
      };
    },

    /**
     * In a deposit's credit transaction (`tx`): each deposit bonus the member joined (and has not
     * earned yet) earns percent of the deposit up to the cap when it reaches the minimum
     * (joined -> claim), so the credit and the bonus it earns commit together or not at all. The
     * guarded UPDATE (state = 'joined') makes a second credit of the order, or a concurrent
     * deposit, earn nothing more. Nothing is published here: the caller does after the commit.
     */
    async earnDepositBonus(tx: Db, merchant: MerchantRow, memberId: number, orderNo: string, amount: bigint) {
      const t = now();
      const rows = await tx
        .select({ row: memberPromotions, p: promotions })
        .from(memberPromotions)
        .innerJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
        .where(
          and(
            eq(memberPromotions.memberId, memberId),
            eq(memberPromotions.state, 'joined'),
            eq(promotions.kind, 'depositBonus'),
            eq(promotions.merchantId, merchant.id),
          ),
        );
      for (const { row, p } of rows) {
        if (t < p.startsAt || t >= p.endsAt) continue;
        if (p.minDepositMinor !== null && amount < p.minDepositMinor) continue;
        // A first-deposit bonus (not reload) is earned by the member's first deposit only.
        if (!p.reload && (await hasDeposited(memberId, orderNo, tx))) continue;
        let bonus = percentOf(amount, p.percent ?? '0');
        if (p.capMinor !== null && bonus > p.capMinor) bonus = p.capMinor;
        if (bonus <= 0n) continue;
        await tx
          .update(memberPromotions)
          .set({ state: 'claim', rewardMinor: bonus, depositOrderNo: orderNo, updatedAt: t })
          .where(and(eq(memberPromotions.id, row.id), eq(memberPromotions.state, 'joined')));
      }
    },

    /** After a deposit's commit: its bonus or raffle draws may have changed the member's states. */
    depositCommitted(merchant: MerchantRow, memberId: number) {
      deps.changed(merchant.code, memberId);
    },

    /** A deposit credited outside a payment flow (tests): the bonus in a transaction of its own. */
    async deposited(merchant: MerchantRow, memberId: number, orderNo: string, amount: bigint) {
      await db.transaction((tx) => service.earnDepositBonus(tx, merchant, memberId, orderNo, amount));
      service.depositCommitted(merchant, memberId);
    },

    // ------------------------------------------------------------------ operator

    async adminSave(merchant: MerchantRow, id: number | null, input: AdminPromotionInput) {
      const values = {
        merchantId: merchant.id,
        kind: input.kind,
        category: input.category,
        audience: input.audience,
        title: input.title,
        summary: input.summary,
        body: input.body,
        terms: input.terms,
        bannerUrl: input.bannerUrl,
        startsAt: zonedInstant(input.startsAt, merchant.timeZone),
        endsAt: zonedInstant(input.endsAt, merchant.timeZone),
        percent: input.percent === null ? null : String(input.percent),
        capMinor: input.cap === null ? null : amountMinor(input.cap, merchant, 'cap'),
        minDepositMinor:
          input.minDeposit === null ? null : amountMinor(input.minDeposit, merchant, 'minDeposit'),
        reload: input.reload,
        turnoverMultiplier: input.turnoverMultiplier,
        rebateBasis: input.rebateBasis,
        drawEveryMinor: input.drawEvery === null ? null : amountMinor(input.drawEvery, merchant, 'drawEvery'),
        drawBasis: input.drawBasis,
      };
      if (!input.title['EN']) throw AppError.badRequest('an EN title is required', { title: 'required' });
      if (values.endsAt <= values.startsAt)
        throw AppError.badRequest('the end must follow the start', { endsAt: 'invalid' });
      if (
        input.kind === 'raffle' &&
        (!input.prizes || input.prizes.length === 0 || values.drawEveryMinor === null)
      ) {
        throw AppError.badRequest('a raffle needs prizes and drawEvery', { prizes: 'required' });
      }
      const saved = await db.transaction(async (tx) => {
        let row: PromotionRow | undefined;
        if (id === null) {
          [row] = await tx.insert(promotions).values(values).returning();
        } else {
          await promotionById(merchant, id, tx);
          [row] = await tx
            .update(promotions)
            .set({ ...values, updatedAt: now() })
            .where(eq(promotions.id, id))
            .returning();
        }
        if (!row) throw new Error('promotion save returned nothing');
        if (input.prizes && id === null) {
          await tx.insert(rafflePrizes).values(
            input.prizes.map((x) => ({
              promotionId: row.id,
              name: x.name,
              amountMinor: amountMinor(x.amount, merchant, 'prizes'),
              stock: x.stock,
              remaining: x.stock,
              weight: x.weight,
            })),
          );
        }
        return row;
      });
      deps.changed(merchant.code, null);
      return { id: saved.id };
    },

    async adminApplications(merchant: MerchantRow, status?: 'pending' | 'approved' | 'rejected') {
      const rows = rowsOf(
        await db.execute(sql`SELECT a.id, a.promotion_id, a.comment, a.status, a.reason, a.created_at, m.account,
            (SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id) AS images
          FROM promotion_applications a JOIN members m ON m.id = a.member_id
          WHERE a.merchant_id = ${merchant.id} AND (${status ?? null}::text IS NULL OR a.status = ${status ?? null})
          ORDER BY a.id DESC LIMIT 500`),
      );
      return rows.map((r) => ({
        id: Number(r['id']),
        promotionId: Number(r['promotion_id']),
        account: String(r['account']),
        comment: String(r['comment']),
        status: r['status'] as 'pending' | 'approved' | 'rejected',
        reason: (r['reason'] as string | null) ?? null,
        images: Number(r['images']),
        createdAt: toDate(r['created_at']).toISOString(),
      }));
    },

    /** pending -> approved (the member's state applying -> issued, a reward waiting) or rejected. */
    async adminDecide(
      merchant: MerchantRow,
      id: number,
      decision:
        | { decision: 'approve'; amount: string; turnoverMultiplier: number }
        | { decision: 'reject'; reason: string },
    ) {
      const amount = decision.decision === 'approve' ? amountMinor(decision.amount, merchant) : 0n;
      const result = await db.transaction(async (tx) => {
        const [app] = await tx
          .update(promotionApplications)
          .set({
            status: decision.decision === 'approve' ? 'approved' : 'rejected',
            reason: decision.decision === 'reject' ? decision.reason : null,
            decidedAt: now(),
          })
          .where(
            and(
              eq(promotionApplications.id, id),
              eq(promotionApplications.merchantId, merchant.id),
              eq(promotionApplications.status, 'pending'),
            ),
          )
          .returning();
        if (!app) {
          const [exists] = await tx
            .select({ id: promotionApplications.id })
            .from(promotionApplications)
            .where(and(eq(promotionApplications.id, id), eq(promotionApplications.merchantId, merchant.id)));
          if (!exists) throw AppError.notFound('no such application');
          throw stateInvalid('this application was already decided');
        }
        await tx
          .update(memberPromotions)
          .set({
            state: decision.decision === 'approve' ? 'issued' : 'rejected',
            rewardMinor: amount || null,
            updatedAt: now(),
          })
          .where(
            and(
              eq(memberPromotions.memberId, app.memberId),
              eq(memberPromotions.promotionId, app.promotionId),
              eq(memberPromotions.state, 'applying'),
            ),
          );
        if (decision.decision === 'approve' && amount > 0n) {
          const p = await promotionById(merchant, app.promotionId, tx);
          await tx.insert(rewards).values({
            merchantId: merchant.id,
            memberId: app.memberId,
            source: 'promotion',
            promotionId: p.id,
            sourceKey: `application:${app.id}`,
            title: p.title,
            amountMinor: amount,
            turnoverMultiplier: decision.turnoverMultiplier,
          });
        }
        return app;
      });
      deps.changed(merchant.code, result.memberId);
      return { id: result.id, status: result.status, reason: result.reason };
    },

    async adminRebateRates(
      merchant: MerchantRow,
      input: {
        minClaim: string;
        rates: { rankLevel: number; category: string; vendor: string | null; rate: string }[];
      },
    ) {
      const min = amountMinor(input.minClaim, merchant, 'minClaim');
      await db.transaction(async (tx) => {
        await tx.delete(rebateRates).where(eq(rebateRates.merchantId, merchant.id));
        if (input.rates.length > 0) {
          await tx
            .insert(rebateRates)
            .values(
              input.rates.map((r) => ({
                merchantId: merchant.id,
                rankLevel: r.rankLevel,
                category: r.category,
                vendor: r.vendor ?? '',
                rate: r.rate,
              })),
            )
            .onConflictDoNothing();
        }
        await tx
          .insert(rebateSettings)
          .values({ merchantId: merchant.id, minClaimMinor: min })
          .onConflictDoUpdate({ target: rebateSettings.merchantId, set: { minClaimMinor: min } });
      });
      return { rates: input.rates.length, minClaim: fromMinor(min, merchant.currencyDecimals) };
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
  return service;
}

export interface AdminPromotionInput {
  kind: PromotionRow['kind'];
  category: PromotionRow['category'];
  audience: PromotionAudience;
  title: Texts;
  summary: Texts;
  body: Texts;
  terms: Texts;
  bannerUrl: string | null;
  startsAt: string;
  endsAt: string;
  percent: number | null;
  cap: string | null;
  minDeposit: string | null;
  reload: boolean;
  turnoverMultiplier: number;
  rebateBasis: 'netLoss' | 'validBets' | null;
  prizes: { name: Texts; amount: string; stock: number; weight: number }[] | null;
  drawEvery: string | null;
  drawBasis: 'deposits' | 'validBets' | null;
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
