import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  fromMinor,
  isAgentType,
  MAIN_WALLET_ID,
  type TransactionType,
  type WalletTransfer,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { checkRange } from '../../lib/day-range.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { EventBus } from '../events/events.bus.js';
import { checkLedger } from '../ledger/invariants.js';
import {
  ledgerPostCall,
  memberBalances,
  player,
  postTransaction,
  system,
  withLedgerErrors,
} from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { verifyPaymentPassword } from '../payments/payment-password.js';
import { amountMinor, pageOf, refuseTrial } from '../payments/payments.common.js';
import type { TransferRow, VendorWallet, VendorWalletMode, WalletRepository } from './wallet.repository.js';

/** A fresh transfer is re-queried after this long if its process died before the vendor answered. */
const RECOVERY_CHECK_MS = 60_000;
/** A transfer whose vendor call timed out is first re-queried after this long. */
const TIMEOUT_CHECK_MS = 3_000;
/** How long a claimed re-query keeps other processes off a transfer. */
const CLAIM_LEASE_MS = 30_000;

const TRANSFER_SOURCE = 'wallet-transfer';
/**
 * The member's own "in transit" wallet (never listed, never in records): money whose vendor outcome
 * is not settled yet. Per member rather than one brand-wide account, so concurrent transfers of
 * different members never queue on one row; still a player account, so it can never go negative.
 */
export const TRANSIT_WALLET_ID = 0;
const AGENT_SOURCE = 'agent-transfer';
const BONUS_SOURCE = 'admin-bonus';

export interface WalletDeps {
  db: Db;
  repo: WalletRepository;
  events: EventBus;
}

