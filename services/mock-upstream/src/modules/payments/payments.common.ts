import { randomInt } from 'node:crypto';
import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { merchants, memberTurnover } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';

// The payment password other modules' money moves ask for (payment-password.ts).
export { verifyPaymentPassword } from './payment-password.js';
export { confirmStepUp, type StepUpProof } from './step-up.js';

/** Called after a commit that changed a member's balance (the gateway pushes the new balance). */
export type WalletChanged = (merchantCode: string, memberId: number) => void;

/** Called after a commit that changed the state of a member's deposit or withdrawal order (the
 * gateway tells the member's open order pages to re-read them). */
export type OrdersChanged = (merchantCode: string, memberId: number, kind: 'deposit' | 'withdraw') => void;

/** Whether a wire amount is exactly `minor` (more decimals than the currency has never is). */
export function sameAmount(amount: string, minor: bigint, merchant: MerchantRow): boolean {
  try {
    return amountMinor(amount, merchant) === minor;
  } catch {
    return false;
  }
}

export function outOfRange(min: bigint, max: bigint, merchant: MerchantRow, field = 'amount'): AppError {
  return AppError.rule(
    ErrorCode.amountOutOfRange,
    `the amount must be between ${money(min, merchant)} and ${money(max, merchant)}`,
    { [field]: 'AMOUNT_OUT_OF_RANGE' },
  );
}

/** A request id already used for another order: a retry must repeat its first body. */
export function requestIdReused(what: 'deposit' | 'withdrawal'): AppError {
  return AppError.rule(
    ErrorCode.idempotencyKeyReused,
    `this request id was already used for another ${what}`,
  );
}

/** `D` or `W` + the UTC time to the second + 6 random digits: sortable, readable, unique enough
 * (the column is unique; a clash is a refused insert, never a shared order). */
export function orderNumber(prefix: 'D' | 'W'): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function merchantById(db: Db, id: number): Promise<MerchantRow> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  if (!row) throw new Error(`merchant ${id} missing`);
  return row;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The member's withdrawal turnover: what deposits required and what settled bets achieved of it
 * (member_turnover; done never passes required). The withdrawal's `turnover` rule and the play
 * session bar both read it here.
 */
export async function turnoverOf(db: Db, memberId: number): Promise<{ required: bigint; done: bigint }> {
  const [row] = await db.select().from(memberTurnover).where(eq(memberTurnover.memberId, memberId));
  return { required: row?.requiredMinor ?? 0n, done: row?.doneMinor ?? 0n };
}
