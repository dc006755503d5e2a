import { MAIN_WALLET_ID, type ContractKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  ledgerPostCall,
  player,
  system,
  withLedgerErrors,
  type PostInput,
  type Posting,
} from '../ledger/ledger.repository.js';
import { paymentKey, sweepDebts } from './agent-contract.rules.js';

/**
 * What a contract settlement moves (ADR 0009, "Settlement exactly once", "Unpaid dividends"): the
 * payment of a settled amount (or of one part of a debt) through the ledger, the payer's wallet
 * lock, and the sweep of a payer's debts, oldest first, from what it holds. Every function runs in
 * the caller's transaction.
 */

export const SETTLEMENT_SOURCE = 'agent-contract';

export interface ContractParties {
  merchantId: number;
  currency: string;
  kind: ContractKind;
  /** The payer: null for the brand (its BONUS account). */
  uplineId: number | null;
  downlineId: number;
  contractId: number;
}

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));
const int = (v: unknown): number => Number(v ?? 0);
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The ledger movement of one contract payment (the whole amount, or one part of a debt). */
export function paymentInput(
  c: ContractParties,
  settlementId: number,
  paidBefore: bigint,
  amount: bigint,
): PostInput {
  const postings: Posting[] = [
    {
      account: c.uplineId === null ? system('BONUS') : player(c.uplineId, MAIN_WALLET_ID),
      amount: -amount,
    },
    { account: player(c.downlineId, MAIN_WALLET_ID), amount },
  ];
  return {
    merchantId: c.merchantId,
    currency: c.currency,
    source: SETTLEMENT_SOURCE,
    idempotencyKey: paymentKey(settlementId, paidBefore),
    type: 'BONUS',
    memberId: c.downlineId,
    reference: `CT-${settlementId}`,
    // "My income" and the rollups classify it by bonusType (migration 0022: not a team bonus).
    metadata: {
      bonusType: c.kind === 'dividend' ? 'dividend' : 'salary',
      contractKind: c.kind,
      contractId: c.contractId,
      settlementId,
    },
    postings,
  };
}

export function createContractPayments(db: Db) {
  /** The payers' main-wallet balances, locked for the transaction in member order (0: never used). */
  async function lockedBalances(tx: Db, merchantId: number, memberIds: readonly number[]) {
    const out = new Map<number, bigint>(memberIds.map((id) => [id, 0n]));
    if (memberIds.length === 0) return out;
    const rows = rowsOf(
      await tx.execute(sql`
        SELECT member_id, balance::text AS balance FROM ledger_accounts
        WHERE merchant_id = ${merchantId} AND kind = 'player' AND member_id = ANY(${intArray(memberIds)}::int[])
          AND account_type_id = ${MAIN_WALLET_ID}
        ORDER BY member_id
        FOR UPDATE`),
    );
    for (const r of rows) out.set(int(r['member_id']), big(r['balance']));
    return out;
  }

  /** One payer's balance, locked for the transaction. */
  async function lockedBalance(tx: Db, merchantId: number, memberId: number): Promise<bigint> {
    return (await lockedBalances(tx, merchantId, [memberId])).get(memberId) ?? 0n;
  }

  /** One posting of a contract payment; answers its ledger transaction. */
  async function pay(
    tx: Db,
    c: ContractParties,
    settlementId: number,
    paidBefore: bigint,
    amount: bigint,
  ): Promise<number> {
    const call = ledgerPostCall(paymentInput(c, settlementId, paidBefore, amount));
    const [row] = await withLedgerErrors(async () =>
      rowsOf(
        await tx.execute(
          sql`SELECT transaction_id, replayed, created_at, request_hash FROM ${call.sql} AS p`,
        ),
      ),
    );
    if (!row) throw new Error('ledger_post returned nothing');
    return call.result(row).transactionId;
  }

  /** Of these payers, those who owe an earlier settlement. */
  async function payersInDebt(tx: Db, payerIds: readonly number[]): Promise<number[]> {
    if (payerIds.length === 0) return [];
    const rows = rowsOf(
      await tx.execute(sql`
        SELECT DISTINCT upline_id FROM agent_contract_settlements
        WHERE upline_id = ANY(${intArray(payerIds)}::int[]) AND status = 'owed'`),
    );
    return rows.map((r) => int(r['upline_id']));
  }

  /**
   * Pays a payer's debts, oldest first, from its balance, in the caller's transaction (which holds
   * the payer's wallet lock); lifts the freeze with the last one. Answers the balance left and the
   * number of payments.
   */
  async function sweep(
    tx: Db,
    merchantId: number,
    currency: string,
    payerId: number,
    balance: bigint,
  ): Promise<{ left: bigint; payments: number; unfrozen: boolean; payees: number[] }> {
    const owed = rowsOf(
      await tx.execute(sql`
        SELECT id, contract_id, kind, downline_id, amount::text AS amount, paid_amount::text AS paid
        FROM agent_contract_settlements WHERE upline_id = ${payerId} AND status = 'owed'
        ORDER BY id FOR UPDATE`),
    );
    if (owed.length === 0) return { left: balance, payments: 0, unfrozen: false, payees: [] };
    const debts = owed.map((d) => ({ id: int(d['id']), amount: big(d['amount']), paid: big(d['paid']) }));
    const { payments, frozen } = sweepDebts(debts, balance);
    let left = balance;
    for (const part of payments) {
      const debt = owed.find((d) => int(d['id']) === part.id);
      if (!debt) continue;
      await pay(
        tx,
        {
          merchantId,
          currency,
          kind: String(debt['kind']) as ContractKind,
          uplineId: payerId,
          downlineId: int(debt['downline_id']),
          contractId: int(debt['contract_id']),
        },
        part.id,
        part.paidBefore,
        part.amount,
      );
      await tx.execute(sql`
        UPDATE agent_contract_settlements SET paid_amount = paid_amount + ${part.amount.toString()}::bigint,
          status = CASE WHEN paid_amount + ${part.amount.toString()}::bigint = amount THEN 'paid' ELSE 'owed' END,
          paid_at = CASE WHEN paid_amount + ${part.amount.toString()}::bigint = amount THEN now() ELSE paid_at END
        WHERE id = ${part.id}`);
      left -= part.amount;
    }
    let unfrozen = false;
    if (!frozen) {
      const lifted = rowsOf(
        await tx.execute(sql`DELETE FROM member_freezes WHERE member_id = ${payerId} AND reason = 'contractUnpaid'
          RETURNING member_id`),
      );
      unfrozen = lifted.length > 0;
    }
    const payees = [
      ...new Set(payments.map((part) => int(owed.find((d) => int(d['id']) === part.id)?.['downline_id']))),
    ];
    return { left, payments: payments.length, unfrozen, payees };
  }

  return { db, lockedBalance, lockedBalances, pay, payersInDebt, sweep };
}

export type ContractPayments = ReturnType<typeof createContractPayments>;
