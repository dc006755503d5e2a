import { createHash } from 'node:crypto';
import {
  ErrorCode,
  SEAMLESS_SIGNATURE_HEADER,
  seamlessEndpoints,
  type SeamlessMoveRequest,
  type SeamlessResult,
  type SeamlessRollbackRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { hmacHex } from '../../lib/signed-body.js';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { amountMinor, money } from '../../lib/money.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { SettledCredit } from '../content/big-wins.js';
import { createSeamlessRepository, type RoundMove, type SeamlessRepository } from './seamless.repository.js';

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

/** One call as the service reads it; the repository adds who and where. */
export type SeamlessMove = Omit<RoundMove, 'merchantId' | 'currency' | 'vendor' | 'account' | 'requestHash'>;

/**
 * The seamless-wallet API of the platform: a vendor's debit, credit or rollback is ONE statement
 * (game_round_move in the repository: the call's idempotency record, the round and the ledger
 * movement together).
 */
export function createSeamlessService(deps: {
  repo: SeamlessRepository;
  /** Called after a call that moved money commits (the balance push). */
  walletChanged: (merchantCode: string, memberId: number) => void;
  /** Called after a credit that settled a round commits (big wins go to the winner board). */
  credited?: (merchant: MerchantRow, credit: SettledCredit) => void;
  /**
   * Player protection: throws when the member may not bet now (time-out, loss limit reached), else
   * places the bet, on the transaction it names when the check must hold until the bet is written.
   */
  guardBet?: <T>(merchantId: number, account: string, place: (tx: Db | null) => Promise<T>) => Promise<T>;
  /**
   * Player protection's condition (SQL, on the member's id) under which a bet must go through
   * `guardBet`: a break or a loss limit. A member without either bets in one statement, the check
   * (that there is nothing to check) in the bet's own.
   */
  betNeedsGuard?: (memberId: SQL) => SQL;
}) {
  const { walletChanged, credited } = deps;
  /** The call, or undefined when `unless` held for the member (nothing was done). */
  async function tryMove(
    merchant: MerchantRow,
    vendor: string,
    account: string,
    call: SeamlessMove,
    repo: SeamlessRepository,
    unless?: (memberId: SQL) => SQL,
  ): Promise<SeamlessResult | undefined> {
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
    const moved = await repo.moveRound(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        vendor,
        account,
        ...call,
        requestHash: hash,
      },
      unless,
    );
    if (!moved) {
      if (unless) return undefined;
      throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
    }
    const { replayed } = moved;
    if (replayed && moved.requestHash !== hash) {
      throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this txId was already used for another call');
    }
    const refusal = REFUSALS[moved.outcome];
    if (refusal) throw AppError.rule(refusal.code, refusal.message);
    // A credit of 0.00 (a lost round) moves no money but settles the round, which moves the
    // member's withdrawal turnover: the withdraw page re-reads on this event too.
    if (!replayed && (call.amountMinor !== 0n || call.kind === 'credit')) {
      walletChanged(merchant.code, moved.memberId);
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
      balance: money(moved.balanceMinor, merchant),
      currency: merchant.currency,
      replayed,
    };
  }

  async function move(
    merchant: MerchantRow,
    vendor: string,
    account: string,
    call: SeamlessMove,
    repo: SeamlessRepository = deps.repo,
  ): Promise<SeamlessResult> {
    const done = await tryMove(merchant, vendor, account, call, repo);
    if (!done) throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
    return done;
  }

  return {
    async balance(merchant: MerchantRow, account: string): Promise<SeamlessResult> {
      const minor = await deps.repo.mainBalance(merchant.id, account);
      if (minor === undefined) throw AppError.notFound(`merchant ${merchant.code} has no member ${account}`);
      return {
        balance: money(minor, merchant),
        currency: merchant.currency,
        replayed: false,
      };
    },

    async debitOrCredit(merchant: MerchantRow, kind: 'debit' | 'credit', body: SeamlessMoveRequest) {
      const minor = amountMinor(body.amount, merchant);
      if (kind === 'debit' && minor === 0n) {
        throw AppError.rule(ErrorCode.invalidAmount, 'a bet must be positive', { amount: 'amount_positive' });
      }
      if (kind === 'debit' && deps.guardBet) {
        const bet: SeamlessMove = {
          kind,
          txId: body.txId,
          roundId: body.roundId,
          gameCode: body.gameCode,
          amountMinor: minor,
          refTxId: null,
        };
        if (deps.betNeedsGuard) {
          // The common case, a member without a break or a loss limit: one statement.
          const placed = await tryMove(
            merchant,
            body.vendor,
            body.account,
            bet,
            deps.repo,
            deps.betNeedsGuard,
          );
          if (placed) return placed;
        }
        return deps.guardBet(merchant.id, body.account, (tx) =>
          move(merchant, body.vendor, body.account, bet, tx ? createSeamlessRepository(tx) : deps.repo),
        );
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

export type SeamlessCallKind = keyof typeof seamlessEndpoints;

/**
 * A vendor's call ready to send (Fastify inject options; for fetch: `body` is `payload`): method and
 * path from its descriptor, the raw JSON body, and its signature header (`signature` overrides it,
 * to send a wrong one).
 */
export function signedSeamlessRequest(
  masterSecret: string,
  kind: SeamlessCallKind,
  body: { vendor: string } & Record<string, unknown>,
  signature?: string,
) {
  const endpoint = seamlessEndpoints[kind];
  const signed = signSeamlessCall(masterSecret, body);
  return {
    method: endpoint.method,
    url: endpoint.path,
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: signature ?? signed.signature,
    },
    payload: signed.raw,
  };
}
