import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { InstantSchema } from './dates.js';
import { PasskeyAssertionSchema } from './passkeys.js';
import { ProfileFieldSchema } from './profile.js';
import { AmountSchema, PaymentPasswordSchema, RequestIdSchema, StepUpProofShape, pageOf } from './wallet.js';

/**
 * Payments: deposit channels and orders (the sandbox provider's pay page and signed callback, manual
 * bank transfers), the payment password, bank cards, withdrawals and the player's confirmation of a
 * paid one. The platform's payloads are not published, so this file decides them (as wallet.ts
 * does); the endpoints that carry them are in payments.endpoints.ts.
 */

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
/** The deposit channels the brand has switched on. */
export const DepositChannelsSchema = z.object({ channels: z.array(DepositChannelSchema) });

/** A deposit order to create. `returnUrl` is where the pay page sends the browser back (an absolute http(s) URL of the portal); `payerName` is required on bank channels. */
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
/** One deposit order by its id; a page of the member's deposit orders. */
export const DepositOrderQuerySchema = z.object({ orderId: z.string().min(1).max(64) });
export const DepositOrdersSchema = pageOf(DepositOrderSchema);

/** The sandbox provider's word to the platform that an order was paid or failed, signed in the
 * `x-sandbox-signature` header: hex(HMAC-SHA256(raw body, SANDBOX_PAY_SECRET)). */
export const SandboxCallbackSchema = z.object({
  providerOrderId: z.string().min(1).max(64),
  merchantOrderId: z.string().min(1).max(64),
  amount: MoneySchema,
  status: z.enum(['paid', 'failed']),
  paidAt: InstantSchema,
});
export type SandboxCallback = z.infer<typeof SandboxCallbackSchema>;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The platform's acknowledgement, which stops the provider's retries (a replay is acknowledged
 * without being applied twice). */
export const SandboxCallbackAckSchema = z.object({ ack: z.literal(true) });

/** Operator: `POST /admin/deposits/:orderId/approve` or `/reject` with `{ reason? }`. */
export const AdminDecisionSchema = z.object({ reason: z.string().trim().max(200).optional() });

// ---------------------------------------------------------------- payment password and bank cards

/**
 * Sets the payment password (no old one yet) or changes it (the current one required). A member with
 * a passkey proves it with a `paymentPassword` passkey assertion instead, for a first one too.
 */
export const SetPaymentPasswordSchema = z.object({
  oldPaymentPassword: PaymentPasswordSchema.optional(),
  newPaymentPassword: PaymentPasswordSchema,
  passkey: PasskeyAssertionSchema.optional(),
});
/** Setting the payment password answers no value. */
export const SetPaymentPasswordValueSchema = z.null();

export const BankSchema = z.object({ code: z.string(), name: z.string() });
/** The banks a card may be bound at. */
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
/** The member's bound cards. */
export const BankCardsSchema = z.object({
  cards: z.array(BankCardSchema),
  maxCards: z.number().int(),
  /** The member's payee name: a card's holder must match it (set by the first card when empty). */
  payeeName: z.string().nullable(),
});

/** A card to bind, proven by the payment password or, for a member with a passkey, by a passkey. */
export const BindBankCardSchema = z.object({
  bankCode: z.string().min(1).max(32),
  accountNumber: z.string().regex(/^\d{6,24}$/, 'bank_account_format'),
  holderName: z.string().trim().min(2).max(64),
  ...StepUpProofShape,
});

// ---------------------------------------------------------------- withdraw

