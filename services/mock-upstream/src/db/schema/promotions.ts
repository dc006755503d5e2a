import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  PromotionAudience,
  PromotionCategorySchema,
  PromotionKind,
  PromotionState,
} from '@portal/contracts';
import type { z } from 'zod';
import { bytea } from './payments.js';
import { createdAt, updatedAt } from './columns.js';
import { merchantRef } from './merchants.js';
import { memberRef } from './accounts.js';
import { ledgerTransactions } from './ledger.js';

/**
 * Promotions and rewards. Amounts are minor units. Every money action is idempotent by
 * (member, requestId): the rows below carry that key under a unique constraint, and the ledger
 * posting they make carries it as its idempotency key.
 */
type Texts = Record<string, string>;
const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    category: text('category').$type<z.infer<typeof PromotionCategorySchema>>().notNull(),
    audience: jsonb('audience').$type<PromotionAudience>().notNull(),
    /** Per language code (EN required), like the other content. */
    title: jsonb('title').$type<Texts>().notNull(),
    summary: jsonb('summary').$type<Texts>().notNull(),
    body: jsonb('body').$type<Texts>().notNull(),
    terms: jsonb('terms').$type<Texts>().notNull(),
    bannerUrl: text('banner_url'),
    /** Instants; the operator writes them in the brand's zone. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    percent: numeric('percent', { precision: 7, scale: 3 }),
    capMinor: minor('cap_minor'),
    minDepositMinor: minor('min_deposit_minor'),
    reload: boolean('reload').notNull().default(false),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(1),
    rebateBasis: text('rebate_basis').$type<'netLoss' | 'validBets'>(),
    drawEveryMinor: minor('draw_every_minor'),
    drawBasis: text('draw_basis').$type<'deposits' | 'validBets'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_merchant_starts_idx').on(t.merchantId, t.startsAt),
    check('promotions_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A raffle's prize table: stock is taken by a guarded UPDATE ... WHERE remaining > 0. */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Texts>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
    stock: integer('stock').notNull(),
    remaining: integer('remaining').notNull(),
    weight: integer('weight').notNull(),
  },
  (t) => [
    index('raffle_prizes_promotion_idx').on(t.promotionId),
    check('raffle_prizes_remaining', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.stock}`),
  ],
);

/** A member's stored state in a promotion (the computed states, comingSoon/join/closed, have none). */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    state: text('state').$type<PromotionState>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** depositBonus: the qualifying deposit's order; the bonus it earned. */
    depositOrderNo: text('deposit_order_no'),
    rewardMinor: minor('reward_minor'),
    /** raffle: draws used so far. */
    drawsUsed: integer('draws_used').notNull().default(0),
    claimRequestId: text('claim_request_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('member_promotions_member_promotion_uq').on(t.memberId, t.promotionId),
    check(
      'member_promotions_state',
      sql`${t.state} IN ('applying','rejected','claim','issued','claimed','inProgress','joined')`,
    ),
  ],
);

export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_applications_member_idx').on(t.memberId, t.promotionId),
    index('promotion_applications_status_idx').on(t.merchantId, t.status),
  ],
);

/** Images of an application (png or jpeg by content, 5 MB each, at most 3), as feedback stores them. */
export const promotionApplicationImages = pgTable('promotion_application_images', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => promotionApplications.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  mimeType: text('mime_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  data: bytea('data').notNull(),
});

/** One raffle draw: unique by (member, requestId); the pick is HMAC(serverSeed, memberId:nonce). */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    nonce: integer('nonce').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    prizeId: integer('prize_id').references(() => rafflePrizes.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('raffle_draws_member_request_uq').on(t.memberId, t.requestId),
    unique('raffle_draws_member_promotion_nonce_uq').on(t.memberId, t.promotionId, t.nonce),
  ],
);

/** The reward centre: what waits for a member to claim. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    source: text('source').$type<'promotion' | 'raffle' | 'rebate' | 'mission' | 'referral'>().notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /** What issued it, unique per member: `application:<id>`, `draw:<id>`, `promotion:<id>`. */
    sourceKey: text('source_key').notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(1),
    status: text('status').$type<'waiting' | 'claimed' | 'expired'>().notNull().default('waiting'),
    issuedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimRequestId: text('claim_request_id'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
  },
  (t) => [
    unique('rewards_member_source_uq').on(t.memberId, t.sourceKey),
    index('rewards_member_status_idx').on(t.memberId, t.status),
    check('rewards_status', sql`${t.status} IN ('waiting','claimed','expired')`),
    check('rewards_amount', sql`${t.amountMinor} > 0`),
  ],
);

/** Manual rebate rates by VIP rank, game category and (optionally, '' = any) vendor, in percent. */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: merchantRef(),
    rankLevel: integer('rank_level').notNull(),
    category: text('category').notNull(),
    vendor: text('vendor').notNull().default(''),
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.rankLevel, t.category, t.vendor] })],
);

/** The brand's smallest manual rebate claim. */
export const rebateSettings = pgTable('rebate_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  minClaimMinor: minor('min_claim_minor').notNull(),
});

/** Per member, the watermark of its last manual rebate claim (rounds settled after it accrue). */
export const memberRebates = pgTable('member_rebates', {
  memberId: memberRef('cascade').primaryKey(),
  lastClaimAt: timestamp('last_claim_at', { withTimezone: true }),
});

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    requestId: text('request_id').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    validBetsMinor: minor('valid_bets_minor').notNull(),
    /** Rounds settled after `from` and up to `to` were paid. */
    fromAt: timestamp('from_at', { withTimezone: true }),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rebate_claims_member_request_uq').on(t.memberId, t.requestId),
    index('rebate_claims_member_created_idx').on(t.memberId, t.createdAt),
  ],
);
