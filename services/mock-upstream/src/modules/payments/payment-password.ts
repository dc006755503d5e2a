import { ErrorCode } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createPaymentPasswordRepository } from './payment-password.repository.js';

/** Consecutive wrong payment passwords that lock the member's money-moving calls, and for how long. */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

const incorrect = () =>
  AppError.rule(ErrorCode.paymentPasswordIncorrect, 'the payment password is wrong', {
    paymentPassword: 'PAYMENT_PASSWORD_INCORRECT',
  });

export function isPaymentPasswordSet(db: Db, memberId: number): Promise<boolean> {
  return createPaymentPasswordRepository(db).isSet(memberId);
}

const notSet = () =>
  AppError.rule(ErrorCode.paymentPasswordNotSet, 'set a payment password first', {
    paymentPassword: 'PAYMENT_PASSWORD_NOT_SET',
  });

const locked = () =>
  AppError.rule(ErrorCode.paymentPasswordLocked, 'too many wrong payment passwords; try later', {
    paymentPassword: 'PAYMENT_PASSWORD_LOCKED',
  });

/**
 * Takes one of the member's attempts before any password is checked: one guarded UPDATE, so however
 * many calls arrive together at most PAYMENT_PASSWORD_MAX_ATTEMPTS of them get a row back, and every
 * other one is refused without an argon2 run. The attempt counts as a failure until the check proves
 * otherwise; the one that takes the last attempt sets the lock at once, so a crash between the
 * reservation and the check can never leave the count full and the member locked for good. A lock
 * that has run out starts a fresh count.
 */
async function reserveAttempt(db: Db, memberId: number): Promise<{ hash: string } | 'locked' | 'notSet'> {
  const repo = createPaymentPasswordRepository(db);
  const row = await repo.takeAttempt(memberId, {
    maxAttempts: PAYMENT_PASSWORD_MAX_ATTEMPTS,
    lockMinutes: PAYMENT_PASSWORD_LOCK_MINUTES,
  });
  if (row) return row;
  return (await repo.isSet(memberId)) ? 'locked' : 'notSet';
}

/**
 * Checks a member's payment password before a money-moving call. Throws PAYMENT_PASSWORD_NOT_SET,
 * PAYMENT_PASSWORD_LOCKED (after 5 consecutive wrong attempts, for 15 minutes) or
 * PAYMENT_PASSWORD_INCORRECT; a right one resets the count and lifts the lock its own attempt set.
 * The attempt is reserved before the check (reserveAttempt), so parallel guesses cannot run more
 * checks than the limit, and a right password arriving after the last attempt was taken is refused.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, plain: string): Promise<void> {
  const reserved = await reserveAttempt(db, memberId);
  if (reserved === 'notSet') throw notSet();
  if (reserved === 'locked') throw locked();
  if (!(await verifyPassword(reserved.hash, plain))) throw incorrect();
  await createPaymentPasswordRepository(db).resetAttempts(memberId);
}

/** Sets the payment password when there is none; changing it needs the current one. */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  body: { oldPaymentPassword?: string | undefined; newPaymentPassword: string },
): Promise<void> {
  const repo = createPaymentPasswordRepository(db);
  if (!(await repo.isSet(memberId))) {
    if (await repo.insertIfNone(memberId, await hashPassword(body.newPaymentPassword))) return;
    // Set by a parallel call in the meantime: from here on it is a change.
  }
  if (body.oldPaymentPassword === undefined) {
    throw AppError.rule(ErrorCode.paymentPasswordIncorrect, 'the current payment password is required', {
      oldPaymentPassword: 'PAYMENT_PASSWORD_INCORRECT',
    });
  }
  try {
    await verifyPaymentPassword(db, memberId, body.oldPaymentPassword);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.paymentPasswordIncorrect) {
      throw AppError.rule(ErrorCode.paymentPasswordIncorrect, 'the current payment password is wrong', {
        oldPaymentPassword: 'PAYMENT_PASSWORD_INCORRECT',
      });
    }
    throw err;
  }
  // Hashed only once the current one is proven: a storm of wrong changes costs no argon2 beyond the
  // attempts the lock allows.
  await repo.replace(memberId, await hashPassword(body.newPaymentPassword));
}
