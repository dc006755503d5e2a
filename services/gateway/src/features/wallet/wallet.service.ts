/**
 * The wallet: balances (main and vendor wallets), main<->vendor transfers, recover-all, and the live
 * balance pushed over the WebSocket.
 *
 * Money-moving calls pass the client's `requestId` through unchanged and are never retried here: a
 * timeout leaves the outcome unknown, and only the client's retry with the same id is safe (the
 * platform answers it with the first result and moves nothing twice).
 */
import {
  BalanceSchema,
  MAIN_WALLET_ID,
  RecoverAllValueSchema,
  WalletBalanceSchema,
  WalletTransferSchema,
  type Balance,
  type VendorCard,
  type WalletTransfer,
  type WalletTransferRequest,
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
    services.upstream.call('/wps/v2/wallets/balance', { ...callMeta(ctx), schema: WalletBalanceSchema }),
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

export function transfer(ctx: MemberContext, input: WalletTransferRequest): Promise<WalletTransfer> {
  return ctx.services.upstream.call('/wps/relay/GCS_walletTransfer', {
    ...callMeta(ctx),
    method: 'POST',
    body: input,
    schema: WalletTransferSchema,
  });
}

export function transferStatus(ctx: MemberContext, transferId: string): Promise<WalletTransfer> {
  return ctx.services.upstream.call('/wps/relay/GCS_walletTransferStatus', {
    ...callMeta(ctx),
    query: { transferId },
    schema: WalletTransferSchema,
  });
}

export function recoverAll(ctx: MemberContext, requestId: string): Promise<{ transfers: WalletTransfer[] }> {
  return ctx.services.upstream.call('/wps/relay/GCS_walletRecoverAll', {
    ...callMeta(ctx),
    method: 'POST',
    body: { requestId },
    schema: RecoverAllValueSchema,
  });
}

/** The member's balance now, then again whenever the platform says it changed (watchMemberValue). */
export function watchBalance(ctx: MemberContext, signal: AbortSignal | undefined): AsyncGenerator<Balance> {
  return watchMemberValue(ctx, signal, {
    events: ['wallet.changed'],
    read: () => getBalance(ctx),
    label: 'balance',
  });
}

/** The member's balances (main and vendor wallets). */
export function getBalance(ctx: MemberContext): Promise<Balance> {
  return ctx.services.upstream.call('/wps/v2/wallets/balance', { ...callMeta(ctx), schema: BalanceSchema });
}
