import { createHash } from 'node:crypto';
import { ErrorCode, type TransactionType } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** The brand's own accounts. They may go negative (HOUSE pays wins, PAYMENT_CLEARING mirrors the
 * bank). WITHDRAW_HOLD holds requested withdrawals, TRANSFER_TRANSIT money whose vendor transfer
 * outcome is not known yet. */
export const SYSTEM_ACCOUNTS = [
  'HOUSE',
  'PAYMENT_CLEARING',
  'BONUS',
  'VENDOR_SETTLEMENT',
  'WITHDRAW_HOLD',
  'TRANSFER_TRANSIT',
  'ADJUSTMENT',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef =
  { kind: 'player'; memberId: number; accountTypeId: number } | { kind: 'system'; code: SystemAccount };

export const player = (memberId: number, accountTypeId: number): AccountRef => ({
  kind: 'player',
  memberId,
  accountTypeId,
});
export const system = (code: SystemAccount): AccountRef => ({ kind: 'system', code });

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive adds to the account's balance. */
  amount: bigint;
}

export interface PostInput {
  merchantId: number;
  currency: string;
  /** Who asked: 'transfer', 'deposit', 'withdraw', 'vendor:DEMO', 'admin', ... */
  source: string;
  /** Unique per (merchant, source): the request id, the provider's order id, the vendor's txn id. */
  idempotencyKey: string;
  type: TransactionType;
  /** The member whose record shows this movement. */
  memberId: number | null;
  reference: string;
  metadata?: Record<string, unknown>;
  postings: Posting[];
}

export interface PostResult {
  transactionId: number;
  /** True when this key was applied before: nothing moved this time. */
  replayed: boolean;
  createdAt: Date;
}

function refKey(ref: AccountRef): string {
  return ref.kind === 'player' ? `p:${ref.memberId}:${ref.accountTypeId}` : `s:${ref.code}`;
}

/** What a retry must repeat exactly to count as the same request. */
function hashOf(input: PostInput): string {
  const postings = input.postings
    .map((p) => `${refKey(p.account)}=${p.amount.toString()}`)
    .sort()
    .join(',');
  return createHash('sha256')
    .update(`${input.type}|${input.memberId ?? ''}|${input.reference}|${postings}`)
    .digest('hex');
}

type Row = Record<string, unknown>;
function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The check constraint a statement broke, read from the driver error (node-postgres and PGlite). */
export function checkViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    const constraint = (e as Error & { constraint?: unknown }).constraint;
    if (code === '23514') return typeof constraint === 'string' ? constraint : e.message;
    const match = /check constraint "([^"]+)"/.exec(e.message);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Resolves (creating when missing) the ledger account of a reference; returns its id. */
async function accountId(tx: Db, merchantId: number, currency: string, ref: AccountRef): Promise<number> {
  const where =
    ref.kind === 'player'
      ? and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.kind, 'player'),
          eq(ledgerAccounts.memberId, ref.memberId),
          eq(ledgerAccounts.accountTypeId, ref.accountTypeId),
        )
      : and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.kind, 'system'),
          eq(ledgerAccounts.systemCode, ref.code),
          eq(ledgerAccounts.currency, currency),
        );
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  if (found) return found.id;
  await tx
    .insert(ledgerAccounts)
    .values(
      ref.kind === 'player'
        ? { merchantId, kind: 'player', memberId: ref.memberId, accountTypeId: ref.accountTypeId, currency }
        : { merchantId, kind: 'system', systemCode: ref.code, currency },
    )
    .onConflictDoNothing();
  const [created] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  if (!created) throw new Error(`ledger account ${refKey(ref)} could not be created`);
  return created.id;
}

/**
 * Posts one balanced ledger transaction: the entries and the balance changes are written in one
 * database transaction (a savepoint when `db` is already a transaction, so callers can bind a
 * money movement to their own row changes). A key applied before returns the first transaction
 * and moves nothing; the same key with a different movement is IDEMPOTENCY_KEY_REUSED. A player
 * balance that would go below zero is INSUFFICIENT_BALANCE and nothing is written.
 */
