import { z } from 'zod';
import { DayRangeShape, DaySchema, withRange } from './dates.js';
import { MoneySchema } from './envelope.js';
import { PasskeyAssertionSchema } from './passkeys.js';

/**
 * Wallet and money. The real platform's wallet, payment and withdrawal payloads are not
 * published, so this file decides them (upstream-contract.md: "this project decides"). Amounts on
 * the wire are decimal strings in major units; the upstream stores bigint minor units.
 */

/** accountTypeId of every member's main wallet. Vendor wallets use the vendor's accountTypeId (100+). */
export const MAIN_WALLET_ID = 1;

/** An amount a person asks to move: positive, at most 12 integer digits and 8 decimals on the wire;
 * the upstream refuses more decimals than the brand's currency has (INVALID_AMOUNT). */
export const AmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format')
  .refine((s) => /[1-9]/.test(s), 'amount_positive');

/** Client-chosen idempotency key of one money-moving request: a retry with it moves nothing twice. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id_format');

export const PageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

// ---------------------------------------------------------------- balance and vendor wallets

/** `GET /wps/v2/wallets/balance` (token). `balance[]` holds the main wallet (accountTypeId 1) first,
 * then every vendor wallet of the brand (zero included); `sumBalance` is their sum. `holdBalance` is
 * money held by pending withdrawals (not spendable, not in sumBalance). */
export const WalletBalanceSchema = z.object({
  sumBalance: MoneySchema,
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: MoneySchema })),
  currency: z.string(),
  currencySymbol: z.string(),
  holdBalance: MoneySchema.optional(),
});

export const TransferStatusSchema = z.enum(['pending', 'success', 'failed']);
export type TransferStatus = z.infer<typeof TransferStatusSchema>;

/** `POST /wps/relay/GCS_walletTransfer` (token). One side must be the main wallet. */
export const WalletTransferRequestSchema = z
  .object({
    requestId: RequestIdSchema,
    fromAccountTypeId: z.number().int().positive(),
    toAccountTypeId: z.number().int().positive(),
    amount: AmountSchema,
  })
  .refine((r) => r.fromAccountTypeId !== r.toAccountTypeId, {
    message: 'transfer_same_wallet',
    path: ['toAccountTypeId'],
  })
  .refine((r) => r.fromAccountTypeId === MAIN_WALLET_ID || r.toAccountTypeId === MAIN_WALLET_ID, {
    message: 'transfer_needs_main_wallet',
    path: ['toAccountTypeId'],
  });
export type WalletTransferRequest = z.infer<typeof WalletTransferRequestSchema>;

/** A main<->vendor transfer. `pending` means the vendor's outcome is not known yet: the money is in
 * transit (out of the source, not yet in the destination) until a re-query resolves it to exactly
 * one of success (credited to the destination) or failed (returned to the source). */
