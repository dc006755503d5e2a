/**
 * The seamless area's platform endpoints (see endpoint.ts and seamless.ts): a game vendor that keeps
 * no wallet of its own moves a player's main-wallet money through these. The caller is the vendor,
 * never the gateway: each JSON body is signed (header SEAMLESS_SIGNATURE_HEADER = hex HMAC-SHA256 of
 * the raw body with the vendor's key), and a wrong or missing signature is 401 SIGNATURE_INVALID.
 */
import { endpoints } from './endpoint.js';
import {
  SeamlessBalanceRequestSchema,
  SeamlessMoveRequestSchema,
  SeamlessResultSchema,
  SeamlessRollbackRequestSchema,
} from './seamless.js';

/** Refusals of the calls that move money on a round (debit, credit, rollback). */
const MOVE_ERRORS = [
  // a debit while the player's time-out or loss limit refuses play (protection.ts)
  'PLAYER_TIMED_OUT',
  'SELF_EXCLUDED',
  'LOSS_LIMIT_REACHED',
  'SIGNATURE_INVALID',
  'NOT_FOUND',
  'INVALID_AMOUNT',
  'INSUFFICIENT_BALANCE',
  // a debit of a member frozen for an unpaid contract settlement (migration 0034)
  'ACCOUNT_FROZEN',
  'IDEMPOTENCY_KEY_REUSED',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'ROUND_SETTLED',
  'ROUND_MISMATCH',
] as const;

export const seamlessEndpoints = endpoints('seamless', {
  /** The player's main-wallet balance. */
  balance: {
    method: 'POST',
    path: '/wps/seamless/balance',
    auth: 'signed',
    body: SeamlessBalanceRequestSchema,
    response: SeamlessResultSchema,
    errors: ['SIGNATURE_INVALID', 'NOT_FOUND'],
  },
  /** A bet: takes the amount from the main wallet and opens (or adds to) the round. */
  debit: {
    method: 'POST',
    path: '/wps/seamless/debit',
    auth: 'signed',
    body: SeamlessMoveRequestSchema,
    response: SeamlessResultSchema,
    errors: MOVE_ERRORS,
  },
  /** The round's result: pays the amount (0 settles a loss) and closes the round. */
  credit: {
    method: 'POST',
    path: '/wps/seamless/credit',
    auth: 'signed',
    body: SeamlessMoveRequestSchema,
    response: SeamlessResultSchema,
    errors: MOVE_ERRORS,
  },
  /** Returns the debit `refTxId` of a round that is still open. */
  rollback: {
    method: 'POST',
    path: '/wps/seamless/rollback',
    auth: 'signed',
    body: SeamlessRollbackRequestSchema,
    response: SeamlessResultSchema,
    errors: MOVE_ERRORS,
  },
});
