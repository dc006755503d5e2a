import { createHash } from 'node:crypto';
import {
  ErrorCode,
  fromMinor,
  type SeamlessCall,
  type SeamlessMoveRequest,
  type SeamlessResult,
  type SeamlessRollbackRequest,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hmacHex } from '../../lib/signed-body.js';
import { errorChain, withLedgerErrors } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { amountMinor } from '../payments/payments.common.js';
import type { SettledCredit } from '../winners/big-wins.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A vendor's signing key: derived from the platform's master secret and the vendor code, so one
 * vendor's key signs nothing for another. */
export function vendorKey(masterSecret: string, vendor: string): Buffer {
  return Buffer.from(hmacHex(`seamless:${vendor}`, masterSecret), 'hex');
}

/** How the platform refuses a call (the outcomes game_round_move stores). */
const REFUSALS: Record<string, { code: ErrorCode; message: string }> = {
  ROUND_NOT_FOUND: { code: ErrorCode.roundNotFound, message: 'no such round or debit' },
  ROUND_CLOSED: { code: ErrorCode.roundClosed, message: 'the round is closed' },
  ROUND_SETTLED: { code: ErrorCode.roundSettled, message: 'a settled round cannot be rolled back' },
  ROUND_MISMATCH: { code: ErrorCode.roundMismatch, message: 'the round belongs to another player' },
};

export interface SeamlessMove {
  kind: SeamlessCall;
  txId: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
  refTxId: string | null;
}

/**
 * The seamless-wallet API of the platform: a vendor's debit, credit or rollback is ONE statement
 * (game_round_move: the call's idempotency record, the round and the ledger movement together).
 */
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

export function createSeamlessService(deps: {
  db: Db;
  /** Called after a call that moved money commits (the balance push). */
  walletChanged: (merchantCode: string, memberId: number) => void;
  /** Called after a credit that settled a round commits (big wins go to the winner board). */
  credited?: (merchant: MerchantRow, credit: SettledCredit) => void;
}) {
  const { db, walletChanged, credited } = deps;
  async function move(
    merchant: MerchantRow,
    vendor: string,
    account: string,
    call: SeamlessMove,
  ): Promise<SeamlessResult> {
    // What makes two calls with one txId "the same call"; a different one is IDEMPOTENCY_KEY_REUSED.
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          call.kind,
          account,
          call.roundId,
          call.gameCode,
          call.amountMinor.toString(),
          call.refTxId,
        ]),
      )
      .digest('hex');
    const rows = await retryOnSerializationFailure(() =>
      withLedgerErrors(async () =>
        rowsOf(
          await db.execute(sql`
          SELECT m.id AS member_id, mv.outcome, mv.replayed, mv.request_hash, mv.balance
          FROM members m
          CROSS JOIN LATERAL game_round_move(${merchant.id}::integer, ${merchant.currency}::text,
            ${vendor}::text, m.id, ${call.kind}::text, ${call.txId}::text, ${call.roundId}::text,
            ${call.gameCode}::text, ${call.amountMinor.toString()}::bigint, ${call.refTxId}::text,
            ${hash}::text) AS mv
          WHERE m.merchant_id = ${merchant.id} AND m.account = ${account}`),
        ),
      ),
    );
    const row = rows[0];
    if (!row) throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
    const replayed = row['replayed'] === true || row['replayed'] === 't';
    if (replayed && row['request_hash'] !== hash) {
      throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this txId was already used for another call');
    }
    const refusal = REFUSALS[String(row['outcome'])];
    if (refusal) throw AppError.rule(refusal.code, refusal.message);
    // A credit of 0.00 (a lost round) moves no money but settles the round, which moves the
    // member's withdrawal turnover: the withdraw page re-reads on this event too.
    if (!replayed && (call.amountMinor !== 0n || call.kind === 'credit')) {
      walletChanged(merchant.code, Number(row['member_id']));
    }
    if (!replayed && call.kind === 'credit' && call.amountMinor !== 0n) {
      credited?.(merchant, {
        account,
        vendor,
        roundId: call.roundId,
        gameCode: call.gameCode,
        winMinor: call.amountMinor,
      });
    }
    return {
      balance: fromMinor(BigInt(String(row['balance'])), merchant.currencyDecimals),
      currency: merchant.currency,
      replayed,
    };
  }

  return {
    async balance(merchant: MerchantRow, account: string): Promise<SeamlessResult> {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT coalesce(a.balance, 0) AS balance
          FROM members m
          LEFT JOIN ledger_accounts a ON a.merchant_id = m.merchant_id AND a.kind = 'player'
            AND a.member_id = m.id AND a.account_type_id = 1
          WHERE m.merchant_id = ${merchant.id} AND m.account = ${account}`),
      );
      if (!row) throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
      return {
        balance: fromMinor(BigInt(String(row['balance'])), merchant.currencyDecimals),
        currency: merchant.currency,
        replayed: false,
      };
    },

    debitOrCredit(merchant: MerchantRow, kind: 'debit' | 'credit', body: SeamlessMoveRequest) {
      const minor = amountMinor(body.amount, merchant);
      if (kind === 'debit' && minor === 0n) {
        throw AppError.rule(ErrorCode.invalidAmount, 'a bet must be positive', { amount: 'amount_positive' });
      }
      return move(merchant, body.vendor, body.account, {
        kind,
        txId: body.txId,
        roundId: body.roundId,
        gameCode: body.gameCode,
        amountMinor: minor,
        refTxId: null,
      });
    },

    rollback(merchant: MerchantRow, body: SeamlessRollbackRequest) {
      return move(merchant, body.vendor, body.account, {
        kind: 'rollback',
        txId: body.txId,
        roundId: body.roundId,
        gameCode: '',
        amountMinor: 0n,
        refTxId: body.refTxId,
      });
    },
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;

/** A vendor's signed call as it goes on the wire: the raw JSON body and its signature header value. */
export function signSeamlessCall<T extends { vendor: string }>(
  masterSecret: string,
  body: T,
): { raw: string; signature: string } {
  const raw = JSON.stringify(body);
  return { raw, signature: hmacHex(raw, vendorKey(masterSecret, body.vendor)) };
}