export async function postTransaction(db: Db, input: PostInput): Promise<PostResult> {
  const sum = input.postings.reduce((acc, p) => acc + p.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced ledger transaction (${sum.toString()}): ${input.type}`);
  if (input.postings.length < 2 || input.postings.some((p) => p.amount === 0n)) {
    throw new Error(`a ledger transaction needs two or more non-zero postings: ${input.type}`);
  }
  const requestHash = hashOf(input);
  try {
    return await db.transaction(async (tx) => {
      const inserted = rowsOf(
        await tx.execute(sql`
          INSERT INTO ledger_transactions
            (merchant_id, source, idempotency_key, request_hash, type, member_id, reference, metadata)
          VALUES (${input.merchantId}, ${input.source}, ${input.idempotencyKey}, ${requestHash},
                  ${input.type}, ${input.memberId}, ${input.reference}, ${JSON.stringify(input.metadata ?? {})}::jsonb)
          ON CONFLICT ON CONSTRAINT ledger_transactions_idempotency_uq DO NOTHING
          RETURNING id, created_at`),
      );
      const first = inserted[0];
      if (!first) {
        const [existing] = await tx
          .select({
            id: ledgerTransactions.id,
            requestHash: ledgerTransactions.requestHash,
            createdAt: ledgerTransactions.createdAt,
          })
          .from(ledgerTransactions)
          .where(
            and(
              eq(ledgerTransactions.merchantId, input.merchantId),
              eq(ledgerTransactions.source, input.source),
              eq(ledgerTransactions.idempotencyKey, input.idempotencyKey),
            ),
          )
          .limit(1);
        if (!existing) throw new Error('idempotency conflict without a row');
        if (existing.requestHash !== requestHash) {
          throw AppError.rule(
            ErrorCode.idempotencyKeyReused,
            'this request id was already used for a different movement',
          );
        }
        return { transactionId: existing.id, replayed: true, createdAt: existing.createdAt };
      }
      const transactionId = Number(first['id']);
      const createdAt = new Date(String(first['created_at']));

      // Merge postings per account, then lock accounts in id order so concurrent movements on the
      // same wallets queue instead of deadlocking.
      const byAccount = new Map<number, bigint>();
      for (const posting of input.postings) {
        const id = await accountId(tx, input.merchantId, input.currency, posting.account);
        byAccount.set(id, (byAccount.get(id) ?? 0n) + posting.amount);
      }
      const ordered = [...byAccount.entries()]
        .filter(([, amount]) => amount !== 0n)
        .sort((a, b) => a[0] - b[0]);
      const entries: { accountId: number; amount: bigint; balanceAfter: bigint }[] = [];
      for (const [id, amount] of ordered) {
        const updated = rowsOf(
          await tx.execute(sql`
            UPDATE ledger_accounts SET balance = balance + ${amount.toString()}::bigint
            WHERE id = ${id} RETURNING balance`),
        );
        entries.push({ accountId: id, amount, balanceAfter: BigInt(String(updated[0]?.['balance'])) });
      }
      if (entries.length > 0) {
        const values = sql.join(
          entries.map(
            (e) =>
              sql`(${transactionId}, ${e.accountId}, ${e.amount.toString()}::bigint, ${e.balanceAfter.toString()}::bigint, ${createdAt.toISOString()}::timestamptz)`,
          ),
          sql`, `,
        );
        await tx.execute(
          sql`INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at) VALUES ${values}`,
        );
      }
      return { transactionId, replayed: false, createdAt };
    });
  } catch (err) {
    const constraint = checkViolation(err);
    if (constraint === 'ledger_accounts_player_not_negative') {
      throw AppError.rule(ErrorCode.insufficientBalance, 'insufficient balance');
    }
    throw err;
  }
}

/** Balances of a member's player accounts, keyed by accountTypeId (missing = never used = 0). */
export async function memberBalances(
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ accountTypeId: ledgerAccounts.accountTypeId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.kind, 'player'),
        eq(ledgerAccounts.memberId, memberId),
      ),
    );
  return new Map(rows.map((r) => [r.accountTypeId ?? 0, r.balance]));
}
