import { z } from 'zod';
import { textsSchema } from './localized.js';
import { MoneySchema } from './envelope.js';
import { GameCategorySchema } from './games.js';
import { PageQuerySchema, PaymentPasswordSchema, RequestIdSchema, pageOf } from './wallet.js';

/**
 * Points and the point mall (spec sections 3, 8 and 9). The real platform's points
 * payloads are not published, so this file decides them (upstream-contract.md). Points are whole
 * numbers (a JSON number, always a safe integer) and never expire; money stays a decimal string.
 * Members earn points on valid bets (a settled round's stake) at the rate the operator sets per
 * game category; every change of a balance is one row of the points ledger (the member transaction
 * detail). Every call is gated by PTSYS3.
 */

/** A points figure: whole, never negative. */
export const PointsSchema = z.number().int().nonnegative();
/** A points change of the ledger: signed, whole. */
const PointsChangeSchema = z.number().int();

/** `GET /wps/relay/PTS_balance`: the member's points (spec section 8 "balance"). */
export const PointsBalanceSchema = z.object({
  balance: PointsSchema,
  /** Everything ever earned (points never expire: nothing is ever taken back by time). */
  totalEarned: PointsSchema,
});
export type PointsBalance = z.infer<typeof PointsBalanceSchema>;

/** Earning rate of one game category: points per 1 (major unit) of valid bet, a decimal string. */
export const PointsRateSchema = z.string().regex(/^\d{1,6}(\.\d{1,6})?$/, 'points_rate_format');

/** `GET /wps/relay/PTS_config`: earning rates, conversion terms, expiry (never). */
export const PointsConfigSchema = z.object({
  rates: z.array(z.object({ category: GameCategorySchema, rate: PointsRateSchema })),
  convert: z.object({
    enabled: z.boolean(),
    /** Points that buy 1 (major unit) of cash. */
    pointsPerUnit: z.number().int().positive(),
    /** Fewest points one conversion takes. */
    minPoints: z.number().int().positive(),
  }),
  /** Spec section 9: points never expire. */
  expires: z.literal(false),
});
export type PointsConfig = z.infer<typeof PointsConfigSchema>;

export const POINT_PRODUCT_KINDS = ['virtual', 'physical'] as const;
export const PointProductKindSchema = z.enum(POINT_PRODUCT_KINDS);
export type PointProductKind = z.infer<typeof PointProductKindSchema>;

/** One product of the mall (spec section 3: name, image, quantity, points and amount required). */
export const PointProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  kind: PointProductKindSchema,
  /** Stock left. */
  quantity: PointsSchema,
  pointsRequired: PointsSchema,
  /** Money paid from the main wallet on top of the points ("0.00" when none). */
  amountRequired: MoneySchema,
});
export type PointProduct = z.infer<typeof PointProductSchema>;

/** `GET /wps/relay/PTS_rewardList`: the products on sale, in the caller's language. */
export const PointProductListSchema = z.object({ list: z.array(PointProductSchema) });