/** A per-process read-through cache with a time to live (the promise is shared, so a burst loads once). */
function ttlCache<T>(ttlMs: number, load: (key: number) => Promise<T>) {
  const entries = new Map<number, { at: number; value: Promise<T> }>();
  return {
    get(key: number): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(key);
      value.catch(() => entries.delete(key));
      entries.set(key, { at: Date.now(), value });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

function refuseNonAgent(member: MemberRow): void {
  refuseTrial(member);
  if (!isAgentType(member.type)) throw AppError.rule(ErrorCode.agentOnly, 'only agents can do this');
}

/** `WT` + UTC time to the second + 8 random hex digits: sortable and unique (the column is unique). */
function transferNumber(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `WT${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

const DAY_MS = 86_400_000;

function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= end; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export function createWalletService(deps: WalletDeps) {
  const { db, repo, events } = deps;

  const toWire = (row: TransferRow, merchant: { currencyDecimals: number }): WalletTransfer => ({
    transferId: row.transferNo,
    requestId: row.requestId,
    fromAccountTypeId: row.fromAccountTypeId,
    toAccountTypeId: row.toAccountTypeId,
    amount: fromMinor(row.amountMinor, merchant.currencyDecimals),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  /** A request id seen before: the same request gets the first transfer, a different one is refused. */
  function sameOrReused(
    row: TransferRow,
    request: { fromAccountTypeId: number; toAccountTypeId: number; amountMinor: bigint },
  ): TransferRow {
    if (
      row.fromAccountTypeId !== request.fromAccountTypeId ||
      row.toAccountTypeId !== request.toAccountTypeId ||
      row.amountMinor !== request.amountMinor
    ) {
      throw AppError.rule(
        ErrorCode.idempotencyKeyReused,
        'this request id was already used for another transfer',
      );
    }
    return row;
  }

  // Read on every transfer, changed rarely by operators: kept briefly per process. A fault switch
  // made through this process applies at once; one made through another process within a second.
  const walletsOf = ttlCache(2_000, (merchantId: number) => repo.vendorWallets(merchantId));
  const modesOf = ttlCache(1_000, (merchantId: number) => repo.vendorModes(merchantId));
  const merchantById = ttlCache(60_000, (merchantId: number) => repo.merchantOf(merchantId));

  async function vendorWallet(merchant: MerchantRow, accountTypeId: number): Promise<VendorWallet> {
    const wallet = (await walletsOf.get(merchant.id)).find((w) => w.accountTypeId === accountTypeId);
    if (!wallet) {
      throw AppError.rule(ErrorCode.walletNotFound, `no wallet ${accountTypeId}`, {
        accountTypeId: 'WALLET_NOT_FOUND',
      });
    }
    return wallet;
  }

  async function modeOf(merchant: MerchantRow, wallet: VendorWallet): Promise<VendorWalletMode> {
    if (wallet.maintenance) return 'maintenance';
    return (await modesOf.get(merchant.id)).get(wallet.vendor) ?? 'normal';
  }

  /**
   * Settles a pending transfer to the vendor's answer, exactly once: the status changes only from
   * pending (a conditional update, in the same database transaction as the ledger posting, which is
   * itself keyed by the transfer number), so a status call and the job racing each other settle it once.
   */
  async function resolve(row: TransferRow, applied: boolean): Promise<TransferRow | null> {
    const merchant = await merchantById.get(row.merchantId);
    const status = applied ? 'success' : 'failed';
    const destination = applied ? row.toAccountTypeId : row.fromAccountTypeId;
    const settled = await withLedgerErrors(() =>
      repo.settleTransfer(
        row.id,
        status,
        ledgerPostCall({
          merchantId: row.merchantId,
          currency: merchant.currency,
          source: TRANSFER_SOURCE,
          idempotencyKey: `${row.transferNo}:settle`,
          type: 'TRANSFER_IN',
          memberId: row.memberId,
          reference: row.transferNo,
          metadata: { vendor: row.vendor, outcome: status },
          postings: [
            { account: player(row.memberId, TRANSIT_WALLET_ID), amount: -row.amountMinor },
            { account: player(row.memberId, destination), amount: row.amountMinor },
          ],
        }),
      ),
    );
    if (settled) events.publishWalletChanged(merchant.code, row.memberId);
    return settled;
  }

  /** The simulated vendor's transfer API, as its operator switch makes it behave. */
  async function callVendor(row: TransferRow, mode: VendorWalletMode): Promise<TransferRow | null> {
    switch (mode) {
      case 'normal':
        return resolve(row, await repo.vendorRecord(row.vendor, row.transferNo, true));
      case 'timeout': {
        // The vendor decides and books it; our call never hears back.
        await repo.vendorRecord(row.vendor, row.transferNo, randomInt(2) === 1);
        await repo.scheduleCheck(row.id, new Date(Date.now() + TIMEOUT_CHECK_MS));
        return null;
      }
      case 'fail':
      case 'maintenance':
        return resolve(row, await repo.vendorRecord(row.vendor, row.transferNo, false));
    }
  }

  /** The vendor's query API: its booked answer; a transfer it never received is booked as refused,
   * so the answer is final and a late delivery cannot apply it afterwards. */
  const queryVendor = (row: TransferRow) => repo.vendorRecord(row.vendor, row.transferNo, false);

  interface TransferInput {
    requestId: string;
    fromAccountTypeId: number;
    toAccountTypeId: number;
    amountMinor: bigint;
  }

  async function transferMinor(
    merchant: MerchantRow,
    member: MemberRow,
    input: TransferInput,
    wallet: VendorWallet,
  ): Promise<TransferRow> {
    const mode = await modeOf(merchant, wallet);
    if (mode === 'maintenance') {
      // A retry of a transfer made before the maintenance still answers its first result.
      const existing = await repo.transferByRequest(member.id, input.requestId);
      if (existing) return sameOrReused(existing, input);
      throw AppError.rule(ErrorCode.vendorMaintenance, `${wallet.vendor} is under maintenance`);
    }
    const transferNo = transferNumber();
    // The row and "out of the source into transit" commit together in one statement; refused as a
    // whole (no transfer row) when it would overdraw.
    const created = await withLedgerErrors(() =>
      repo.insertTransferWithPosting(
        {
          transferNo,
          merchantId: merchant.id,
          memberId: member.id,
          requestId: input.requestId,
          vendor: wallet.vendor,
          fromAccountTypeId: input.fromAccountTypeId,
          toAccountTypeId: input.toAccountTypeId,
          amountMinor: input.amountMinor,
          nextCheckAt: new Date(Date.now() + RECOVERY_CHECK_MS),
        },
        ledgerPostCall({
          merchantId: merchant.id,
          currency: merchant.currency,
          source: TRANSFER_SOURCE,
          idempotencyKey: `${transferNo}:out`,
          type: 'TRANSFER_OUT',
          memberId: member.id,
          reference: transferNo,
          metadata: { vendor: wallet.vendor },
          postings: [
            { account: player(member.id, input.fromAccountTypeId), amount: -input.amountMinor },
            { account: player(member.id, TRANSIT_WALLET_ID), amount: input.amountMinor },
          ],
        }),
      ),
    );
    if (!created) {
      // A retry, or a parallel call with the same request id that won the insert.
      const winner = await repo.transferByRequest(member.id, input.requestId);
      if (!winner) throw new Error('transfer conflict without a row');
      return sameOrReused(winner, input);
    }
    events.publishWalletChanged(merchant.code, member.id);
    return (await callVendor(created.row, mode)) ?? (await repo.transferByNo(transferNo)) ?? created.row;
  }

  async function refresh(row: TransferRow): Promise<TransferRow> {
    if (row.status !== 'pending') return row;
    await resolve(row, await queryVendor(row));
    return (await repo.transferByNo(row.transferNo)) ?? row;
  }

  async function memberOfAccount(merchant: MerchantRow, account: string): Promise<MemberRow> {
    const member = await repo.memberByAccount(merchant.id, account);
    if (!member) throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
    return member;
  }

  return {
    async balance(merchant: MerchantRow, member: MemberRow) {
      const [wallets, balances, held] = await Promise.all([
        walletsOf.get(merchant.id),
        memberBalances(db, merchant.id, member.id),
        repo.holdMinor(member.id),
      ]);
      const ids = [MAIN_WALLET_ID, ...wallets.map((w) => w.accountTypeId)];
      const money = (minor: bigint) => fromMinor(minor, merchant.currencyDecimals);
      const list = ids.map((id) => ({ accountTypeId: id, minor: balances.get(id) ?? 0n }));
      return {
        sumBalance: money(list.reduce((sum, w) => sum + w.minor, 0n)),
        balance: list.map((w) => ({ accountTypeId: w.accountTypeId, availBalance: money(w.minor) })),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        holdBalance: money(held),
      };
    },

    async transfer(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; fromAccountTypeId: number; toAccountTypeId: number; amount: string },
    ): Promise<WalletTransfer> {
      refuseTrial(member);
      const minor = amountMinor(body.amount, merchant);
      const vendorId =
        body.fromAccountTypeId === MAIN_WALLET_ID ? body.toAccountTypeId : body.fromAccountTypeId;
      const wallet = await vendorWallet(merchant, vendorId);
      const row = await transferMinor(merchant, member, { ...body, amountMinor: minor }, wallet);
      return toWire(row, merchant);
    },

    async transferStatus(
      merchant: MerchantRow,
      member: MemberRow,
      transferId: string,
    ): Promise<WalletTransfer> {
      const row = await repo.transferByNo(transferId);
      if (!row || row.memberId !== member.id) throw AppError.notFound(`no transfer ${transferId}`);
      return toWire(await refresh(row), merchant);
    },

    async recoverAll(merchant: MerchantRow, member: MemberRow, requestId: string) {
      refuseTrial(member);
      const [wallets, balances, modes] = await Promise.all([
        walletsOf.get(merchant.id),
        memberBalances(db, merchant.id, member.id),
        modesOf.get(merchant.id),
      ]);
      const keyOf = (w: VendorWallet) => `${requestId}:${w.accountTypeId}`;
      const earlier = new Map(
        (await repo.transfersByRequests(member.id, wallets.map(keyOf))).map((r) => [r.requestId, r]),
      );
      const transfers: WalletTransfer[] = [];
      for (const wallet of wallets) {
        const before = earlier.get(keyOf(wallet));
        if (before) {
          transfers.push(toWire(before, merchant));
          continue;
        }
        const minor = balances.get(wallet.accountTypeId) ?? 0n;
        if (minor <= 0n || wallet.maintenance || modes.get(wallet.vendor) === 'maintenance') continue;
        try {
          const row = await transferMinor(
            merchant,
            member,
            {
              requestId: keyOf(wallet),
              fromAccountTypeId: wallet.accountTypeId,
              toAccountTypeId: MAIN_WALLET_ID,
              amountMinor: minor,
            },
            wallet,
          );
          transfers.push(toWire(row, merchant));
        } catch (err) {
          // Spent or moved meanwhile, or switched to maintenance: the other wallets still come back.
          const skippable = [ErrorCode.insufficientBalance, ErrorCode.vendorMaintenance] as string[];
          if (err instanceof AppError && skippable.includes(err.code)) continue;
          throw err;
        }
      }
      return { transfers };
    },

    /** One pass of the re-query job: claims due pending transfers and resolves each from the vendor. */
    /** Drops the cached vendor lanes and fault switches (an operator changed them directly). */
    forgetCachedVendorSettings(): void {
      walletsOf.clear();
      modesOf.clear();
    },

    async recheckDue(limit = 20): Promise<number> {
      const due = await repo.claimDue(limit, CLAIM_LEASE_MS);
      for (const row of due) await refresh(row);
      return due.length;
    },

    async setVendorMode(merchant: MerchantRow, vendor: string, mode: VendorWalletMode) {
      const wallet = (await repo.vendorWallets(merchant.id)).find((w) => w.vendor === vendor);
      if (!wallet) throw AppError.notFound(`merchant ${merchant.code} has no vendor ${vendor}`);
      await repo.setVendorMode(merchant.id, vendor, mode);
      modesOf.clear();
      return { vendor, mode };
    },

    async agentTargets(merchant: MerchantRow, member: MemberRow) {
      refuseNonAgent(member);
      const upline = member.uplineId === null ? undefined : await repo.memberById(member.uplineId);
      const downlines = await repo.downlines(merchant.id, member.id);
      return {
        upline:
          upline && upline.merchantId === merchant.id && upline.status === 'active'
            ? { account: upline.account, nickname: upline.nickname }
            : null,
        downlines: downlines.map((d) => ({ account: d.account, nickname: d.nickname })),
      };
    },

    async agentTransfer(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; targetAccount: string; amount: string; paymentPassword: string },
    ) {
      refuseNonAgent(member);
      const minor = amountMinor(body.amount, merchant);
      const target = await repo.memberByAccount(merchant.id, body.targetAccount.trim());
      const direction: 'upline' | 'downline' | null =
        target && target.id === member.uplineId
          ? 'upline'
          : target && target.uplineId === member.id
            ? 'downline'
            : null;
      if (!target || direction === null || target.status !== 'active' || target.id === member.id) {
        throw AppError.rule(
          ErrorCode.transferTargetNotAllowed,
          'you can send only to your upline or a direct downline',
          {
            targetAccount: 'TRANSFER_TARGET_NOT_ALLOWED',
          },
        );
      }
      await verifyPaymentPassword(db, member.id, body.paymentPassword);
      // Derived from the request id, so a retry posts the same movement and is recognised as one.
      const transferId = `AT${createHash('sha256')
        .update(`${merchant.id}:${member.id}:${body.requestId}`)
        .digest('hex')
        .slice(0, 20)
        .toUpperCase()}`;
      const result = await postTransaction(db, {
        merchantId: merchant.id,
        currency: merchant.currency,
        source: AGENT_SOURCE,
        idempotencyKey: `${member.id}:${body.requestId}`,
        type: 'AGENT_TRANSFER_OUT',
        memberId: member.id,
        reference: transferId,
        metadata: { targetAccount: target.account, targetMemberId: target.id, direction },
        postings: [
          { account: player(member.id, MAIN_WALLET_ID), amount: -minor },
          { account: player(target.id, MAIN_WALLET_ID), amount: minor },
        ],
      });
      if (!result.replayed) {
        events.publishWalletChanged(merchant.code, member.id);
        events.publishWalletChanged(merchant.code, target.id);
      }
      return {
        transferId,
        targetAccount: target.account,
        direction,
        amount: fromMinor(minor, merchant.currencyDecimals),
        createdAt: result.createdAt.toISOString(),
      };
    },

    async transactions(
      merchant: MerchantRow,
      member: MemberRow,
      query: {
        startDate: string;
        endDate: string;
        types: TransactionType[] | null;
        pageNo: number;
        pageSize: number;
      },
    ) {
      checkRange(query.startDate, query.endDate);
      const money = (minor: bigint) => fromMinor(minor, merchant.currencyDecimals);
      const { total, rows } = await repo.transactions(
        { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone, ...query },
        query.types,
        query.pageNo,
        query.pageSize,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          time: r.createdAt.toISOString(),
          type: r.type as TransactionType,
          amount: money(r.amount),
          balanceAfter: money(r.balanceAfter),
          accountTypeId: r.accountTypeId,
          reference: r.reference,
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async profitLoss(
      merchant: MerchantRow,
      member: MemberRow,
      query: { startDate: string; endDate: string },
    ) {
      checkRange(query.startDate, query.endDate);
      const range = { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone, ...query };
      // Money in and out from the ledger; play from the rounds, so that a round still open is
      // neither a loss nor in the profit (its stake shows as pending) and the bet is the valid bet.
      const [sums, rounds] = await Promise.all([
        repo.dailySums(range, ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS']),
        repo.dailyRounds(range),
      ]);
      const empty = () => ({ deposit: 0n, withdraw: 0n, bonus: 0n, bet: 0n, win: 0n, pendingBet: 0n });
      const byDay = new Map(daysOf(query.startDate, query.endDate).map((d) => [d, empty()]));
      for (const { day, type, total } of sums) {
        const bucket = byDay.get(day);
        if (!bucket) continue;
        // Signed entry sums on the member's wallets: money out is negative.
        if (type === 'DEPOSIT') bucket.deposit += total;
        else if (type === 'WITHDRAW' || type === 'WITHDRAW_REFUND') bucket.withdraw -= total;
        else if (type === 'BONUS') bucket.bonus += total;
      }
      for (const { day, validBet, win, pendingBet } of rounds) {
        const bucket = byDay.get(day);
        if (!bucket) continue;
        bucket.bet += validBet;
        bucket.win += win;
        bucket.pendingBet += pendingBet;
      }
      const money = (minor: bigint) => fromMinor(minor, merchant.currencyDecimals);
      const shape = (b: ReturnType<typeof empty>) => ({
        deposit: money(b.deposit),
        withdraw: money(b.withdraw),
        bonus: money(b.bonus),
        bet: money(b.bet),
        win: money(b.win),
        profit: money(b.win - b.bet + b.bonus),
        pendingBet: money(b.pendingBet),
      });
      const total = empty();
      for (const b of byDay.values()) {
        total.deposit += b.deposit;
        total.withdraw += b.withdraw;
        total.bonus += b.bonus;
        total.bet += b.bet;
        total.win += b.win;
        total.pendingBet += b.pendingBet;
      }
      return {
        ...shape(total),
        days: [...byDay.entries()].map(([date, b]) => ({ date, ...shape(b) })),
      };
    },

    async bonusDetails(
      merchant: MerchantRow,
      member: MemberRow,
      query: { startDate: string; endDate: string; pageNo: number; pageSize: number },
    ) {
      checkRange(query.startDate, query.endDate);
      const { total, rows } = await repo.bonuses(
        { merchantId: merchant.id, memberId: member.id, timeZone: merchant.timeZone, ...query },
        query.pageNo,
        query.pageSize,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          time: r.createdAt.toISOString(),
          bonusType: r.bonusType,
          description: r.description,
          amount: fromMinor(r.amount, merchant.currencyDecimals),
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async adminBonus(
      merchant: MerchantRow,
      account: string,
      body: {
        requestId: string;
        amount: string;
        bonusType: string;
        description: string;
        turnoverMultiplier: number;
      },
    ) {
      const member = await memberOfAccount(merchant, account);
      refuseTrial(member);
      const minor = amountMinor(body.amount, merchant);
      const outcome = await db.transaction(async (tx) => {
        const posted = await postTransaction(tx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          source: BONUS_SOURCE,
          idempotencyKey: `${member.id}:${body.requestId}`,
          type: 'BONUS',
          memberId: member.id,
          reference: `BN-${body.requestId}`,
          metadata: { bonusType: body.bonusType, description: body.description },
          postings: [
            { account: system('BONUS'), amount: -minor },
            { account: player(member.id, MAIN_WALLET_ID), amount: minor },
          ],
        });
        // Raised with the movement, so a replayed bonus never raises the requirement twice.
        const turnover = await repo.addTurnover(tx, member.id, {
          required: posted.replayed ? 0n : minor * BigInt(body.turnoverMultiplier),
        });
        return { posted, turnover };
      });
      if (!outcome.posted.replayed) events.publishWalletChanged(merchant.code, member.id);
      return {
        transactionId: String(outcome.posted.transactionId),
        replayed: outcome.posted.replayed,
        turnoverRequired: fromMinor(outcome.turnover.requiredMinor, merchant.currencyDecimals),
      };
    },

    async adminTurnover(merchant: MerchantRow, account: string, body: { amount: string }) {
      const member = await memberOfAccount(merchant, account);
      const minor = amountMinor(body.amount, merchant);
      const turnover = await repo.addTurnover(db, member.id, { done: minor });
      return {
        turnoverRequired: fromMinor(turnover.requiredMinor, merchant.currencyDecimals),
        turnoverDone: fromMinor(turnover.doneMinor, merchant.currencyDecimals),
      };
    },

    ledgerCheck: () => checkLedger(db),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the wallet service's cached vendor lanes and fault switches (tests, operators). */
    forgetCachedVendorSettings: () => void;
  }
}
