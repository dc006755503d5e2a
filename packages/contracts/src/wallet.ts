import { z } from 'zod';
import { MoneySchema } from './envelope.js';

/**
 * Wallet and money (issue 4). The real platform's wallet, payment and withdrawal payloads are not
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

/** YYYY-MM-DD, a calendar day in the brand's time zone. */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day_format');

/** Longest span a record query may ask for (the spec's widest range is 30 days, inclusive of today). */
export const MAX_RECORD_RANGE_DAYS = 31;

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

// ---------------------------------------------------------------- minor units (no floats anywhere)

/** "12.5" with 2 decimals -> 1250n. Throws on a malformed string or more decimals than allowed. */
export function toMinor(amount: string, decimals: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new RangeError(`more than ${decimals} decimals: ${amount}`);
  }
  const minor = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  return sign ? -minor : minor;
}

/** 1250n with 2 decimals -> "12.50". */
export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
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

// ---------------------------------------------------------------- deposit

export const DepositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** online: the sandbox payment provider (pay page + signed callback); bank: manual bank transfer. */
  type: z.enum(['online', 'bank']),
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  /** The receiving account a player transfers to (bank channels only). */
  bankAccount: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })
    .nullable(),
});
export type DepositChannel = z.infer<typeof DepositChannelSchema>;
/** `GET /wps/relay/PAYMENT_depositChannels` (token). */
export const DepositChannelsSchema = z.object({ channels: z.array(DepositChannelSchema) });

/** `POST /wps/relay/PAYMENT_deposit` (token). `returnUrl` is where the pay page sends the browser
 * back (an absolute http(s) URL of the portal); `payerName` is required on bank channels. */
