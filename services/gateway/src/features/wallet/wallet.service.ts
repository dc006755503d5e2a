/**
 * The wallet: balances (main and vendor wallets), main<->vendor transfers, recover-all, and the live
 * balance pushed over the WebSocket.
 *
 * Money-moving calls pass the client's `requestId` through unchanged and are never retried here: a
 * timeout leaves the outcome unknown, and only the client's retry with the same id is safe (the
 * platform answers it with the first result and moves nothing twice).
 */
import {
  ErrorCode,
  MAIN_WALLET_ID,
  RecoverAllValueSchema,
  WalletBalanceSchema,
  WalletTransferSchema,
  type Balance,
  type VendorCard,
  type WalletTransfer,
  type WalletTransferRequest,
} from '@portal/contracts';
import { AppError, toAppError } from '../../errors/app-error.js';
import { sleepUntil } from '../../realtime/hub.js';
import { getLanes } from '../games/games.service.js';
import { callMeta, getBalance, type MemberContext } from '../member/member.service.js';
import { loadStatus } from '../system/system.service.js';

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

/** The member id the platform's events name; null for a session that does not know it. */
export function memberIdOf(ctx: MemberContext): number | null {
  const id = Number(ctx.session.data.userId);
  return ctx.session.data.userId !== null && Number.isSafeInteger(id) ? id : null;
}

/**
 * A WebSocket's context keeps the session it was opened with; the record may have ended since
 * (logout, expiry, login elsewhere). Checked before every read, so a socket outliving its session
 * stops pushing.
 */
export async function requireLiveSession(ctx: MemberContext): Promise<void> {
  const current = await ctx.services.sessions.get(ctx.session.id);
  if (current?.data.upstreamToken !== ctx.session.data.upstreamToken)
    throw new AppError(ErrorCode.loginRequired);
}

/**
 * The member's balance now, then again whenever the platform says it changed (or the event stream
 * reconnected, when changes may have been missed). Bursts coalesce: one read at a time, and events
 * arriving during a read cause exactly one more read after it. A failed read is retried after
 * STATUS_POLL_MS; an ended local session (LOGIN_REQUIRED) or platform session (login.not.session)
 * ends the subscription.
 */
export async function* watchBalance(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
): AsyncGenerator<Balance> {
  let dirty = false;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  // Listening before the first read: a change during it is not lost. The member's channel comes
  // from the session, never from the client. A session without a member id hears resyncs only.
  const onEvent = (event: { type: string }) => {
    if (event.type !== 'wallet.changed' && event.type !== 'resync') return;
    dirty = true;
    wake();
  };
  const memberId = memberIdOf(ctx);
  const unsubscribe =
    memberId === null
      ? await ctx.services.realtime.onResync(onEvent)
      : await ctx.services.realtime.onMember(memberId, onEvent);
  try {
    await requireLiveSession(ctx);
    yield await getBalance(ctx);
    while (!signal?.aborted) {
      if (!dirty) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      dirty = false;
      woken = new Promise<void>((r) => (wake = r));
      await requireLiveSession(ctx);
      let balance: Balance;
      try {
        balance = await getBalance(ctx);
      } catch (err) {
        const appError = toAppError(err);
        if (appError.code === ErrorCode.notSession) throw appError;
        ctx.log.warn({ code: appError.code }, 'balance refresh failed; retrying');
        await sleepUntil(ctx.services.config.statusPollMs, signal);
        dirty = true;
        continue;
      }
      yield balance;
    }
  } finally {
    await unsubscribe();
  }
}
