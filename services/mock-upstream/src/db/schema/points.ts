import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
  DeliveryAddress,
  GameCategory,
  PointExchangeStatus,
  PointExchangeType,
  PointProductKind,
  PointsLedgerType,
} from '@portal/contracts';
import { createdAt, updatedAt } from './columns.js';
import { merchantRef } from './merchants.js';
import { memberRef } from './accounts.js';

/**
 * Points and the point mall. Points are whole numbers that never expire. A balance moves
 * only by a guarded UPDATE (`balance >= n` in its WHERE, and a CHECK below as the last word), and
 * every move writes one points_ledger row with the balance after it. Earning happens in the
 * database when a settled round is applied from the bet outbox (bet_outbox_apply, migration 0055,
 * ADR 0024), once per round by its reference.
 */
type Texts = Record<string, string>;
const points = (name: string) => bigint(name, { mode: 'number' });

/** Points per 1 (major unit) of valid bet, per game category (no row: the category earns nothing). */
export const pointsRates = pgTable(
  'points_rates',
  {
    merchantId: merchantRef(),
    category: text('category').$type<GameCategory>().notNull(),
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.category] }),
    check('points_rates_rate', sql`${t.rate} >= 0`),
  ],
);

/** The brand's conversion terms (one row per brand). */
export const pointsSettings = pgTable(
  'points_settings',
  {
    merchantId: merchantRef().primaryKey(),
    convertEnabled: boolean('convert_enabled').notNull().default(true),
    pointsPerUnit: integer('points_per_unit').notNull().default(100),
    minConvertPoints: integer('min_convert_points').notNull().default(100),
    updatedAt: updatedAt(),
  },
  (t) => [check('points_settings_terms', sql`${t.pointsPerUnit} > 0 AND ${t.minConvertPoints} > 0`)],
);

export const pointsAccounts = pgTable(
  'points_accounts',
  {
    memberId: memberRef('restrict').primaryKey(),
    merchantId: merchantRef(),
    balance: points('balance').notNull().default(0),
    totalEarned: points('total_earned').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('points_accounts_not_negative', sql`${t.balance} >= 0 AND ${t.totalEarned} >= 0`)],
);

/** Every change of a member's points; (member, type, reference) is unique, so none is applied twice. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    type: text('type').$type<PointsLedgerType>().notNull(),
    change: points('change').notNull(),
    balanceAfter: points('balance_after').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('points_ledger_member_ref_uq').on(t.memberId, t.type, t.reference),
    index('points_ledger_member_created').on(t.memberId, t.createdAt),
    check('points_ledger_type', sql`${t.type} IN ('EARN', 'REDEEM', 'REFUND', 'CONVERT', 'ADJUST')`),
    check('points_ledger_balance', sql`${t.balanceAfter} >= 0 AND ${t.change} <> 0`),
  ],
);

export const pointProducts = pgTable(
  'point_products',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Seed key (null for products the operator created). */
    code: text('code'),
    name: jsonb('name').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull().default({}),
    kind: text('kind').$type<PointProductKind>().notNull(),
    stock: integer('stock').notNull(),
    pointsRequired: points('points_required').notNull(),
    amountRequiredMinor: bigint('amount_required_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('point_products_code_uq').on(t.merchantId, t.code),
    check('point_products_kind', sql`${t.kind} IN ('virtual', 'physical')`),
    // The last word against overselling: no statement can take stock below zero.
    check('point_products_stock', sql`${t.stock} >= 0`),
    check('point_products_prices', sql`${t.pointsRequired} > 0 AND ${t.amountRequiredMinor} >= 0`),
  ],
);

/** Exchange records: products redeemed and points converted to cash; idempotent by (member, requestId). */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    requestId: text('request_id').notNull(),
    /** What a retry must repeat to count as the same request. */
    requestHash: text('request_hash').notNull(),
    transactionNo: text('transaction_no').notNull(),
    type: text('type').$type<PointExchangeType>().notNull(),
    productId: integer('product_id').references(() => pointProducts.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    points: points('points').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<PointExchangeStatus>().notNull(),
    reason: text('reason'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('point_exchanges_member_request_uq').on(t.memberId, t.requestId),
    unique('point_exchanges_transaction_no_uq').on(t.merchantId, t.transactionNo),
    index('point_exchanges_member_created').on(t.memberId, t.createdAt),
    check('point_exchanges_type', sql`${t.type} IN ('virtual', 'physical', 'cash')`),
    check('point_exchanges_status', sql`${t.status} IN ('applying', 'rejected', 'passed')`),
    check('point_exchanges_amounts', sql`${t.points} > 0 AND ${t.quantity} > 0 AND ${t.amountMinor} >= 0`),
  ],
);