/** A physical product's delivery address. */
export const DeliveryAddressSchema = z.object({
  recipient: z.string().trim().min(1, 'required').max(60, 'too_long'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone_format'),
  address: z.string().trim().min(5, 'address_too_short').max(300, 'too_long'),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** `POST /wps/relay/passwordCheck/PTS_redeem` (encrypted): idempotent by requestId. */
export const PointsRedeemRequestSchema = z.object({
  requestId: RequestIdSchema,
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1, 'quantity_range').max(10, 'quantity_range').default(1),
  paymentPassword: PaymentPasswordSchema,
  /** Required for a physical product (POINTS_ADDRESS_REQUIRED otherwise), ignored for a virtual one. */
  deliveryAddress: DeliveryAddressSchema.optional(),
});
export type PointsRedeemRequest = z.infer<typeof PointsRedeemRequestSchema>;

/** Spec section 4: in application, rejected, passed. */
export const POINT_EXCHANGE_STATUSES = ['applying', 'rejected', 'passed'] as const;
export const PointExchangeStatusSchema = z.enum(POINT_EXCHANGE_STATUSES);
export type PointExchangeStatus = z.infer<typeof PointExchangeStatusSchema>;

/** Exchange type: a virtual or physical product, or points converted to cash. */
export const POINT_EXCHANGE_TYPES = ['virtual', 'physical', 'cash'] as const;
export const PointExchangeTypeSchema = z.enum(POINT_EXCHANGE_TYPES);
export type PointExchangeType = z.infer<typeof PointExchangeTypeSchema>;

/** One exchange record (spec section 3: transaction number, application time, type, status, address). */
export const PointExchangeSchema = z.object({
  transactionNo: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` in the brand's zone. */
  applicationTime: z.string(),
  exchangeType: PointExchangeTypeSchema,
  productName: z.string(),
  quantity: z.number().int(),
  points: PointsSchema,
  /** Money paid (a product's amount required) or received (a conversion). */
  amount: MoneySchema,
  status: PointExchangeStatusSchema,
  /** The operator's reason of a rejection. */
  reason: z.string().nullable(),
  deliveryAddress: DeliveryAddressSchema.nullable(),
});
export type PointExchange = z.infer<typeof PointExchangeSchema>;

export const PointsRedeemResultSchema = z.object({
  exchange: PointExchangeSchema,
  /** Points left. */
  balance: PointsSchema,
  /** True when this requestId was redeemed before: nothing moved this time. */
  replayed: z.boolean(),
});

/** `GET /wps/relay/PTS_redeemList`: the member's exchange records, newest first. */
export const PointExchangeListQuerySchema = PageQuerySchema.extend({
  status: PointExchangeStatusSchema.optional(),
});
export const PointExchangePageSchema = pageOf(PointExchangeSchema);

export const POINTS_LEDGER_TYPES = ['EARN', 'REDEEM', 'REFUND', 'CONVERT', 'ADJUST'] as const;
export const PointsLedgerTypeSchema = z.enum(POINTS_LEDGER_TYPES);
export type PointsLedgerType = z.infer<typeof PointsLedgerTypeSchema>;

/** One change of the member's points (spec section 8 "member transaction detail"). */
export const PointsLedgerEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  type: PointsLedgerTypeSchema,
  change: PointsChangeSchema,
  balanceAfter: PointsSchema,
  /** The round, exchange or operator grant the change belongs to. */
  reference: z.string(),
});
export type PointsLedgerEntry = z.infer<typeof PointsLedgerEntrySchema>;
/** `GET /wps/relay/PTS_memberTransactionDetail`, newest first. */
export const PointsLedgerQuerySchema = PageQuerySchema.extend({ type: PointsLedgerTypeSchema.optional() });
export const PointsLedgerPageSchema = pageOf(PointsLedgerEntrySchema);

/** `POST /wps/relay/passwordCheck/PTS_convertPoints` (encrypted): points to main-wallet cash. */
export const PointsConvertRequestSchema = z.object({
  requestId: RequestIdSchema,
  points: z.number().int('points_whole').positive('points_positive').max(1_000_000_000, 'points_range'),
  paymentPassword: PaymentPasswordSchema,
});
export type PointsConvertRequest = z.infer<typeof PointsConvertRequestSchema>;
export const PointsConvertResultSchema = z.object({
  exchange: PointExchangeSchema,
  balance: PointsSchema,
  replayed: z.boolean(),
});

// ---------------------------------------------------------------- operator (/admin, x-admin-key)

// Any language the portal offers (an unknown code is a field error at its path: `name.XX`).
const TranslatedNameSchema = textsSchema(z.string().trim().min(1).max(200), { requireEnglish: true });

/** `PUT /admin/points/config`: earning rates by category and the conversion terms. */
export const AdminPointsConfigSchema = z.object({
  rates: z.array(z.object({ category: GameCategorySchema, rate: PointsRateSchema })).max(20),
  convert: z
    .object({
      enabled: z.boolean(),
      pointsPerUnit: z.number().int().positive().max(1_000_000),
      minPoints: z.number().int().positive().max(1_000_000_000),
    })
    .optional(),
});

/** `POST /admin/points/products` and `PUT /admin/points/products/:id`. */
export const AdminPointProductSchema = z.object({
  name: TranslatedNameSchema,
  description: textsSchema(z.string().max(2000)).default({}),
  kind: PointProductKindSchema,
  stock: z.number().int().min(0).max(1_000_000),
  pointsRequired: z.number().int().min(1).max(1_000_000_000),
  amountRequired: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format')
    .default('0'),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});

/** `POST /admin/points/exchanges/:transactionNo`: pass or reject (a rejection returns the points). */
export const AdminPointExchangeDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('passed') }),
  z.object({ decision: z.literal('rejected'), reason: z.string().trim().min(1).max(500) }),
]);

/** `POST /admin/points/grant`: the operator adds (or takes) points by hand; idempotent by requestId. */
export const AdminPointsGrantSchema = z.object({
  account: z.string().min(1).max(64),
  requestId: RequestIdSchema,
  points: z
    .number()
    .int()
    .refine((n) => n !== 0, 'points_nonzero'),
  reason: z.string().trim().min(1).max(200),
});
