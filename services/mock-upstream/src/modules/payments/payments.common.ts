import { randomInt } from 'node:crypto';
import { ErrorCode, fromMinor, toMinor, TRIAL_TYPE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { merchants } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';

/** Called after a commit that changed a member's balance (the gateway pushes the new balance). */
export type WalletChanged = (merchantCode: string, memberId: number) => void;

/** Called after a commit that changed the state of a member's deposit or withdrawal order (the
 * gateway tells the member's open order pages to re-read them). */
export type OrdersChanged = (merchantCode: string, memberId: number, kind: 'deposit' | 'withdraw') => void;

/** Minor units of a wire amount; more decimals than the brand's currency has is INVALID_AMOUNT. */
export function amountMinor(amount: string, merchant: MerchantRow, field = 'amount'): bigint {
  try {
    return toMinor(amount, merchant.currencyDecimals);
  } catch {
    throw AppError.rule(
      ErrorCode.invalidAmount,
      `the amount has more than ${merchant.currencyDecimals} decimals`,
      { [field]: 'INVALID_AMOUNT' },
    );
  }
}

/** Whether a wire amount is exactly `minor` (more decimals than the currency has never is). */
export function sameAmount(amount: string, minor: bigint, merchant: MerchantRow): boolean {
  try {
    return amountMinor(amount, merchant) === minor;
  } catch {
    return false;
  }
}

export function money(minor: bigint, merchant: MerchantRow): string {
  return fromMinor(minor, merchant.currencyDecimals);
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

export function refuseTrial(member: MemberRow): void {
  if (member.type === TRIAL_TYPE) {
    throw AppError.rule(ErrorCode.trialAccount, 'a trial account cannot move money');
  }
}

/** `D` or `W` + the UTC time to the second + 6 random digits: sortable, readable, unique enough
 * (the column is unique; a clash is a refused insert, never a shared order). */
export function orderNumber(prefix: 'D' | 'W'): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The unique constraint (or index) a statement broke, read from the driver error (pg and PGlite). */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    const constraint = (e as Error & { constraint?: unknown }).constraint;
    if (code === '23505') return typeof constraint === 'string' ? constraint : e.message;
    const match = /unique constraint "([^"]+)"/.exec(e.message);
    if (match?.[1]) return match[1];
  }
  return null;
}

export async function merchantById(db: Db, id: number): Promise<MerchantRow> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  if (!row) throw new Error(`merchant ${id} missing`);
  return row;
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export function pageOf<T>(list: T[], totalCount: number, pageNo: number, pageSize: number): Page<T> {
  return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A repository's queries on `db`, and `inTransaction` running the same queries on one transaction. */
export function transactional<Q>(
  db: Db,
  queriesOn: (db: Db) => Q,
): Q & { inTransaction<T>(run: (tx: Q) => Promise<T>): Promise<T> } {
  return {
    ...queriesOn(db),
    inTransaction: (run) => db.transaction((tx) => run(queriesOn(tx))),
  };
}
