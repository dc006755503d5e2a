import { createHash } from 'node:crypto';
import { ErrorCode, type TransactionType } from '@portal/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkViolation } from '../../db/errors.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { rowsOf, toDate } from '../../db/rows.js';

/** The brand's own accounts. They may go negative (HOUSE pays wins, PAYMENT_CLEARING mirrors the
 * bank). WITHDRAW_HOLD holds requested withdrawals. (Money whose vendor transfer outcome is not
 * known yet sits in the member's own in-transit wallet: see wallet.service.ts.) Seamless-wallet calls
 * settle against 16 shards of VENDOR_SETTLEMENT (`VENDOR_SETTLEMENT:<n>`, written only by SQL: see
 * migration 0007). */
export const SYSTEM_ACCOUNTS = [
  'HOUSE',
  'PAYMENT_CLEARING',
  'BONUS',
  'VENDOR_SETTLEMENT',
  'WITHDRAW_HOLD',
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

/** What a retry must repeat exactly to count as the same request (ledger_post's p_hash). */
export function hashOf(input: PostInput): string {
  const postings = input.postings
    .map((p) => `${refKey(p.account)}=${p.amount.toString()}`)
    .sort()
    .join(',');
  return createHash('sha256')
    .update(`${input.type}|${input.memberId ?? ''}|${input.reference}|${postings}`)
    .digest('hex');
}

/**
 * Posts one balanced ledger transaction. The accounts (created on first use), the entries and the
 * balance changes are written by one statement (the ledger_post function of migration 0004), in one
 * round trip; they commit together on their own,
 * or with the caller's row changes when `db` is a transaction. A key applied before returns the
 * first transaction and moves nothing; the same key with a different movement is
 * IDEMPOTENCY_KEY_REUSED. A player balance that would go below zero is INSUFFICIENT_BALANCE and
 * nothing is written.
 */
export async function postTransaction(db: Db, input: PostInput): Promise<PostResult> {
  const call = ledgerPostCall(input);
  const [row] = await withLedgerErrors(async () =>
    rowsOf(
      await db.execute(sql`SELECT transaction_id, replayed, created_at, request_hash FROM ${call.sql} AS p`),
    ),
  );
  if (!row) throw new Error('ledger_post returned nothing');
  return call.result(row);
}

export interface LedgerPostCall {
  /** `ledger_post(...)`: a set-returning call (transaction_id, replayed, created_at, request_hash)
   * to put in a FROM clause, e.g. `CROSS JOIN LATERAL ${call.sql} AS p`. */
  sql: SQL;
  /** Reads the call's row: refuses a reused key (IDEMPOTENCY_KEY_REUSED). */
  result(row: Record<string, unknown>): PostResult;
}

/**
 * The ledger_post call of one movement, for callers that bind it to their own row change in the
 * same statement (one round trip for both; see the wallet transfers). Run the statement through
 * withLedgerErrors so a refused balance reads as INSUFFICIENT_BALANCE.
 */
export function ledgerPostCall(input: PostInput): LedgerPostCall {
  const sum = input.postings.reduce((acc, p) => acc + p.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced ledger transaction (${sum.toString()}): ${input.type}`);
  if (input.postings.length < 2 || input.postings.some((p) => p.amount === 0n)) {
    throw new Error(`a ledger transaction needs two or more non-zero postings: ${input.type}`);
  }
  const requestHash = hashOf(input);
  const array = (values: (string | number | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : `"${String(v)}"`)).join(',')}}`;
  const members = array(input.postings.map((p) => (p.account.kind === 'player' ? p.account.memberId : null)));
  const types = array(
    input.postings.map((p) => (p.account.kind === 'player' ? p.account.accountTypeId : null)),
  );
  const codes = array(input.postings.map((p) => (p.account.kind === 'system' ? p.account.code : null)));
  const amounts = array(input.postings.map((p) => p.amount.toString()));
  return {
    sql: sql`ledger_post(
      ${input.merchantId}::integer, ${input.currency}::text, ${input.source}::text,
      ${input.idempotencyKey}::text, ${requestHash}::text, ${input.type}::text,
      ${input.memberId}::integer, ${input.reference}::text, ${JSON.stringify(input.metadata ?? {})}::jsonb,
      ${members}::integer[], ${types}::integer[], ${codes}::text[], ${amounts}::bigint[])`,
    result(row) {
      const replayed = row['replayed'] === true || row['replayed'] === 't';
      if (replayed && row['request_hash'] !== requestHash) {
        throw AppError.rule(
          ErrorCode.idempotencyKeyReused,
          'this request id was already used for a different movement',
        );
      }
      return {
        transactionId: Number(row['transaction_id']),
        replayed,
        createdAt: toDate(row['created_at']),
      };
    },
  };
}

/**
 * Posts many balanced ledger transactions of one merchant and currency in one statement
 * (ledger_post_batch, migration 0023): each account's balance is updated once for the batch, so a
 * system account that pays them all is not updated once per transaction. All or nothing; a key
 * used before raises (unique_violation) and nothing of the batch is written: post those one by one
 * (postTransaction answers replays). Answers the transaction ids in the inputs' order.
 */
export async function postTransactions(db: Db, inputs: readonly PostInput[]): Promise<number[]> {
  const first = inputs[0];
  if (!first) return [];
  const rows = inputs.map((input, n) => {
    if (input.merchantId !== first.merchantId || input.currency !== first.currency)
      throw new Error('postTransactions: one merchant and currency per batch');
    const sum = input.postings.reduce((acc, p) => acc + p.amount, 0n);
    if (sum !== 0n) throw new Error(`unbalanced ledger transaction (${sum.toString()}): ${input.type}`);
    if (input.postings.length < 2 || input.postings.some((p) => p.amount === 0n))
      throw new Error(`a ledger transaction needs two or more non-zero postings: ${input.type}`);
    const accounts = input.postings.map((p) => p.account);
    return {
      n,
      source: input.source,
      key: input.idempotencyKey,
      hash: hashOf(input),
      type: input.type,
      member_id: input.memberId,
      reference: input.reference,
      metadata: input.metadata ?? {},
      members: accounts.map((a) => (a.kind === 'player' ? a.memberId : null)),
      types: accounts.map((a) => (a.kind === 'player' ? a.accountTypeId : null)),
      codes: accounts.map((a) => (a.kind === 'system' ? a.code : null)),
      amounts: input.postings.map((p) => p.amount.toString()),
    };
  });
  const out = await withLedgerErrors(async () =>
    rowsOf(
      await db.execute(
        sql`SELECT n, transaction_id FROM ledger_post_batch(${first.merchantId}::integer, ${first.currency}::text,
          ${JSON.stringify(rows)}::jsonb) ORDER BY n`,
      ),
    ),
  );
  if (out.length !== inputs.length) throw new Error('ledger_post_batch answered a different number of rows');
  return out.map((r) => Number(r['transaction_id']));
}

/**
 * The movement posted before under an idempotency key, if any: a retry is answered from it before
 * anything else is checked (a payment password, a balance), so a replay costs no attempt.
 * `requestHash` tells whether the retry asks for the same movement (hashOf).
 */
export async function postedTransaction(
  db: Db,
  key: { merchantId: number; source: string; idempotencyKey: string },
): Promise<{ transactionId: number; requestHash: string; reference: string; createdAt: Date } | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`SELECT id, request_hash, reference, created_at FROM ledger_transactions
      WHERE merchant_id = ${key.merchantId} AND source = ${key.source}
        AND idempotency_key = ${key.idempotencyKey}`),
  );
  if (!row) return undefined;
  return {
    transactionId: Number(row['id']),
    requestHash: String(row['request_hash']),
    reference: String(row['reference']),
    createdAt: toDate(row['created_at']),
  };
}

