import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ReferralRefusal } from '@portal/contracts';
import { memberRef, members } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { merchantRef } from './merchants.js';
import { rewards } from './promotions.js';

/**
 * Referral, "invite friends". A member's code is given on first ask and never changes.
 * Each friend registered with a referrer's code has one `referrals` row, kept up to date IN THE
 * DATABASE by the transaction that credits a deposit (trigger of migration 0026) and by the bet
 * outbox's batches for settled rounds (migration 0055, ADR 0024): the first deposit, the valid bets, and, once both reach the brand's terms, the reward row
 * in `rewards` (source 'referral', source_key `referral:<friend id>`) or the refusal of the abuse
 * rule. The guarded `status = 'pending'` UPDATE on the friend's row makes that happen once.
 */
const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: memberRef('cascade').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('referral_codes_merchant_code_uq').on(t.merchantId, t.code)],
);

/** The brand's terms (one row per brand; none: no reward is issued). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    merchantId: merchantRef().primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    minFirstDepositMinor: minor('min_first_deposit_minor').notNull(),
    minValidBetMinor: minor('min_valid_bet_minor').notNull(),
    rewardMinor: minor('reward_minor').notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(1),
    refuseSameIp: boolean('refuse_same_ip').notNull().default(true),
    refuseSameDevice: boolean('refuse_same_device').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'referral_settings_terms',
      sql`${t.minFirstDepositMinor} >= 0 AND ${t.minValidBetMinor} >= 0 AND ${t.rewardMinor} > 0 AND ${t.turnoverMultiplier} >= 0`,
    ),
  ],
);

/** One invited friend (the member registered with a referrer's code), keyed by the friend. */
export const referrals = pgTable(
  'referrals',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: merchantRef(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    firstDepositMinor: minor('first_deposit_minor'),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    validBetMinor: minor('valid_bet_minor')
      .notNull()
      .default(sql`0`),
    activeAt: timestamp('active_at', { withTimezone: true }),
    status: text('status').$type<'pending' | 'rewarded' | 'refused'>().notNull().default('pending'),
    refusal: text('refusal').$type<ReferralRefusal>(),
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    rewardMinor: minor('reward_minor'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.registeredAt),
    check('referrals_status', sql`${t.status} IN ('pending', 'rewarded', 'refused')`),
    check('referrals_refusal', sql`${t.refusal} IS NULL OR ${t.refusal} IN ('same_device', 'same_ip')`),
    check('referrals_not_self', sql`${t.friendId} <> ${t.referrerId}`),
  ],
);
