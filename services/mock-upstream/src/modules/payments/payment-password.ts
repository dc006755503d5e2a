import { ErrorCode } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
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

/**
 * Checks a member's payment password before a money-moving call. Throws PAYMENT_PASSWORD_NOT_SET,
 * PAYMENT_PASSWORD_LOCKED (after 5 consecutive wrong attempts, for 15 minutes) or
 * PAYMENT_PASSWORD_INCORRECT; a right one resets the count. The count is updated atomically, so
 * parallel guesses cannot slip past the limit.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, plain: string): Promise<void> {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  if (!row) {
    throw AppError.rule(ErrorCode.paymentPasswordNotSet, 'set a payment password first', {
      paymentPassword: 'PAYMENT_PASSWORD_NOT_SET',
    });
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    throw AppError.rule(ErrorCode.paymentPasswordLocked, 'too many wrong payment passwords; try later', {
      paymentPassword: 'PAYMENT_PASSWORD_LOCKED',
    });
  }
  if (await verifyPassword(row.hash, plain)) {
    if (row.failedAttempts > 0 || row.lockedUntil) {
      await db
        .update(paymentPasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(paymentPasswords.memberId, memberId));
    }
    return;
  }
  // A lock that has run out starts a fresh count.
  await db.execute(sql`
    UPDATE payment_passwords SET
      failed_attempts = CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 1
                             ELSE failed_attempts + 1 END,
      locked_until = CASE
        WHEN (CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 1
                   ELSE failed_attempts + 1 END) >= ${PAYMENT_PASSWORD_MAX_ATTEMPTS}
          THEN now() + make_interval(mins => ${PAYMENT_PASSWORD_LOCK_MINUTES})
        WHEN locked_until IS NOT NULL AND locked_until <= now() THEN NULL
        ELSE locked_until END
    WHERE member_id = ${memberId}`);
  throw incorrect();
}

/** Sets the payment password when there is none; changing it needs the current one. */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  body: { oldPaymentPassword?: string | undefined; newPaymentPassword: string },
): Promise<void> {
  const hash = await hashPassword(body.newPaymentPassword);
  if (!(await isPaymentPasswordSet(db, memberId))) {
    const inserted = await db
      .insert(paymentPasswords)
      .values({ memberId, hash })
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
  await db
    .update(paymentPasswords)
    .set({ hash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(paymentPasswords.memberId, memberId));
}
