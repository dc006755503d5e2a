import type { Translations } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef, members } from './accounts.js';
import { merchantRef } from './merchants.js';
import { createdAt, updatedAt } from './columns.js';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What a deposit and a withdrawal order both are: a numbered money order of one member, whose
 * (member, request_id) is unique so that a retried request returns the same order. Each call makes
 * new column builders, as in columns.ts (drizzle builders are not shared between tables).
 */
function orderColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    requestId: text('request_id').notNull(),
  };
}

/** Payment channels a brand offers for deposits: `online` (the sandbox provider) or `bank` (manual
 * transfer an operator approves). Limits in minor units. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    // The channel's own (English) name; its names in other languages are `translations`.
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Translations<'name'>>().notNull().default({}),
    type: text('type').$type<'online' | 'bank'>().notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('deposit_channels_merchant_code_uq').on(t.merchantId, t.code)],
);

/** A player's deposit. (member, request_id) is unique: a retried request returns the same order. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    ...orderColumns(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'pending' | 'success' | 'failed'>().notNull().default('pending'),
    payerName: text('payer_name'),
    providerOrderId: text('provider_order_id').unique(),
    returnUrl: text('return_url'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('deposit_orders_member_request_uq').on(t.memberId, t.requestId),
    index('deposit_orders_member_time_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The sandbox payment provider's own books (it is a separate party that happens to live in this
 * process): its orders, and the callbacks it owes the platform, retried until acknowledged.
 */
export const sandboxPayOrders = pgTable(
  'sandbox_pay_orders',
  {
    providerOrderId: text('provider_order_id').primaryKey(),
    merchantOrderId: text('merchant_order_id').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    decimals: integer('decimals').notNull(),
    returnUrl: text('return_url'),
    status: text('status').$type<'created' | 'paid' | 'failed'>().notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Callback delivery: the provider retries with backoff until the platform answers { ack: true }.
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    callbackNextAt: timestamp('callback_next_at', { withTimezone: true }),
    callbackAckedAt: timestamp('callback_acked_at', { withTimezone: true }),
    callbackLastError: text('callback_last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_pay_orders_callback_due_idx').on(t.callbackNextAt)],
);

/** A member's payment password (argon2id) and its wrong-attempt lock. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Checks running now: each holds one of the attempts until it proves right or wrong. */
  checksInFlight: integer('checks_in_flight').notNull().default(0),
  /** When the running checks' hold runs out (a process that died mid-check frees its slot then). */
  checksLeaseUntil: timestamp('checks_lease_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** The banks a member may bind a withdrawal card at: the brand's payout methods. */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    // How long a payout to this bank usually takes once requested (the withdrawal panel shows it).
    payoutMinutesMin: integer('payout_minutes_min').notNull().default(15),
    payoutMinutesMax: integer('payout_minutes_max').notNull().default(60),
  },
  (t) => [unique('banks_merchant_code_uq').on(t.merchantId, t.code)],
);

/** Bank cards bound for withdrawals. The full number is kept for payouts; only the last four digits
 * ever leave the upstream. A number can be bound once per brand. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_cards_merchant_number_uq').on(t.merchantId, t.bankCode, t.accountNumber),
    index('bank_cards_member_idx').on(t.memberId),
  ],
);

export type WithdrawStatusDb =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'paid'
  | 'received'
  | 'partlyReceived'
  | 'notReceived'
  | 'autoReceived';

/** Withdrawals. At most one open (pending or approved) per member: a partial unique index. */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    ...orderColumns(),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawStatusDb>().notNull().default('pending'),
    reason: text('reason'),
    receivedMinor: bigint('received_minor', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('withdraw_orders_member_request_uq').on(t.memberId, t.requestId),
    uniqueIndex('withdraw_orders_one_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} IN ('pending', 'approved')`),
    index('withdraw_orders_member_time_idx').on(t.memberId, t.createdAt),
    index('withdraw_orders_status_idx').on(t.status, t.confirmDeadline),
  ],
);

/** Proof images of a "not received" confirmation, stored by the upstream (checked by content). */
export const withdrawProofs = pgTable('withdraw_proofs', {
  id: serial('id').primaryKey(),
  withdrawOrderId: bigint('withdraw_order_id', { mode: 'number' })
    .notNull()
    .references(() => withdrawOrders.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/** Turnover a member must bet before withdrawing, and what they have bet (minor units; both only grow). */
export const memberTurnover = pgTable('member_turnover', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  requiredMinor: bigint('required_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  doneMinor: bigint('done_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: updatedAt(),
});

/**
 * Main <-> vendor wallet transfers. `pending` = the vendor's outcome is unknown; the money sits in the
 * member's in-transit wallet (account type 0) until a re-query resolves it to exactly one outcome.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferNo: text('transfer_no').notNull().unique(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    requestId: text('request_id').notNull(),
    vendor: text('vendor').notNull(),
    fromAccountTypeId: integer('from_account_type_id').notNull(),
    toAccountTypeId: integer('to_account_type_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'pending' | 'success' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('wallet_transfers_member_request_uq').on(t.memberId, t.requestId),
    index('wallet_transfers_pending_idx').on(t.status, t.nextCheckAt),
  ],
);

/** The simulated third-party vendor's own record of transfers it applied (its truth, which a re-query
 * reads), and the operator's fault switch per vendor. */
export const vendorWalletOps = pgTable(
  'vendor_wallet_ops',
  {
    vendor: text('vendor').notNull(),
    transferNo: text('transfer_no').notNull(),
    applied: boolean('applied').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.transferNo] })],
);

export const vendorWalletModes = pgTable(
  'vendor_wallet_modes',
  {
    merchantId: merchantRef(),
    vendor: text('vendor').notNull(),
    mode: text('mode').$type<'normal' | 'fail' | 'timeout' | 'maintenance'>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor] })],
);

/** Audit of refused provider callbacks (wrong signature, unknown order, amount mismatch). */
export const paymentCallbackLog = pgTable('payment_callback_log', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  outcome: text('outcome').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
