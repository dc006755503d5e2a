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

/** How long a call waits for a free check before it is answered BUSY (nothing checked, nothing moved). */
const BUSY_AFTER_MS = 10_000;

const busy = () =>
  new AppError(
    503,
    ErrorCode.busy,
    'every payment password attempt is being checked; send the same request again',
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reserves one check before any password is evaluated: one guarded UPDATE admits a call while the
 * wrong answers so far plus the checks running now stay under PAYMENT_PASSWORD_MAX_ATTEMPTS, so
 * however many calls arrive together no more than five guesses are ever evaluated before the lock.
 * A call that finds every attempt taken by checks still running is not refused: it waits its turn
 * (those checks may well prove right and free their attempts), and only after BUSY_AFTER_MS is it
 * answered BUSY, a retryable answer. "Locked" is only ever said of five wrong answers.
 */
async function reserveCheck(db: Db, memberId: number): Promise<{ hash: string }> {
  const repo = createPaymentPasswordRepository(db);
  const deadline = Date.now() + BUSY_AFTER_MS;
  for (let wait = 5; ; wait = Math.min(wait * 2, 80)) {
    const row = await repo.reserveCheck(memberId, PAYMENT_PASSWORD_MAX_ATTEMPTS);
    if (row) return row;
    const refusal = await repo.refusal(memberId);
    if (refusal === 'notSet') throw notSet();
    if (refusal === 'locked') throw locked();
    if (Date.now() >= deadline) throw busy();
    await pause(wait + Math.random() * wait);
  }
}

/**
 * Checks a member's payment password before a money-moving call. Throws PAYMENT_PASSWORD_NOT_SET,
 * PAYMENT_PASSWORD_LOCKED (after 5 consecutive wrong attempts, for 15 minutes),
 * PAYMENT_PASSWORD_INCORRECT, or BUSY when no check could start in time. A right one resets the
 * count of wrong ones.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, plain: string): Promise<void> {
  const reserved = await reserveCheck(db, memberId);
  const limits = { maxAttempts: PAYMENT_PASSWORD_MAX_ATTEMPTS, lockMinutes: PAYMENT_PASSWORD_LOCK_MINUTES };
  let right = false;
  try {
    right = await verifyPassword(reserved.hash, plain);
  } finally {
    await createPaymentPasswordRepository(db).finishCheck(memberId, right, limits);
  }
  if (!right) throw incorrect();
}

/**
 * Sets the payment password when there is none; changing it needs the current one. A member with a
 * passkey proves either with a passkey (purpose `paymentPassword`) instead, checked by the caller
 * (step-up.ts): `provenByPasskey` then sets or replaces without the current one.
 */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  body: { oldPaymentPassword?: string | undefined; newPaymentPassword: string },
  provenByPasskey = false,
): Promise<void> {
  const repo = createPaymentPasswordRepository(db);
  if (provenByPasskey) {
    const hash = await hashPassword(body.newPaymentPassword);
    if (!(await repo.insertIfNone(memberId, hash))) await repo.replace(memberId, hash);
    return;
  }
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
