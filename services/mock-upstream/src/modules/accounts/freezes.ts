import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberFreezes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * Frozen accounts (member_freezes; ADR 0009, "Unpaid dividends"): while a row stands, the member
 * cannot withdraw or move money out of its main wallet (agent transfers, transfers into a vendor
 * wallet); what arrives meanwhile is swept to its debts by the settlement job, which lifts the
 * freeze in the transaction that pays the last one.
 *
 * Callers read it in the transaction that moves the money. It takes no lock, and needs none: the
 * settlement that freezes a member pays out of the same wallet in the transaction that inserts the
 * row, so a movement that read "not frozen" just before that commit finds the balance already
 * spent (ledger_post re-reads it under the row lock) or spent it first, leaving the settlement
 * less to take; either way no money leaves that the freeze was meant to keep.
 */
export async function refuseIfFrozen(db: Db, memberId: number): Promise<void> {
  if (await isFrozen(db, memberId)) {
    throw AppError.rule(
      ErrorCode.accountFrozen,
      'the account is frozen until an unpaid contract settlement is paid',
    );
  }
}

/** Whether a freeze stands now (what a page shows before a move is tried; the move still refuses). */
export async function isFrozen(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ reason: memberFreezes.reason })
    .from(memberFreezes)
    .where(eq(memberFreezes.memberId, memberId))
    .limit(1);
  return row !== undefined;
}