export const WalletTransferSchema = z.object({
  transferId: z.string(),
  requestId: z.string(),
  fromAccountTypeId: z.number().int(),
  toAccountTypeId: z.number().int(),
  amount: MoneySchema,
  status: TransferStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WalletTransfer = z.infer<typeof WalletTransferSchema>;

/** `GET /wps/relay/GCS_walletTransferStatus?transferId=` re-queries the vendor when still pending. */
export const WalletTransferStatusQuerySchema = z.object({ transferId: z.string().min(1).max(64) });

/** `POST /wps/relay/GCS_walletRecoverAll` (token): every non-empty vendor wallet back to main. */
export const RecoverAllRequestSchema = z.object({ requestId: RequestIdSchema });
export const RecoverAllValueSchema = z.object({ transfers: z.array(WalletTransferSchema) });

/** Operator fault switch of a simulated third-party vendor wallet (`PUT /admin/vendors/:vendor/wallet`):
 * `fail` refuses transfers, `timeout` leaves the outcome unknown (the vendor decides it, and a later
 * re-query reads it), `maintenance` refuses with VENDOR_MAINTENANCE. */
export const VendorWalletModeSchema = z.enum(['normal', 'fail', 'timeout', 'maintenance']);
export const AdminVendorWalletSchema = z.object({ mode: VendorWalletModeSchema });

// ---------------------------------------------------------------- payment password

/** Six digits. Sent encrypted only. Asked by the payments calls (payments.ts) and agent transfers. */
export const PaymentPasswordSchema = z.string().regex(/^\d{6}$/, 'payment_password_format');

/**
 * How an operation that moves money out is confirmed: the payment password, or a passkey assertion
 * answering a challenge issued for that operation's purpose. A member who has a passkey must use it
 * (PASSKEY_REQUIRED); one without must send the payment password. Neither sent: a field error on
 * `paymentPassword`.
 */
export const StepUpProofShape = {
  paymentPassword: PaymentPasswordSchema.optional(),
  passkey: PasskeyAssertionSchema.optional(),
};

// ---------------------------------------------------------------- agent transfers (transferUpline)

/** `GET /wps/relay/AGENT_transferTargets` (token, agents only): the upline and direct downlines. */
export const TransferTargetSchema = z.object({ account: z.string(), nickname: z.string() });
export const TransferTargetsSchema = z.object({
  upline: TransferTargetSchema.nullable(),
  downlines: z.array(TransferTargetSchema),
});

/** `POST /wps/relay/passwordCheck/AGENT_transfer` (token, encrypted). */
export const AgentTransferRequestSchema = z.object({
  requestId: RequestIdSchema,
  targetAccount: z.string().min(1).max(64),
  amount: AmountSchema,
  ...StepUpProofShape,
});
export const AgentTransferSchema = z.object({
  transferId: z.string(),
  targetAccount: z.string(),
  direction: z.enum(['upline', 'downline']),
  amount: MoneySchema,
  createdAt: z.string(),
});

// ---------------------------------------------------------------- records

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'AGENT_TRANSFER_OUT',
  'AGENT_TRANSFER_IN',
  'BONUS',
  'ADJUSTMENT',
  'BET',
  'WIN',
  'REFUND',
  /** A point-mall product's amount required, paid from the main wallet (points.ts). */
  'POINTS_REDEEM',
  /** Points converted to cash (points.ts). */
  'POINTS_CONVERT',
] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/** `GET /wps/relay/WALLET_transactions?types=A,B&startDate&endDate&pageNo&pageSize` (token). */
export const RecordRangeQuerySchema = withRange(z.object(DayRangeShape));
export const TransactionRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  type: TransactionTypeSchema,
  /** Signed: positive adds to the wallet. */
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  accountTypeId: z.number().int(),
  /** Order or transfer id the movement belongs to. */
  reference: z.string(),
});
export type TransactionRecord = z.infer<typeof TransactionRecordSchema>;
export const TransactionRecordsSchema = pageOf(TransactionRecordSchema);

/** `types=A,B` or `types=A&types=B`; absent or empty = every type (null after parsing). */
const TransactionTypesQuerySchema = z
  .union([z.string().max(400), z.array(z.string().max(40)).max(20)])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter((s) => s.length > 0),
  )
  .pipe(z.array(TransactionTypeSchema))
  .transform((list) => (list.length > 0 ? list : null));

export const TransactionsQuerySchema = RecordRangeQuerySchema.extend(PageQuerySchema.shape).extend({
  types: TransactionTypesQuerySchema,
});

/** `GET /wps/relay/WALLET_profitLoss?startDate&endDate` (token): personal profit and loss. */
/**
 * Play is counted by round, on the brand-zone day the round was bet (as in the betting record, so
 * both agree over a range): `bet` is the valid bet (validBetMinor: settled rounds' stake) and `win`
 * the settled rounds' wins; `pendingBet` is the stake of rounds not settled yet, outside the profit.
 */
export const ProfitLossSchema = z.object({
  deposit: MoneySchema,
  withdraw: MoneySchema,
  bonus: MoneySchema,
  bet: MoneySchema,
  win: MoneySchema,
  /** win - bet + bonus: what play and promotions made the player. */
  profit: MoneySchema,
  pendingBet: MoneySchema,
  days: z.array(
    z.object({
      date: DaySchema,
      deposit: MoneySchema,
      withdraw: MoneySchema,
      bonus: MoneySchema,
      bet: MoneySchema,
      win: MoneySchema,
      profit: MoneySchema,
      pendingBet: MoneySchema,
    }),
  ),
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;

/** `GET /wps/relay/WALLET_bonusDetails?startDate&endDate&pageNo&pageSize` (token). */
export const BonusRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  bonusType: z.string(),
  description: z.string(),
  amount: MoneySchema,
  /** The promotion the bonus came from (its title in the request's language), null for others. */
  promotion: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export const BonusRecordsSchema = pageOf(BonusRecordSchema);
export const BonusQuerySchema = RecordRangeQuerySchema.extend(PageQuerySchema.shape);

/** Operator: `POST /admin/members/:account/bonus` grants a bonus (bonus account -> main wallet) and
 * raises the turnover requirement by amount x turnoverMultiplier. */
export const AdminBonusSchema = z.object({
  requestId: RequestIdSchema,
  amount: AmountSchema,
  bonusType: z.string().trim().min(1).max(32),
  description: z.string().trim().max(200).default(''),
  turnoverMultiplier: z.number().int().min(0).max(50).default(1),
});

/** Operator: `POST /admin/members/:account/turnover` adds to the achieved turnover by hand (a
 * correction; settled rounds add their valid bets themselves). */
export const AdminTurnoverSchema = z.object({ amount: AmountSchema });