/** Runs a statement holding a ledger_post call: a player balance it would overdraw reads as
 * INSUFFICIENT_BALANCE, a frozen member's main wallet paying out (migration 0034) as ACCOUNT_FROZEN
 * (and the statement, like everything in it, wrote nothing). */
export async function withLedgerErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const violated = checkViolation(err);
    if (violated === 'ledger_accounts_player_not_negative') {
      throw AppError.rule(ErrorCode.insufficientBalance, 'insufficient balance');
    }
    if (violated === 'ledger_main_wallet_not_frozen') {
      throw AppError.rule(
        ErrorCode.accountFrozen,
        'the account is frozen until an unpaid contract settlement is paid',
      );
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

/** The ledger types a seamless-wallet call writes (migration 0013's game_round_move). */
const GAME_PLAY_TYPES = ['BET', 'WIN', 'REFUND'] as const;

/**
 * A member's game play since an instant, as the ledger moved it: stakes (BET) less refunds of them
 * (REFUND), payouts (WIN), and the rounds staked on, on every vendor's seamless wallet. Read from the
 * entries on the member's own accounts, so each committed call counts exactly once however many
 * ran at the same time (the play session bar; ledger_transactions_member_time_idx finds them).
 */
export async function gamePlaySince(
  db: Db,
  memberId: number,
  from: Date,
): Promise<{ rounds: number; bet: bigint; win: bigint }> {
  const t = ledgerTransactions;
  const [row] = rowsOf(
    await db.execute(sql`
      SELECT count(DISTINCT ${t.reference}) FILTER (WHERE ${t.type} = 'BET')::int AS rounds,
             -sum(${ledgerEntries.amount}) FILTER (WHERE ${t.type} IN ('BET', 'REFUND')) AS bet,
             sum(${ledgerEntries.amount}) FILTER (WHERE ${t.type} = 'WIN') AS win
        FROM ${t}
        JOIN ${ledgerEntries} ON ${ledgerEntries.transactionId} = ${t.id}
        JOIN ${ledgerAccounts} ON ${ledgerAccounts.id} = ${ledgerEntries.accountId}
       WHERE ${t.memberId} = ${memberId}
         AND ${t.createdAt} >= ${from.toISOString()}
         AND ${t.source} LIKE 'seamless:%'
         AND ${t.type} IN (${sql.join(
           GAME_PLAY_TYPES.map((type) => sql`${type}`),
           sql`, `,
         )})
         AND ${ledgerAccounts.kind} = 'player'
         AND ${ledgerAccounts.memberId} = ${memberId}`),
  );
  return {
    rounds: Number(row?.['rounds'] ?? 0),
    bet: BigInt(String(row?.['bet'] ?? '0')),
    win: BigInt(String(row?.['win'] ?? '0')),
  };
}
