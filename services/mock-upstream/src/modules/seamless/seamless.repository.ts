import type { SeamlessCall } from '@portal/contracts';
import { sql } from 'drizzle-orm';
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

export function createSeamlessRepository(db: Db) {
  return {
    /**
     * A debit, credit or rollback in ONE statement (game_round_move: the call's idempotency record,
     * the round and the ledger movement together). Undefined when the brand has no such member.
     */
    async moveRound(m: RoundMove): Promise<RoundMoveResult | undefined> {
      const rows = await retryOnSerializationFailure(() =>
        withLedgerErrors(async () =>
          rowsOf(
            await db.execute(sql`
          SELECT m.id AS member_id, mv.outcome, mv.replayed, mv.request_hash, mv.balance
          FROM members m
          CROSS JOIN LATERAL game_round_move(${m.merchantId}::integer, ${m.currency}::text,
            ${m.vendor}::text, m.id, ${m.kind}::text, ${m.txId}::text, ${m.roundId}::text,
            ${m.gameCode}::text, ${m.amountMinor.toString()}::bigint, ${m.refTxId}::text,
            ${m.requestHash}::text) AS mv
          WHERE m.merchant_id = ${m.merchantId} AND m.account = ${m.account}`),
          ),
        ),
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        memberId: Number(row['member_id']),
        outcome: String(row['outcome']),
        replayed: row['replayed'] === true || row['replayed'] === 't',
        requestHash: typeof row['request_hash'] === 'string' ? row['request_hash'] : null,
        balanceMinor: BigInt(String(row['balance'])),
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
