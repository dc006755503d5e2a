import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { MAIN_WALLET_ID } from '@portal/contracts';
import type { LedgerPostCall, PostResult } from '../ledger/ledger.repository.js';
import type { Db } from '../../db/client.js';
import {
  gameVendors,
  members,
  memberTurnover,
  merchants,
  merchantVendors,
  vendorWalletModes,
  vendorWalletOps,
  walletTransfers,
} from '../../db/schema/index.js';
import { executePrepared, type Row, rowsOf, toDate } from '../../db/rows.js';

// The member-facing type of a ledger entry (records.repository.ts), which the agent's reports show too.
export { MEMBER_TYPE } from './records.repository.js';

export type TransferRow = typeof walletTransfers.$inferSelect;
export type VendorWalletMode = 'normal' | 'fail' | 'timeout' | 'maintenance';

export interface VendorWallet {
  accountTypeId: number;
  vendor: string;
  /** The brand switched one of the vendor's lanes to maintenance. */
  maintenance: boolean;
}

/** A wallet_transfers row read by raw SQL (snake_case columns) as the Drizzle row type. */
function transferOf(r: Row): TransferRow {
  const nullableDate = (v: unknown) => (v === null || v === undefined ? null : toDate(v));
  return {
    id: Number(r['id']),
    transferNo: String(r['transfer_no']),
    merchantId: Number(r['merchant_id']),
    memberId: Number(r['member_id']),
    requestId: String(r['request_id']),
    vendor: String(r['vendor']),
    fromAccountTypeId: Number(r['from_account_type_id']),
    toAccountTypeId: Number(r['to_account_type_id']),
    amountMinor: BigInt(String(r['amount_minor'])),
    status: String(r['status']) as TransferRow['status'],
    attempts: Number(r['attempts']),
    nextCheckAt: nullableDate(r['next_check_at']),
    createdAt: toDate(r['created_at']),
    updatedAt: toDate(r['updated_at']),
  };
}

/**
 * `synchronous_commit = off` for the statement's own transaction. Used only for the steps of a
 * transfer that are never answered on their own: every answer of the transfer API follows a later
 * synchronous commit (the settlement, or the re-query schedule), and WAL is written in order, so
 * that commit makes these durable too. A crash before it loses only work nobody was told about,
 * and the client's retry with the same request id starts it again (docs/adr/0005).
 */
const ASYNC_COMMIT = sql`SELECT set_config('synchronous_commit', 'off', true) AS sync`;

/** What a new transfer's row is written with. */
type NewTransfer = Pick<
  TransferRow,
  | 'transferNo'
  | 'merchantId'
  | 'memberId'
  | 'requestId'
  | 'vendor'
  | 'fromAccountTypeId'
  | 'toAccountTypeId'
  | 'amountMinor'
  | 'nextCheckAt'
  | 'status'
>;

/**
 * The transfer row's columns as this release's schema lists them, named rather than `*`: a
 * statement prepared once per connection (`transferAtOnce`) must answer the same columns after a
 * migration adds one to the table, or PostgreSQL refuses it ("cached plan must not change result
 * type") on every connection that prepared it while a rolling deploy's old processes still run.
 */
const TRANSFER_COLUMNS = sql.raw(
  Object.values(getTableColumns(walletTransfers))
    .map((column) => column.name)
    .join(', '),
);

/**
 * A new transfer's row, for a statement's `WITH t AS (...)`: nothing (and so nothing after it in
 * the statement) when the member already has a transfer with this request id.
 */
const insertTransfer = (v: NewTransfer) => sql`
  INSERT INTO wallet_transfers (transfer_no, merchant_id, member_id, request_id, vendor,
    from_account_type_id, to_account_type_id, amount_minor, status, next_check_at)
  VALUES (${v.transferNo}, ${v.merchantId}, ${v.memberId}, ${v.requestId}, ${v.vendor},
    ${v.fromAccountTypeId}, ${v.toAccountTypeId}, ${v.amountMinor.toString()}::bigint, ${v.status},
    ${v.nextCheckAt?.toISOString() ?? null}::timestamptz)
  ON CONFLICT ON CONSTRAINT wallet_transfers_member_request_uq DO NOTHING
  RETURNING ${TRANSFER_COLUMNS}`;

/**
 * `post` as `alias` for the transfer row `row` (a CTE of wallet_transfers rows), after the member's
 * turn: every statement that moves a transfer's money takes the member's transaction-scoped
 * advisory lock first. A transfer's postings hold the member's main, transit and vendor accounts,
 * one statement's two postings in turn; two transfers the opposite way (or one beside the re-query
 * settling another) could each hold what the other waits for. The posting runs only for a row the
 * statement wrote, after the lock (each step gated on the one before it), and a LIMIT keeps the
 * step whole and tells the planner it is one row.
 */
