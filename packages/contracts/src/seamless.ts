import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { AmountSchema } from './wallet.js';

/**
 * The platform's seamless-wallet API: how a game vendor that keeps no wallet of its own
 * moves a player's main-wallet money. The real platform's vendor API is not published; this project
 * decides it (upstream-contract.md). Every call is `POST /wps/seamless/<call>` with a JSON body signed
 * by the vendor: header `x-seamless-signature` = hex HMAC-SHA256 of the raw body with the vendor's
 * key. Debits, credits and rollbacks are idempotent by the vendor's `txId` and tied to a `roundId`.
 */
export const SEAMLESS_SIGNATURE_HEADER = 'x-seamless-signature';
export const SEAMLESS_CALLS = ['debit', 'credit', 'rollback'] as const;
export type SeamlessCall = (typeof SEAMLESS_CALLS)[number];

const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor_format');
const VendorIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'id_format');

/** `POST /wps/seamless/balance`. */
export const SeamlessBalanceRequestSchema = z.object({
  vendor: VendorCodeSchema,
  account: z.string().min(1).max(64),
});
export type SeamlessBalanceRequest = z.infer<typeof SeamlessBalanceRequestSchema>;

/** `POST /wps/seamless/debit` (a bet) and `/credit` (the round's result; 0 settles a loss). */
export const SeamlessMoveRequestSchema = SeamlessBalanceRequestSchema.extend({
  txId: VendorIdSchema,
  roundId: VendorIdSchema,
  gameCode: z.string().min(1).max(64),
  amount: z.union([AmountSchema, z.string().regex(/^0(\.0{1,8})?$/, 'amount_format')]),
});
export type SeamlessMoveRequest = z.infer<typeof SeamlessMoveRequestSchema>;

/** `POST /wps/seamless/rollback`: returns the debit `refTxId` of a round that is still open. */
export const SeamlessRollbackRequestSchema = SeamlessBalanceRequestSchema.extend({
  txId: VendorIdSchema,
  roundId: VendorIdSchema,
  refTxId: VendorIdSchema,
});
export type SeamlessRollbackRequest = z.infer<typeof SeamlessRollbackRequestSchema>;

/** The answer of every seamless call: the player's main-wallet balance after it. `replayed` is true
 * when the txId was seen before (nothing moved this time). */
export const SeamlessResultSchema = z.object({
  balance: MoneySchema,
  currency: z.string(),
  replayed: z.boolean(),
});
export type SeamlessResult = z.infer<typeof SeamlessResultSchema>;
