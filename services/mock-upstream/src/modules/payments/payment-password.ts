import { ErrorCode } from '@portal/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentPasswords } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

/** Consecutive wrong payment passwords that lock the member's money-moving calls, and for how long. */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

const incorrect = () =>
  AppError.rule(ErrorCode.paymentPasswordIncorrect, 'the payment password is wrong', {
    paymentPassword: 'PAYMENT_PASSWORD_INCORRECT',
  });

export async function isPaymentPasswordSet(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: paymentPasswords.memberId })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId))
    .limit(1);
  return row !== undefined;
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
  const lapsed = sql`${paymentPasswords.lockedUntil} <= now()`;
  const next = sql`CASE WHEN ${lapsed} THEN 1 ELSE ${paymentPasswords.failedAttempts} + 1 END`;
  const [row] = await db
    .update(paymentPasswords)
    .set({
      failedAttempts: next,
      lockedUntil: sql`CASE WHEN ${next} >= ${PAYMENT_PASSWORD_MAX_ATTEMPTS}
        THEN now() + make_interval(mins => ${PAYMENT_PASSWORD_LOCK_MINUTES}) ELSE NULL END`,
    })
    .where(
      and(
        eq(paymentPasswords.memberId, memberId),
        or(
          lapsed,
          and(
            isNull(paymentPasswords.lockedUntil),
            lt(paymentPasswords.failedAttempts, PAYMENT_PASSWORD_MAX_ATTEMPTS),
          ),
        ),
      ),
    )
    .returning({ hash: paymentPasswords.hash });
  if (row) return row;
  return (await isPaymentPasswordSet(db, memberId)) ? 'locked' : 'notSet';
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
  await db
    .update(paymentPasswords)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(paymentPasswords.memberId, memberId));
}

/** Sets the payment password when there is none; changing it needs the current one. */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  body: { oldPaymentPassword?: string | undefined; newPaymentPassword: string },
): Promise<void> {
  if (!(await isPaymentPasswordSet(db, memberId))) {
    const inserted = await db
      .insert(paymentPasswords)
      .values({ memberId, hash: await hashPassword(body.newPaymentPassword) })
      .onConflictDoNothing()
      .returning({ memberId: paymentPasswords.memberId });
    if (inserted.length > 0) return;
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
  const hash = await hashPassword(body.newPaymentPassword);
  await db
    .update(paymentPasswords)
    .set({ hash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(paymentPasswords.memberId, memberId));
}