const postInTurn = (row: string, post: LedgerPostCall, alias: string) => sql`
  CROSS JOIN LATERAL (
    SELECT pg_advisory_xact_lock(hashtext('transfer:member:' || ${sql.raw(row)}.member_id))::text AS locked
  ) AS ${sql.raw(`${alias}_turn`)}
  CROSS JOIN LATERAL (
    SELECT * FROM ${post.sql} WHERE ${sql.raw(`${alias}_turn`)}.locked IS NOT NULL LIMIT 1
  ) AS ${sql.raw(alias)}`;

export function createWalletRepository(db: Db) {
  return {
    /**
     * Records a transfer and moves its money out of the source in ONE statement (one round trip):
     * the row and the ledger movement commit together or not at all. Committed without waiting for
     * the disk (see ASYNC_COMMIT): the transfer is answered only after a later synchronous commit. Null when the member already
     * has a transfer with this request id (a retry: read that one instead).
     */
    async insertTransferWithPosting(
      values: Omit<NewTransfer, 'status'>,
      post: LedgerPostCall,
    ): Promise<{ row: TransferRow; posted: PostResult } | null> {
      const [r] = rowsOf(
        await db.execute(sql`
          WITH t AS (${insertTransfer({ ...values, status: 'pending' })})
          , cfg AS (${ASYNC_COMMIT})
          SELECT t.*, p.transaction_id, p.replayed, p.created_at AS posted_at, p.request_hash
          FROM t ${postInTurn('t', post, 'p')} CROSS JOIN cfg`),
      );
      if (!r) return null;
      return { row: transferOf(r), posted: post.result({ ...r, created_at: r['posted_at'] }) };
    },

    /**
     * Settles a pending transfer and moves its money to where the vendor's answer sends it, in ONE
     * statement: the status changes only from pending, so of two settlements racing (a status call
     * and the job) exactly one moves money. Null when it was no longer pending.
     */
    async settleTransfer(
      id: number,
      status: 'success' | 'failed',
      post: LedgerPostCall,
    ): Promise<TransferRow | null> {
      const [r] = rowsOf(
        await db.execute(sql`
          WITH u AS (
            UPDATE wallet_transfers SET status = ${status}, next_check_at = NULL, updated_at = now()
            WHERE id = ${id} AND status = 'pending'
            RETURNING *
          )
          SELECT u.*, p.transaction_id, p.replayed, p.request_hash, p.created_at AS posted_at
          FROM u ${postInTurn('u', post, 'p')}`),
      );
      if (!r) return null;
      post.result({ ...r, created_at: r['posted_at'] });
      return transferOf(r);
    },

    /**
     * A whole transfer to or from a vendor that answers at once, in ONE statement and one
     * synchronous commit: the transfer's row, already settled on the vendor's `decision`; the money
     * out of the source into transit (`out`); the vendor's booking of its answer; the money out of
     * transit to where the answer sends it (`settle`: the destination, or back to the source). The
     * two postings keep the ledger's shape of a transfer (TRANSFER_OUT then TRANSFER_IN, through
     * the member's transit wallet), so every reader of transfers reads them as before. The second
     * posting reads the first's balances, so it must run after it: its subquery names the first's
     * row and is kept whole by its LIMIT (a flattened one would let the planner run it first, and
     * the money would not yet be in transit); a volatile function's statements each see what the
     * transaction wrote before them. The LIMITs also tell the planner one row each (a function is
     * guessed at 1,000), so the statement is planned as the cheap thing it is. It is a prepared
     * statement (`executePrepared`): planned once per connection, not on every transfer.
     * The member's turn is taken after the row and before the postings (`postInTurn`), so a retry
     * with a request id already taken writes nothing and waits for nobody.
     * The vendor's booking (`booked`) is not read: PostgreSQL runs a data-modifying CTE whether or
     * not the query reads it.
     * All or nothing: an overdraft or a frozen main wallet raises in the first posting and nothing
     * is written, not even the transfer's row. Null when the member already has a transfer with
     * this request id (a retry: read that one instead).
     */
    async transferAtOnce(
      values: Omit<NewTransfer, 'status' | 'nextCheckAt'>,
      decision: boolean,
      posts: { out: LedgerPostCall; settle: LedgerPostCall },
    ): Promise<TransferRow | null> {
      const status = decision ? 'success' : 'failed';
      const [r] = await executePrepared(
        db,
        sql`
          WITH t AS (${insertTransfer({ ...values, status, nextCheckAt: null })}
          ), booked AS (
            INSERT INTO vendor_wallet_ops (vendor, transfer_no, applied)
            SELECT t.vendor, t.transfer_no, ${decision} FROM t
          )
          SELECT t.*,
            o.transaction_id AS out_transaction_id, o.replayed AS out_replayed,
            o.request_hash AS out_request_hash, o.created_at AS out_posted_at,
            p.transaction_id, p.replayed, p.request_hash, p.created_at AS posted_at
          FROM t
            ${postInTurn('t', posts.out, 'o')}
            CROSS JOIN LATERAL (
              SELECT * FROM ${posts.settle.sql} WHERE o.transaction_id IS NOT NULL LIMIT 1
            ) AS p`,
        'transfer_at_once',
      );
      if (!r) return null;
      posts.out.result({
        transaction_id: r['out_transaction_id'],
        replayed: r['out_replayed'],
        request_hash: r['out_request_hash'],
        created_at: r['out_posted_at'],
      });
      posts.settle.result({ ...r, created_at: r['posted_at'] });
      return transferOf(r);
    },

    /**
     * Every vendor lane the brand offers (enabled), in its menu order, with the vendor's wallet id:
     * the main wallet's for a seamless vendor.
     */
    offeredVendorLanes(merchantId: number) {
      return db
        .select({
          vendor: gameVendors.vendor,
          gameType: gameVendors.gameType,
          accountTypeId: gameVendors.accountTypeId,
          maintenance: merchantVendors.maintenance,
        })
        .from(merchantVendors)
        .innerJoin(gameVendors, eq(gameVendors.id, merchantVendors.vendorId))
        .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true)))
        .orderBy(asc(merchantVendors.sort), asc(gameVendors.id));
    },

    /** Every vendor wallet of the brand (one per accountTypeId), in accountTypeId order. */
    async vendorWallets(merchantId: number): Promise<VendorWallet[]> {
      const rows = await db
        .select({
          accountTypeId: gameVendors.accountTypeId,
          vendor: sql<string>`min(${gameVendors.vendor})`,
          maintenance: sql<boolean>`bool_or(${merchantVendors.maintenance})`,
        })
        .from(merchantVendors)
        .innerJoin(gameVendors, eq(gameVendors.id, merchantVendors.vendorId))
        // Seamless vendors play from the main wallet (accountTypeId 1): they have no wallet to list.
        .where(and(eq(merchantVendors.merchantId, merchantId), ne(gameVendors.accountTypeId, MAIN_WALLET_ID)))
        .groupBy(gameVendors.accountTypeId)
        .orderBy(asc(gameVendors.accountTypeId));
      return rows.map((r) => ({ ...r, maintenance: r.maintenance === true }));
    },

    async vendorModes(merchantId: number): Promise<Map<string, VendorWalletMode>> {
      const rows = await db
        .select({ vendor: vendorWalletModes.vendor, mode: vendorWalletModes.mode })
        .from(vendorWalletModes)
        .where(eq(vendorWalletModes.merchantId, merchantId));
      return new Map(rows.map((r) => [r.vendor, r.mode]));
    },

    async setVendorMode(merchantId: number, vendor: string, mode: VendorWalletMode): Promise<void> {
      await db
        .insert(vendorWalletModes)
        .values({ merchantId, vendor, mode })
        .onConflictDoUpdate({
          target: [vendorWalletModes.merchantId, vendorWalletModes.vendor],
          set: { mode, updatedAt: new Date() },
        });
    },

    async transferByRequest(memberId: number, requestId: string): Promise<TransferRow | undefined> {
      const [row] = await db
        .select()
        .from(walletTransfers)
        .where(and(eq(walletTransfers.memberId, memberId), eq(walletTransfers.requestId, requestId)))
        .limit(1);
      return row;
    },

    async transfersByRequests(memberId: number, requestIds: string[]): Promise<TransferRow[]> {
      if (requestIds.length === 0) return [];
      return db
        .select()
        .from(walletTransfers)
        .where(and(eq(walletTransfers.memberId, memberId), inArray(walletTransfers.requestId, requestIds)));
    },

    async transferByNo(transferNo: string): Promise<TransferRow | undefined> {
      const [row] = await db
        .select()
        .from(walletTransfers)
        .where(eq(walletTransfers.transferNo, transferNo))
        .limit(1);
      return row;
    },

    async scheduleCheck(id: number, at: Date): Promise<void> {
      await db
        .update(walletTransfers)
        .set({ nextCheckAt: at, updatedAt: new Date() })
        .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'pending')));
    },

    /**
     * Claims due pending transfers for a re-query: moves their next check out by `leaseMs` so no
     * other process picks them meanwhile. SKIP LOCKED lets several processes claim side by side.
     */
    async claimDue(limit: number, leaseMs: number): Promise<TransferRow[]> {
      const rows = rowsOf(
        await db.execute(sql`
          UPDATE wallet_transfers SET next_check_at = now() + make_interval(secs => ${leaseMs / 1000}::double precision),
                 attempts = attempts + 1
          WHERE id IN (SELECT id FROM wallet_transfers
                       WHERE status = 'pending' AND next_check_at <= now()
                       ORDER BY next_check_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING transfer_no`),
      );
      const numbers = rows.map((r) => String(r['transfer_no']));
      if (numbers.length === 0) return [];
      return db.select().from(walletTransfers).where(inArray(walletTransfers.transferNo, numbers));
    },

    /**
     * The vendor's own books: records its decision once and answers it for ever after. Committed
     * without waiting for the disk (see ASYNC_COMMIT): nothing is answered on it alone.
     */
    async vendorRecord(vendor: string, transferNo: string, applied: boolean): Promise<boolean> {
      const [row] = rowsOf(
        await db.execute(sql`
          WITH cfg AS (${ASYNC_COMMIT}),
          ins AS (
            INSERT INTO vendor_wallet_ops (vendor, transfer_no, applied)
            SELECT ${vendor}, ${transferNo}, ${applied} FROM cfg
            ON CONFLICT DO NOTHING RETURNING applied
          )
          SELECT applied FROM ins
          UNION ALL
          SELECT applied FROM vendor_wallet_ops
          WHERE vendor = ${vendor} AND transfer_no = ${transferNo} AND NOT EXISTS (SELECT 1 FROM ins)`),
      );
      if (row) return row['applied'] === true || row['applied'] === 't';
      // A concurrent booking committed after this statement's snapshot: read it now.
      const [found] = await db
        .select({ applied: vendorWalletOps.applied })
        .from(vendorWalletOps)
        .where(and(eq(vendorWalletOps.vendor, vendor), eq(vendorWalletOps.transferNo, transferNo)))
        .limit(1);
      if (!found) throw new Error(`vendor ${vendor} lost transfer ${transferNo}`);
      return found.applied;
    },

    async merchantOf(merchantId: number): Promise<{ code: string; currency: string }> {
      const [row] = await db
        .select({ code: merchants.code, currency: merchants.currency })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      if (!row) throw new Error(`merchant ${merchantId} missing`);
      return row;
    },

    /** Money held by the member's open (pending or approved) withdrawals. */
    async holdMinor(memberId: number): Promise<bigint> {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT COALESCE(SUM(amount_minor), 0)::text AS held FROM withdraw_orders
          WHERE member_id = ${memberId} AND status IN ('pending', 'approved')`),
      );
      return BigInt(String(row?.['held'] ?? '0'));
    },

    async memberByAccount(merchantId: number, account: string) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.toLowerCase())))
        .limit(1);
      return row;
    },

    async memberById(memberId: number) {
      const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
      return row;
    },

    async downlines(merchantId: number, memberId: number) {
      return db
        .select({ id: members.id, account: members.account, nickname: members.nickname })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.uplineId, memberId),
            eq(members.status, 'active'),
          ),
        )
        .orderBy(asc(members.account));
    },

    async addTurnover(
      tx: Db,
      memberId: number,
      change: { required?: bigint; done?: bigint },
    ): Promise<{ requiredMinor: bigint; doneMinor: bigint }> {
      const required = change.required ?? 0n;
      const done = change.done ?? 0n;
      // Achieved turnover never passes the requirement (as when rounds settle, see migration 0013):
      // what is achieved beyond it is not banked for a later deposit.
      const [row] = await tx
        .insert(memberTurnover)
        .values({ memberId, requiredMinor: required, doneMinor: done < required ? done : required })
        .onConflictDoUpdate({
          target: memberTurnover.memberId,
          set: {
            requiredMinor: sql`${memberTurnover.requiredMinor} + ${required.toString()}::bigint`,
            doneMinor: sql`GREATEST(${memberTurnover.doneMinor}, LEAST(
              ${memberTurnover.requiredMinor} + ${required.toString()}::bigint,
              ${memberTurnover.doneMinor} + ${done.toString()}::bigint))`,
            updatedAt: new Date(),
          },
        })
        .returning({ requiredMinor: memberTurnover.requiredMinor, doneMinor: memberTurnover.doneMinor });
      if (!row) throw new Error('member_turnover upsert returned nothing');
      return row;
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
