/**
 * The wallet overview (balances named from the vendor lanes, main first) and the live balance. The
 * calls that only forward to the platform sit in the router.
 */
import {
  BalanceSchema,
  MAIN_WALLET_ID,
  walletEndpoints,
  type Balance,
  type VendorCard,
} from '@portal/contracts';
import { watchMemberValue } from '../../realtime/watch-member.js';
import { getLanes } from '../../platform/lanes.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { loadStatus } from '../../platform/status.js';

/** Name key of the main wallet; the web translates it. */
export const MAIN_WALLET_NAME = 'main';

export interface WalletEntry {
  accountTypeId: number;
  /** 'main' for the main wallet, else the vendor's display name (its accountTypeId if unknown). */
  name: string;
  /** Vendor code; null for the main wallet and for a wallet no vendor lane names. */
  vendor: string | null;
  balance: string;
  maintenance: boolean;
}

export interface WalletOverview {
  sumBalance: string;
  holdBalance: string;
  currency: string;
  currencySymbol: string;
  currencyDecimals: number;
  wallets: WalletEntry[];
}

export async function getOverview(ctx: MemberContext): Promise<WalletOverview> {
  const { services, visitor } = ctx;
  const [balance, lanes, status] = await Promise.all([
    services.upstream.call(walletEndpoints.balance, callMeta(ctx)),
    getLanes(services, visitor),
    loadStatus(services, visitor),
  ]);
  const vendors = new Map<number, VendorCard>();
  for (const lane of lanes) {
    for (const card of lane.vendors)
      if (!vendors.has(card.accountTypeId)) vendors.set(card.accountTypeId, card);
  }
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
    const card = vendors.get(accountTypeId);
    return {
      accountTypeId,
      name: card?.displayName ?? String(accountTypeId),
      vendor: card?.vendor ?? null,
      balance: availBalance,
      maintenance: card?.maintenance ?? false,
    };
  });
  // Main first whatever order the platform used; the others keep theirs (sort is stable).
  wallets.sort(
    (a, b) => Number(b.accountTypeId === MAIN_WALLET_ID) - Number(a.accountTypeId === MAIN_WALLET_ID),
  );
  return {
    sumBalance: balance.sumBalance,
    holdBalance: balance.holdBalance ?? '0',
    currency: balance.currency,
    currencySymbol: balance.currencySymbol,
    currencyDecimals: status.info.brand.currencyDecimals,
    wallets,
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
