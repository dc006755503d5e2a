/**
 * Main<->vendor transfers: the balance, a transfer, its status, recover-all and the re-query job.
 * The money leaves the source for the member's in-transit wallet first and reaches its destination
 * (or goes back) only once the vendor's outcome is known, exactly once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, MAIN_WALLET_ID, type WalletTransfer } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { EventBus } from '../events/events.bus.js';
import { ledgerPostCall, memberBalances, player, withLedgerErrors } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { transferLimitsOf } from './merchant-wallet.service.js';
import type { VendorSettings } from './vendor-settings.js';
import type { TransferRow, VendorWallet, WalletRepository } from './wallet.repository.js';

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

export interface TransfersDeps {
  db: Db;
  repo: WalletRepository;
  settings: VendorSettings;
  events: EventBus;
}

interface TransferInput {
  requestId: string;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amountMinor: bigint;
}

/** `WT` + UTC time to the second + 8 random hex digits: sortable and unique (the column is unique). */
function transferNumber(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `WT${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

function toWire(row: TransferRow, merchant: { currencyDecimals: number }): WalletTransfer {
  return {
    transferId: row.transferNo,
    requestId: row.requestId,
    fromAccountTypeId: row.fromAccountTypeId,
    toAccountTypeId: row.toAccountTypeId,
    amount: money(row.amountMinor, merchant),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whether an amount is outside the brand's limits of one transfer (the merchant wallet's
 * `transferLimits`). Recover-all is not held to them: it returns whatever a vendor wallet holds.
 */
function outsideLimits(minor: bigint, merchant: MerchantRow): boolean {
  const { transferMinMinor: min, transferMaxMinor: max } = merchant;
  return (min !== null && minor < min) || (max !== null && minor > max);
}

function outOfLimits(merchant: MerchantRow): AppError {
  const limits = transferLimitsOf(merchant);
  return AppError.rule(
    ErrorCode.amountOutOfRange,
    `a transfer must be between ${limits.min ?? 'any amount'} and ${limits.max ?? 'any amount'}`,
    { amount: 'AMOUNT_OUT_OF_RANGE' },
  );
}

/** A request id seen before: the same request gets the first transfer, a different one is refused. */
function sameOrReused(row: TransferRow, request: Omit<TransferInput, 'requestId'>): TransferRow {
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

/** The movement that settles `row` on the vendor's answer: from transit to its destination. */
export function transferSettlement(
  row: Pick<
    TransferRow,
    | 'merchantId'
    | 'memberId'
    | 'transferNo'
    | 'vendor'
    | 'amountMinor'
    | 'fromAccountTypeId'
    | 'toAccountTypeId'
  >,
  merchant: { currency: string },
  applied: boolean,
) {
  const status = applied ? 'success' : 'failed';
  const destination = applied ? row.toAccountTypeId : row.fromAccountTypeId;
  return ledgerPostCall({
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
  });
}

export function createTransfersService(deps: TransfersDeps) {
  const { db, repo, settings, events } = deps;

  /**
   * Settles a pending transfer to the vendor's answer, exactly once: the status changes only from
   * pending (a conditional update, in the same database transaction as the ledger posting, which is
   * itself keyed by the transfer number), so a status call and the job racing each other settle it once.
   */
  async function settle(row: TransferRow, applied: boolean): Promise<TransferRow | null> {
    const merchant = await settings.merchant(row.merchantId);
    const settled = await withLedgerErrors(() =>
      repo.settleTransfer(row.id, applied ? 'success' : 'failed', transferSettlement(row, merchant, applied)),
    );
    if (settled) events.publishWalletChanged(merchant.code, row.memberId);
    return settled;
  }

  /** The vendor's query API: its booked answer; a transfer it never received is booked as refused,
   * so the answer is final and a late delivery cannot apply it afterwards. */
  const queryVendor = (row: TransferRow) => repo.vendorRecord(row.vendor, row.transferNo, false);

  async function refresh(row: TransferRow): Promise<TransferRow> {
    if (row.status !== 'pending') return row;
    await settle(row, await queryVendor(row));
    return (await repo.transferByNo(row.transferNo)) ?? row;
  }

  async function transferMinor(
    merchant: MerchantRow,
    member: MemberRow,
    input: TransferInput,
    wallet: VendorWallet,
  ): Promise<TransferRow> {
    const mode = await settings.mode(merchant, wallet);
    if (mode === 'maintenance') {
      // A retry of a transfer made before the maintenance still answers its first result.
      const existing = await repo.transferByRequest(member.id, input.requestId);
      if (existing) return sameOrReused(existing, input);
      throw AppError.rule(ErrorCode.vendorMaintenance, `${wallet.vendor} is under maintenance`);
    }
    const values = {
      transferNo: transferNumber(),
      merchantId: merchant.id,
      memberId: member.id,
      requestId: input.requestId,
      vendor: wallet.vendor,
      fromAccountTypeId: input.fromAccountTypeId,
      toAccountTypeId: input.toAccountTypeId,
      amountMinor: input.amountMinor,
    };
    // Out of the source into transit. Refused as a whole (no transfer row) when it would overdraw,
    // or when it would pay out of the main wallet of a member who owes a contract settlement
    // (ADR 0009; the ledger refuses it, migration 0034, ACCOUNT_FROZEN).
    const out = ledgerPostCall({
      merchantId: merchant.id,
      currency: merchant.currency,
      source: TRANSFER_SOURCE,
      idempotencyKey: `${values.transferNo}:out`,
      type: 'TRANSFER_OUT',
      memberId: member.id,
      reference: values.transferNo,
      metadata: { vendor: wallet.vendor },
      postings: [
        { account: player(member.id, input.fromAccountTypeId), amount: -input.amountMinor },
        { account: player(member.id, TRANSIT_WALLET_ID), amount: input.amountMinor },
      ],
    });
    /** A retry, or a parallel call with the same request id that won the insert: its first result. */
    const firstResult = async () => {
      const winner = await repo.transferByRequest(member.id, input.requestId);
      if (!winner) throw new Error('transfer conflict without a row');
      return sameOrReused(winner, input);
    };

    if (mode === 'normal' || mode === 'fail') {
      // The vendor answers at once: the whole transfer is one statement (ADR 0005's second
      // amendment). A retry of a transfer made before (a freeze, a limit) inserts nothing and
      // answers its first result.
      const applied = mode === 'normal';
      const settled = await withLedgerErrors(() =>
        repo.transferAtOnce(values, applied, {
          out,
          settle: transferSettlement(values, merchant, applied),
        }),
      );
      if (!settled) return firstResult();
      events.publishWalletChanged(merchant.code, member.id);
      return settled;
    }

    // The vendor never answers (`timeout`): the row and the money into transit commit together in
    // one statement, then the vendor books on its own and the re-query settles it.
    const created = await withLedgerErrors(() =>
      repo.insertTransferWithPosting(
        { ...values, nextCheckAt: new Date(Date.now() + RECOVERY_CHECK_MS) },
        out,
      ),
    );
    if (!created) return firstResult();
    events.publishWalletChanged(merchant.code, member.id);
    // The vendor decides and books it; our call never hears back.
    await repo.vendorRecord(wallet.vendor, values.transferNo, randomInt(2) === 1);
    await repo.scheduleCheck(created.row.id, new Date(Date.now() + TIMEOUT_CHECK_MS));
    return (await repo.transferByNo(values.transferNo)) ?? created.row;
  }

  return {
    async balance(merchant: MerchantRow, member: MemberRow) {
      const [wallets, balances, held] = await Promise.all([
        settings.wallets(merchant.id),
        memberBalances(db, merchant.id, member.id),
        repo.holdMinor(member.id),
      ]);
      const ids = [MAIN_WALLET_ID, ...wallets.map((w) => w.accountTypeId)];
      const list = ids.map((id) => ({ accountTypeId: id, minor: balances.get(id) ?? 0n }));
      return {
        sumBalance: money(
          list.reduce((sum, w) => sum + w.minor, 0n),
          merchant,
        ),
        balance: list.map((w) => ({
          accountTypeId: w.accountTypeId,
          availBalance: money(w.minor, merchant),
        })),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        holdBalance: money(held, merchant),
      };
    },

    async transfer(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; fromAccountTypeId: number; toAccountTypeId: number; amount: string },
    ): Promise<WalletTransfer> {
      refuseTrial(member, 'cannot move money');
      const minor = amountMinor(body.amount, merchant);
      const vendorId =
        body.fromAccountTypeId === MAIN_WALLET_ID ? body.toAccountTypeId : body.fromAccountTypeId;
      const wallet = await settings.wallet(merchant, vendorId);
      if (outsideLimits(minor, merchant)) {
        // A retry of a transfer made before the limits changed still answers its first result.
        const existing = await repo.transferByRequest(member.id, body.requestId);
        if (existing) return toWire(sameOrReused(existing, { ...body, amountMinor: minor }), merchant);
        throw outOfLimits(merchant);
      }
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
      refuseTrial(member, 'cannot move money');
      const [wallets, balances, modes] = await Promise.all([
        settings.wallets(merchant.id),
        memberBalances(db, merchant.id, member.id),
        settings.modes(merchant.id),
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
    async recheckDue(limit = 20): Promise<number> {
      const due = await repo.claimDue(limit, CLAIM_LEASE_MS);
      for (const row of due) await refresh(row);
      return due.length;
    },
  };
}