/**
 * The rules a withdrawal request must meet before its amount and card are even looked at, in the
 * order a person fixes them. The platform checks a request against exactly these (withdraw.rules.ts)
 * and answers each one's `code` while it is not met, so the readiness panel built from
 * `WithdrawInfo.requirements` lists everything a cash-out can refuse for the member's state:
 * - realAccount: not a free-play account (TRIAL_ACCOUNT)
 * - notFrozen: no unpaid contract settlement freezes the account (ACCOUNT_FROZEN)
 * - paymentPassword: a payment password is set (PAYMENT_PASSWORD_NOT_SET)
 * - bankCard: a bank card is bound (BANK_CARD_NOT_FOUND)
 * - profile: the profile fields the brand requires for a withdrawal are filled in (PROFILE_INCOMPLETE)
 * - noPending: no other withdrawal is being processed (WITHDRAW_PENDING_EXISTS)
 * - dailyCount: today's number of withdrawals is not used up (WITHDRAW_DAILY_LIMIT)
 * - turnover: the turnover requirement is met (TURNOVER_NOT_MET)
 * - balance: the withdrawable balance reaches the minimum withdrawal (INSUFFICIENT_BALANCE)
 */
export const WITHDRAW_RULES = [
  'realAccount',
  'notFrozen',
  'paymentPassword',
  'bankCard',
  'profile',
  'noPending',
  'dailyCount',
  'turnover',
  'balance',
] as const;
export const WithdrawRuleSchema = z.enum(WITHDRAW_RULES);
export type WithdrawRule = z.infer<typeof WithdrawRuleSchema>;

export const WithdrawRequirementSchema = z.object({
  rule: WithdrawRuleSchema,
  met: z.boolean(),
  /** The error code a withdrawal request answers while this rule is not met. */
  code: z.string(),
  /** rule `profile`: the required fields still empty (empty when met). */
  missingFields: z.array(ProfileFieldSchema),
});
export type WithdrawRequirement = z.infer<typeof WithdrawRequirementSchema>;

/** A way the brand pays a withdrawal out (a bank a card may be bound at) and how long a payout
 * to it usually takes once requested, in minutes (the operator sets it: PUT /admin/banks/:code). */
export const WithdrawMethodSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  payoutMinutesMin: z.number().int().min(0),
  payoutMinutesMax: z.number().int().min(0),
});
export type WithdrawMethod = z.infer<typeof WithdrawMethodSchema>;

/** What a member may withdraw now: limits, turnover progress, state. */
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
  /** Every rule of WITHDRAW_RULES, in that order, met or not: a request goes through (amount and
   * card aside) exactly when all are met. */
  requirements: z.array(WithdrawRequirementSchema),
  /** The brand's payout methods and their usual payout time; the member's bound cards' first. */
  methods: z.array(WithdrawMethodSchema),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

/** A withdrawal to request, proven by the payment password or, for a member with a passkey, by a passkey. */
export const WithdrawRequestSchema = z.object({
  requestId: RequestIdSchema,
  amount: AmountSchema,
  bankCardId: z.number().int().positive(),
  ...StepUpProofShape,
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
/** A page of the member's withdrawal orders. */
export const WithdrawOrdersSchema = pageOf(WithdrawOrderSchema);

/** Proof image: a data URL of a png or jpeg of at most 5 MB, checked by content on the upstream. */
export const ProofImageSchema = z
  .string()
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'proof_image_format')
  .max(7_000_000, 'proof_image_too_large');

/** The player's answer to a paid withdrawal: received in full, in part, or not at all (with proof). */
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

// ---------------------------------------------------------------- operator

/** `PUT /admin/banks/:code` (x-admin-key): a payout method's usual payout time; answers the method. */
export const AdminBankPayoutSchema = z
  .object({
    payoutMinutesMin: z.number().int().min(0).max(10_080),
    payoutMinutesMax: z.number().int().min(0).max(10_080),
  })
  .strict()
  .refine((b) => b.payoutMinutesMax >= b.payoutMinutesMin, {
    path: ['payoutMinutesMax'],
    message: 'the longest payout time cannot be shorter than the shortest',
  });
export type AdminBankPayout = z.infer<typeof AdminBankPayoutSchema>;

/** `GET|PUT /admin/payments/withdraw-requirements` (x-admin-key): the profile fields a member must
 * have filled in before withdrawing (default: the real name, which a card holder must match). */
export const AdminWithdrawRequirementsSchema = z
  .object({ profileFields: z.array(ProfileFieldSchema).max(12) })
  .strict();
export type AdminWithdrawRequirements = z.infer<typeof AdminWithdrawRequirementsSchema>;