export const DepositRequestSchema = z.object({
  requestId: RequestIdSchema,
  channelId: z.number().int().positive(),
  amount: AmountSchema,
  payerName: z.string().trim().min(1).max(64).optional(),
  returnUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

export const DepositStatusSchema = z.enum(['pending', 'success', 'failed']);
export const DepositOrderSchema = z.object({
  orderId: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: z.enum(['online', 'bank']),
  amount: MoneySchema,
  status: DepositStatusSchema,
  /** Online channels: the provider's pay page the browser is sent to (absolute, or relative to the
   * portal's origin when the provider is reached through the gateway's /sandbox-pay proxy). */
  payUrl: z.string().nullable(),
  /** Why a failed order failed (provider or operator reason), for the player. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;
/** `GET /wps/relay/PAYMENT_depositOrder?orderId=`; `GET /wps/relay/PAYMENT_depositOrders?pageNo&pageSize`. */
export const DepositOrderQuerySchema = z.object({ orderId: z.string().min(1).max(64) });
export const DepositOrdersSchema = pageOf(DepositOrderSchema);

/** Sandbox provider -> platform: `POST /wps/payment/callback/sandbox`, header
 * `x-sandbox-signature: hex(HMAC-SHA256(raw body, SANDBOX_PAY_SECRET))`. Answer `{ ack: true }` to
 * stop the provider's retries; the platform acknowledges a replay without applying it twice. */
export const SandboxCallbackSchema = z.object({
  providerOrderId: z.string().min(1).max(64),
  merchantOrderId: z.string().min(1).max(64),
  amount: MoneySchema,
  status: z.enum(['paid', 'failed']),
  paidAt: z.string(),
});
export type SandboxCallback = z.infer<typeof SandboxCallbackSchema>;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Operator: `POST /admin/deposits/:orderId/approve` or `/reject` with `{ reason? }`. */
export const AdminDecisionSchema = z.object({ reason: z.string().trim().max(200).optional() });

// ---------------------------------------------------------------- payment password and bank cards

/** Six digits. Sent encrypted only. */
export const PaymentPasswordSchema = z.string().regex(/^\d{6}$/, 'payment_password_format');

/** `POST /wps/member/paymentPassword` (token, encrypted): set (no old one yet) or change. */
export const SetPaymentPasswordSchema = z.object({
  oldPaymentPassword: PaymentPasswordSchema.optional(),
  newPaymentPassword: PaymentPasswordSchema,
});

export const BankSchema = z.object({ code: z.string(), name: z.string() });
/** `GET /wps/relay/PAYMENT_banks` (token). */
export const BanksSchema = z.object({ banks: z.array(BankSchema) });

export const BankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last four digits ever leave the upstream: "**** **** 1234". */
  accountNumberMasked: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof BankCardSchema>;
/** `GET /wps/relay/PAYMENT_bankCards` (token). */
export const BankCardsSchema = z.object({
  cards: z.array(BankCardSchema),
  maxCards: z.number().int(),
  /** The member's payee name: a card's holder must match it (set by the first card when empty). */
  payeeName: z.string().nullable(),
});

/** `POST /wps/relay/passwordCheck/PAYMENT_bindBankCard` (token, encrypted). */
export const BindBankCardSchema = z.object({
  bankCode: z.string().min(1).max(32),
  accountNumber: z.string().regex(/^\d{6,24}$/, 'bank_account_format'),
  holderName: z.string().trim().min(2).max(64),
  paymentPassword: PaymentPasswordSchema,
});

// ---------------------------------------------------------------- withdraw

/** `GET /wps/relay/PAYMENT_withdrawInfo` (token): limits, turnover progress, state. */
export const WithdrawInfoSchema = z.object({
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  dailyCountLimit: z.number().int(),
  dailyCountUsed: z.number().int(),
  /**
   * Turnover a member must reach before withdrawing (each deposit raises it by amount x the brand's
   * multiplier) and what valid bets (validBetMinor in games.ts) have achieved of it as rounds settle.
   * Both only ever grow; done never passes required (play beyond it is not banked for a later
   * deposit), so required - done is what is left to bet.
   */
  turnoverRequired: MoneySchema,
  turnoverDone: MoneySchema,
  withdrawable: MoneySchema,
  hasPendingWithdrawal: z.boolean(),
  isPaymentPasswordSet: z.boolean(),
  /** Minutes a paid withdrawal waits for the player's confirmation before it counts as received. */
  confirmMinutes: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

/** `POST /wps/relay/passwordCheck/PAYMENT_withdraw` (token, encrypted). */
export const WithdrawRequestSchema = z.object({
  requestId: RequestIdSchema,
  amount: AmountSchema,
  bankCardId: z.number().int().positive(),
  paymentPassword: PaymentPasswordSchema,
});

/**
 * pending (funds held) -> rejected (released) | approved -> paid (paid out; awaiting the player's
 * confirmation) -> received | partlyReceived | notReceived (player) | autoReceived (no answer within
 * confirmMinutes; a forced receipt refunds nothing). notReceived is a dispute an operator resolves.
 */
export const WithdrawStatusSchema = z.enum([
  'pending',
  'approved',
  'rejected',
  'paid',
  'received',
  'partlyReceived',
  'notReceived',
  'autoReceived',
]);
export type WithdrawStatus = z.infer<typeof WithdrawStatusSchema>;

export const WithdrawOrderSchema = z.object({
  orderId: z.string(),
  amount: MoneySchema,
  status: WithdrawStatusSchema,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  reason: z.string().nullable(),
  receivedAmount: MoneySchema.nullable(),
  remainingAmount: MoneySchema.nullable(),
  /** Set while paid: when it will count as received. */
  confirmDeadline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawOrder = z.infer<typeof WithdrawOrderSchema>;
/** `GET /wps/relay/PAYMENT_withdrawOrders?pageNo&pageSize` (token). */
export const WithdrawOrdersSchema = pageOf(WithdrawOrderSchema);

/** Proof image: a data URL of a png or jpeg of at most 5 MB, checked by content on the upstream. */
export const ProofImageSchema = z
  .string()
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'proof_image_format')
  .max(7_000_000, 'proof_image_too_large');

/** `POST /wps/relay/PAYMENT_withdrawConfirm` (token). */
export const WithdrawConfirmSchema = z.discriminatedUnion('result', [
  z.object({ orderId: z.string().min(1).max(64), result: z.literal('received') }),
  z.object({
    orderId: z.string().min(1).max(64),
    result: z.literal('partlyReceived'),
    receivedAmount: AmountSchema,
  }),
  z.object({
    orderId: z.string().min(1).max(64),
    result: z.literal('notReceived'),
    proofImages: z.array(ProofImageSchema).min(1).max(3),
  }),
]);
export type WithdrawConfirm = z.infer<typeof WithdrawConfirmSchema>;

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
  paymentPassword: PaymentPasswordSchema,
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
] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/** `GET /wps/relay/WALLET_transactions?types=A,B&startDate&endDate&pageNo&pageSize` (token). */
export const RecordRangeQuerySchema = z.object({ startDate: DaySchema, endDate: DaySchema });
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

// ---------------------------------------------------------------- upstream events (push)

/** `GET /wps/events` (header `x-events-key`): a text/event-stream of these, one per `data:` line. The
 * gateway keeps one stream open and pushes to the sessions concerned; after a reconnect it treats
 * every member as changed (resync). */
export const UpstreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet.changed'), merchant: z.string(), memberId: z.number().int() }),
  z.object({ type: z.literal('hello'), at: z.string() }),
  // A big win was recorded (winners.ts): gateways re-read the winner board.
  z.object({ type: z.literal('winners.changed'), merchant: z.string() }),
  // The operator changed the merchant's vendors or games (games.ts): gateways drop their menus.
  z.object({ type: z.literal('games.changed'), merchant: z.string() }),
  // A member's messages changed (one arrived or was read; messages.ts). `memberId` null: a message
  // sent to every member of the merchant.
  z.object({
    type: z.literal('messages.changed'),
    merchant: z.string(),
    memberId: z.number().int().nullable(),
  }),
  // Every platform token of a member was revoked (the operator locked the account, or its password
  // changed or was reset): gateways end the member's sessions that held one.
  z.object({ type: z.literal('session.revoked'), merchant: z.string(), memberId: z.number().int() }),
]);
export type UpstreamEvent = z.infer<typeof UpstreamEventSchema>;
