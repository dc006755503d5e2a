/**
 * The merchant wallet (the spec's "merchant wallet" call): how the brand's money works for its game
 * vendors. Beside wallet.ts, which games.ts reaches through disputes.ts: this file names the game
 * categories, so it keeps out of that chain.
 */
import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { GameCategorySchema } from './games.js';

/**
 * How a vendor's games take the player's money: `seamless`, straight from the main wallet (the vendor
 * calls the platform's seamless wallet per bet: nothing to transfer); `transfer`, from a wallet of the
 * vendor's own that the player fills and empties by main<->vendor transfers.
 */
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export const WalletModeSchema = z.enum(WALLET_MODES);
export type WalletMode = z.infer<typeof WalletModeSchema>;

/**
 * `GET /wps/relay/GCS_merchantWallet` (the spec's "merchant wallet"; no token: the brand's, not a
 * member's): the brand's currency, the limits of one main<->vendor transfer (null: no limit on that
 * side; recovering every wallet to main is never limited), and each vendor the brand offers with its
 * wallet mode, its wallet's accountTypeId (the main wallet's, 1, for a seamless vendor), the
 * categories it is offered in, and whether one of its lanes is under maintenance. Vendors in the
 * brand's menu order.
 */
export const MerchantWalletSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyDecimals: z.number().int().min(0).max(8),
  transferLimits: z.object({ min: MoneySchema.nullable(), max: MoneySchema.nullable() }),
  vendors: z.array(
    z.object({
      vendor: z.string(),
      walletMode: WalletModeSchema,
      accountTypeId: z.number().int(),
      gameTypes: z.array(GameCategorySchema),
      maintenance: z.boolean(),
    }),
  ),
});
export type MerchantWallet = z.infer<typeof MerchantWalletSchema>;

/** `GCS_merchantWallet` query: the brand comes from the Merchant header; nothing else is asked. */
export const MerchantWalletQuerySchema = z.object({ merchant: z.string().max(32).optional() });
