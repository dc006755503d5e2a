/**
 * The wallet overview: the member's balances, main first, each vendor wallet named from the vendor
 * lanes, with the merchant wallet's word on what is a transfer wallet, its limits, and which vendors
 * play seamlessly from the main wallet. The calls that only forward to the platform sit in the router.
 */
import {
  BalanceSchema,
  MAIN_WALLET_ID,
  walletEndpoints,
  type Balance,
  type GameCategory,
  type MerchantWallet,
  type VendorCard,
} from '@portal/contracts';
import { watchMemberValue } from '../../realtime/watch-member.js';
import { getLanes, publicMeta } from '../../platform/lanes.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

/** Name key of the main wallet; the web translates it. */
export const MAIN_WALLET_NAME = 'main';

export interface WalletEntry {
  accountTypeId: number;
  /** 'main' for the main wallet, else the vendor's display name (its accountTypeId if unknown). */
  name: string;
  /** Vendor code; null for the main wallet and for a wallet no vendor lane names. */
  vendor: string | null;
  balance: string;
  /** The merchant wallet says the vendor (a lane of it, or its wallet) is under maintenance. */
  maintenance: boolean;
}

/** A vendor whose games take their bets straight from the main wallet: nothing to transfer. */
export interface SeamlessVendor {
  vendor: string;
  /** Its display name in the visitor's language (its first lane's), else its code. */
  name: string;
  gameTypes: GameCategory[];
}

export interface WalletOverview {
  sumBalance: string;
  holdBalance: string;
  currency: string;
  currencySymbol: string;
  currencyDecimals: number;
  /** The brand's limits of one main<->vendor transfer (null: none on that side). */
  transferLimits: MerchantWallet['transferLimits'];
  /** The main wallet first, then the transfer vendors' wallets. */
  wallets: WalletEntry[];
  seamlessVendors: SeamlessVendor[];
}

export async function getOverview(ctx: MemberContext): Promise<WalletOverview> {
  const { services, visitor } = ctx;
  // The merchant wallet is read on every visit, not cached: its limits and maintenance decide what
  // the transfer form offers, and the page is about money.
  const [balance, lanes, merchant] = await Promise.all([
    services.upstream.call(walletEndpoints.balance, callMeta(ctx)),
    getLanes(services, visitor),
    services.upstream.call(walletEndpoints.merchantWallet, { ...publicMeta(visitor), query: {} }),
  ]);
  const cards = lanes.flatMap((lane) => lane.vendors);
  const cardOfVendor = new Map<string, VendorCard>();
  for (const card of cards) if (!cardOfVendor.has(card.vendor)) cardOfVendor.set(card.vendor, card);
  const byWallet = new Map(
    merchant.vendors.filter((v) => v.walletMode === 'transfer').map((v) => [v.accountTypeId, v]),
  );
  const wallets: WalletEntry[] = balance.balance.map(({ accountTypeId, availBalance }) => {
    if (accountTypeId === MAIN_WALLET_ID) {
      return {
        accountTypeId,
        name: MAIN_WALLET_NAME,
        vendor: null,
        balance: availBalance,
        maintenance: false,
      };
    }
    const owner = byWallet.get(accountTypeId);
    const card = owner
      ? cardOfVendor.get(owner.vendor)
      : cards.find((c) => c.accountTypeId === accountTypeId);
    return {
      accountTypeId,
      name: card?.displayName ?? String(accountTypeId),
      vendor: owner?.vendor ?? card?.vendor ?? null,
      balance: availBalance,
      maintenance: owner?.maintenance ?? card?.maintenance ?? false,
    };
  });
  // Main first whatever order the platform used; the others keep theirs (sort is stable).
  wallets.sort(
    (a, b) => Number(b.accountTypeId === MAIN_WALLET_ID) - Number(a.accountTypeId === MAIN_WALLET_ID),
  );
  return {
    sumBalance: balance.sumBalance,
    holdBalance: balance.holdBalance ?? '0',
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    currencyDecimals: merchant.currencyDecimals,
    transferLimits: merchant.transferLimits,
    wallets,
    seamlessVendors: merchant.vendors
      .filter((v) => v.walletMode === 'seamless')
      .map((v) => ({
        vendor: v.vendor,
        name: cardOfVendor.get(v.vendor)?.displayName ?? v.vendor,
        gameTypes: v.gameTypes,
      })),
  };
}

/** The member's balance now, then again whenever the platform says it changed (watchMemberValue). */
export function watchBalance(ctx: MemberContext, signal: AbortSignal | undefined): AsyncGenerator<Balance> {
  return watchMemberValue(ctx, signal, {
    events: ['wallet.changed'],
    read: () => getBalance(ctx),
    label: 'balance',
  });
}

/** The member's balances (main and vendor wallets), without the held amount (member.balance's shape). */
export async function getBalance(ctx: MemberContext): Promise<Balance> {
  return BalanceSchema.parse(await ctx.services.upstream.call(walletEndpoints.balance, callMeta(ctx)));
}
