import type { SeamlessCall } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { errorChain } from '../../db/errors.js';
import { withLedgerErrors } from '../ledger/ledger.repository.js';

/** One vendor call on a round, as game_round_move takes it. */
export interface RoundMove {
  merchantId: number;
  currency: string;
  vendor: string;
  account: string;
  kind: SeamlessCall;
  txId: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
  refTxId: string | null;
  /** What makes two calls with one txId "the same call". */
  requestHash: string;
}

/** What game_round_move did: its outcome (OK or a refusal), and the wallet's balance after it. */
export interface RoundMoveResult {
  memberId: number;
  outcome: string;
  replayed: boolean;
  /** The hash recorded with the txId (the first call's, on a replay). */
  requestHash: string | null;
  balanceMinor: bigint;
}

/** PostgreSQL's serialization_failure, and whether an error (or its cause) is one. */
function isSerializationFailure(err: unknown): boolean {
  return [...errorChain(err)].some((e) => e.code === '40001');
}

/**
 * game_round_move undoes a call that raced another call with the same txId (40001): run again, it
 * finds the other's record and answers as a replay. A few attempts are plenty: the second one
 * already sees the committed record.
 */
async function retryOnSerializationFailure<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isSerializationFailure(err)) throw err;
    }
  }
}

/**
 * game_round_move as a named prepared statement: every call of the seamless API runs it, and a
 * prepared statement is parsed and planned once per connection (about a third more calls a second
 * at the database than sending its text each time, measured with pgbench). `unless` (a condition on
 * the member's id) is part of the statement's text; the name is its hash, so one name is one text.
 */
function moveStatement(db: Db, unless: ((memberId: SQL) => SQL) | undefined) {
  const query = moveQuery(db, unless);
  const name = `seamless_move_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 12)}`;
  return query.prepare(name);
}

/** The statement of every seamless call, its parameters placeholders named as `RoundMove`'s fields
 * (the index-choice test plans it as the repository sends it). */
export function moveQuery(db: Db, unless?: (memberId: SQL) => SQL) {
  const p = sql.placeholder;
  return db
    .select({
      memberId: sql<number>`m.id`,
      outcome: sql<string>`mv.outcome`,
      replayed: sql<boolean>`mv.replayed`,
      requestHash: sql<string | null>`mv.request_hash`,
      balance: sql<string>`mv.balance`,
    })
    .from(
      sql`members m CROSS JOIN LATERAL game_round_move(${p('merchantId')}::integer, ${p('currency')}::text,
        ${p('vendor')}::text, m.id, ${p('kind')}::text, ${p('txId')}::text, ${p('roundId')}::text,
        ${p('gameCode')}::text, ${p('amountMinor')}::bigint, ${p('refTxId')}::text,
        ${p('requestHash')}::text) AS mv`,
    )
    .where(
      sql`m.merchant_id = ${p('merchantId')}::integer AND m.account = ${p('account')}::text
        ${unless ? sql`AND NOT (${unless(sql`m.id`)})` : sql``}`,
    );
}

export function createSeamlessRepository(db: Db) {
  const statements = new Map<((memberId: SQL) => SQL) | undefined, ReturnType<typeof moveStatement>>();
  const statementFor = (unless: ((memberId: SQL) => SQL) | undefined) => {
    let statement = statements.get(unless);
    if (!statement) {
      statement = moveStatement(db, unless);
      statements.set(unless, statement);
    }
    return statement;
  };

  return {
    /**
     * A debit, credit or rollback in ONE statement (game_round_move: the call's idempotency record,
     * the round and the ledger movement together). Undefined when the brand has no such member, or
     * when `unless` (a condition on the member's id) holds for it: then nothing was done.
     */
    async moveRound(m: RoundMove, unless?: (memberId: SQL) => SQL): Promise<RoundMoveResult | undefined> {
      const statement = statementFor(unless);
      const [row] = await retryOnSerializationFailure(() =>
        withLedgerErrors(() =>
          statement.execute({
            merchantId: m.merchantId,
            currency: m.currency,
            vendor: m.vendor,
            kind: m.kind,
            txId: m.txId,
            roundId: m.roundId,
            gameCode: m.gameCode,
            amountMinor: m.amountMinor.toString(),
            refTxId: m.refTxId,
            requestHash: m.requestHash,
            account: m.account,
          }),
        ),
      );
      if (!row) return undefined;
      return {
        memberId: Number(row.memberId),
        outcome: String(row.outcome),
        replayed: row.replayed === true || String(row.replayed) === 't',
        requestHash: typeof row.requestHash === 'string' ? row.requestHash : null,
        balanceMinor: BigInt(String(row.balance)),
      };
    },

    /** The member's main-wallet balance in minor units; undefined when the brand has no such member. */
    async mainBalance(merchantId: number, account: string): Promise<bigint | undefined> {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT coalesce(a.balance, 0) AS balance
          FROM members m
          LEFT JOIN ledger_accounts a ON a.merchant_id = m.merchant_id AND a.kind = 'player'
            AND a.member_id = m.id AND a.account_type_id = 1
          WHERE m.merchant_id = ${merchantId} AND m.account = ${account}`),
      );
      return row ? BigInt(String(row['balance'])) : undefined;
    },
  };
}
export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
