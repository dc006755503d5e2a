import {
  fromMinor,
  MAIN_WALLET_ID,
  PROPORTION_SCALE,
  type ContractKind,
  type ContractPeriod,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import {
  ledgerPostCall,
  player,
  system,
  withLedgerErrors,
  type Posting,
} from '../ledger/ledger.repository.js';
import { createContractFigures } from './agent-contract.figures.js';
import { closedPeriods, type Period } from './agent-contract.periods.js';
import {
  baseOf,
  contractAmount,
  paymentKey,
  sweepDebts,
  tiersFromJson,
  type TeamFigures,
} from './agent-contract.rules.js';

/**
 * The settlement of agent contracts (ADR 0009, "Settlement exactly once", "Unpaid dividends"):
 * one pass walks every live contract's closed periods from its watermark, top-down, computes the
 * figures and the amount with the rules module and, per period, in ONE transaction: inserts the
 * settlement row (the unique (contract, period start) key makes a second runner write nothing),
 * pays it through ledger_post (key contract:<settlement id>:<paid before>) and advances the
 * contract's settled_until. A runner killed anywhere in it leaves nothing; the next pass does the
 * period again. What an upline's wallet cannot cover is owed: the upline is frozen and every pass
 * pays its debts, oldest first, from what it holds, lifting the freeze with the last one.
 *
 * Safe in any number of processes at once: nothing here is claimed, the keys decide.
 */

/** "Closed" is the database's clock less this: a round in flight at the boundary has a minute to
 * settle, and runners whose clocks differ by that much settle the same periods (ADR 0009). */
export const SETTLEMENT_GRACE_MS = 60_000;
/** Periods one contract settles per pass at most: a job that was down for a week catches up in
 * bounded passes (288 five-minute periods a day). */
const PERIODS_PER_PASS = 300;
const SOURCE = 'agent-contract';

export interface SettledPeriod {
  settlementId: number;
  contractId: number;
  merchantId: number;
  kind: ContractKind;
  uplineId: number | null;
  downlineId: number;
  periodStart: Date;
  periodEnd: Date;
  amount: bigint;
  paidAmount: bigint;
  status: 'paid' | 'owed';
  /** The merchant's currency decimals (to answer amounts as decimal strings). */
  decimals: number;
}

export interface SettlementReport {
  settled: SettledPeriod[];
  /** Debt payments made (parts of owed settlements paid from a later balance). */
  swept: number;
  /** Members whose freeze was lifted by this pass. */
  unfrozen: number[];
  /** Contracts whose settlement failed this pass (rolled back; retried on the next). */
  failed: Array<{ contractId: number; error: string }>;
}

export interface SettleOptions {
  /** Settle as if the clock (less the grace) read this instant (epoch ms): a test clock. */
  asOf?: number;
  kind?: ContractKind;
}

export interface SettlementHooks {
  /** Called inside a period's transaction after its row and posting, before the watermark: a test
   * throws here to be the runner killed mid-way (everything of the period must roll back). */
  afterPost?: (settlementId: number) => void | Promise<void>;
}

interface LiveContract {
  id: number;
  merchantId: number;
  kind: ContractKind;
  period: ContractPeriod;
  uplineId: number | null;
  downlineId: number;
  tiers: unknown;
  status: 'active' | 'ending';
  startsAt: Date;
  endsAt: Date | null;
  settledUntil: Date | null;
  timeZone: string;
  merchantCode: string;
  currency: string;
  decimals: number;
  level: number;
}

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));
const int = (v: unknown): number => Number(v ?? 0);
const iso = (ms: number) => new Date(ms).toISOString();

export function createContractSettlement(deps: {
  db: Db;
  /** After a commit that moved a member's balance (the event bus: wallet.changed). */
  walletChanged?: (merchantCode: string, memberId: number) => void;
  hooks?: SettlementHooks;
}) {
  const { db, hooks = {} } = deps;
  const { figures } = createContractFigures(db);

  async function dbNow(): Promise<number> {
    const [row] = rowsOf(await db.execute(sql`SELECT now() AS now`));
    return toDate(row?.['now']).getTime();
  }

  /** Live contracts, uplines before downlines (the level of the downline in the member tree). */
  async function liveContracts(): Promise<LiveContract[]> {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT c.id, c.merchant_id, c.kind, c.period, c.upline_id, c.downline_id, c.tiers, c.status,
               c.starts_at, c.ends_at, c.settled_until, m.time_zone, m.code AS merchant_code, m.currency, m.currency_decimals,
               (SELECT count(*) FROM member_closure mc WHERE mc.descendant_id = c.downline_id AND mc.depth > 0)::int AS level
        FROM agent_contracts c JOIN merchants m ON m.id = c.merchant_id
        WHERE c.status <> 'ended'
        ORDER BY level, c.id`),
    );
    return rows.map((r) => ({
      id: int(r['id']),
      merchantId: int(r['merchant_id']),
      kind: String(r['kind']) as ContractKind,
      period: String(r['period']) as ContractPeriod,
      uplineId: r['upline_id'] == null ? null : int(r['upline_id']),
      downlineId: int(r['downline_id']),
      tiers: typeof r['tiers'] === 'string' ? (JSON.parse(r['tiers']) as unknown) : r['tiers'],
      status: String(r['status']) as 'active' | 'ending',
      startsAt: toDate(r['starts_at']),
      endsAt: r['ends_at'] == null ? null : toDate(r['ends_at']),
      settledUntil: r['settled_until'] == null ? null : toDate(r['settled_until']),
      timeZone: String(r['time_zone']),
      merchantCode: String(r['merchant_code']),
      currency: String(r['currency']),
      decimals: int(r['currency_decimals']),
      level: int(r['level']),
    }));
  }

  /**
   * The proportion the upline was applied for the same period (the cap), 'wait' while the upline's
   * contract has not settled it yet, 0 when the upline has no contract of the kind over it (it
   * receives nothing, so it passes on nothing; the period is still settled, at 0).
   */
  async function uplineCap(c: LiveContract, p: Period): Promise<number | 'wait'> {
    if (c.uplineId === null) return PROPORTION_SCALE;
    const [settled] = rowsOf(
      await db.execute(sql`
        SELECT proportion_ppm FROM agent_contract_settlements
        WHERE downline_id = ${c.uplineId} AND kind = ${c.kind}
          AND period_start <= ${iso(p.start)}::timestamptz AND period_end >= ${iso(p.end)}::timestamptz
        ORDER BY id DESC LIMIT 1`),
    );
    if (settled) return int(settled['proportion_ppm']);
    const [covering] = rowsOf(
      await db.execute(sql`
        SELECT id FROM agent_contracts
        WHERE downline_id = ${c.uplineId} AND kind = ${c.kind} AND starts_at <= ${iso(p.start)}::timestamptz
          AND (ends_at IS NULL OR ends_at >= ${iso(p.end)}::timestamptz)
        LIMIT 1`),
    );
    return covering ? 'wait' : 0;
  }

  /** The payer's main-wallet balance, locked for the transaction (0: never used). */
  async function lockedBalance(tx: Db, merchantId: number, memberId: number): Promise<bigint> {
    const [row] = rowsOf(
      await tx.execute(sql`
        SELECT balance::text AS balance FROM ledger_accounts
        WHERE merchant_id = ${merchantId} AND kind = 'player' AND member_id = ${memberId}
          AND account_type_id = ${MAIN_WALLET_ID}
        FOR UPDATE`),
    );
    return big(row?.['balance']);
  }

  /** One posting of a contract payment (the whole amount, or one part of a debt). */
  async function pay(
    tx: Db,
    c: {
      merchantId: number;
      currency: string;
      kind: ContractKind;
      uplineId: number | null;
      downlineId: number;
      contractId: number;
    },
    settlementId: number,
    paidBefore: bigint,
    amount: bigint,
  ): Promise<number> {
    const postings: Posting[] = [
      {
        account: c.uplineId === null ? system('BONUS') : player(c.uplineId, MAIN_WALLET_ID),
        amount: -amount,
      },
      { account: player(c.downlineId, MAIN_WALLET_ID), amount },
    ];
    const call = ledgerPostCall({
      merchantId: c.merchantId,
      currency: c.currency,
      source: SOURCE,
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
    });
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

  /**
   * One period of one contract, in one transaction. Answers the settlement, or null when another
   * runner had settled it (the insert wrote nothing) or the watermark moved under us.
   */
  async function settlePeriod(
    c: LiveContract,
    p: Period,
    f: TeamFigures,
    cap: number,
    report: SettlementReport,
  ): Promise<SettledPeriod | null> {
    const tiers = tiersFromJson(c.tiers);
    const result = contractAmount(c.kind, tiers, f, cap);
    const figuresJson = {
      teamDays: f.teamDays,
      activeNumber: f.activeNumber,
      validBets: f.validBets.toString(),
      payouts: f.payouts.toString(),
      bonuses: f.bonuses.toString(),
      rebates: f.rebates.toString(),
      betCount: f.betCount,
      capPpm: cap,
    };
    const changed = new Set<number>();
    let sweptUnfrozen = false;
    const out = await db.transaction(async (tx) => {
      // The payer's wallet first (the lock orders runners; the sweep and the payment read it), and
      // its older debts before this period's payment (oldest first).
      let balance = 0n;
      if (c.uplineId !== null && result.amount > 0n) {
        balance = await lockedBalance(tx, c.merchantId, c.uplineId);
        const swept = await sweep(tx, c.merchantId, c.currency, c.uplineId, balance);
        balance = swept.left;
        report.swept += swept.payments;
        if (swept.payments > 0) changed.add(c.uplineId);
        for (const id of swept.payees) changed.add(id);
        sweptUnfrozen = swept.unfrozen;
      }
      const paid = c.uplineId === null ? result.amount : result.amount < balance ? result.amount : balance;
      const status = paid === result.amount ? 'paid' : 'owed';
      const [inserted] = rowsOf(
        await tx.execute(sql`
          INSERT INTO agent_contract_settlements (merchant_id, contract_id, kind, upline_id, downline_id,
            period_start, period_end, figures, base, tier_index, tier_ppm, proportion_ppm, amount,
            paid_amount, status, paid_at)
          VALUES (${c.merchantId}, ${c.id}, ${c.kind}, ${c.uplineId}, ${c.downlineId},
            ${iso(p.start)}::timestamptz, ${iso(p.end)}::timestamptz, ${JSON.stringify(figuresJson)}::jsonb,
            ${baseOf(c.kind, f).toString()}::bigint, ${result.tierIndex}, ${result.tierPpm}, ${result.proportionPpm},
            ${result.amount.toString()}::bigint, ${paid.toString()}::bigint, ${status},
            ${status === 'paid' ? sql`now()` : sql`NULL`})
          ON CONFLICT ON CONSTRAINT agent_contract_settlements_period_uq DO NOTHING
          RETURNING id`),
      );
      if (!inserted) return null; // another runner settled it: its transaction did everything
      const settlementId = int(inserted['id']);
      if (paid > 0n) {
        const transactionId = await pay(tx, { ...c, contractId: c.id }, settlementId, 0n, paid);
        await tx.execute(sql`UPDATE agent_contract_settlements SET ledger_transaction_id = ${transactionId}
          WHERE id = ${settlementId}`);
        changed.add(c.downlineId);
        if (c.uplineId !== null) changed.add(c.uplineId);
      }
      if (status === 'owed' && c.uplineId !== null) {
        await tx.execute(sql`
          INSERT INTO member_freezes (member_id, reason, merchant_id, detail)
          VALUES (${c.uplineId}, 'contractUnpaid', ${c.merchantId}, ${JSON.stringify({ settlementId })}::jsonb)
          ON CONFLICT (member_id, reason) DO NOTHING`);
      }
      // A credit is news for both parties: the contract feed publishes it (AGENT_contractFeed).
      if (result.amount > 0n) {
        await tx.execute(sql`
          INSERT INTO agent_contract_events (merchant_id, kind, upline_id, downline_id, event, contract_id,
            actor_role, detail)
          VALUES (${c.merchantId}, ${c.kind}, ${c.uplineId}, ${c.downlineId}, 'settled', ${c.id}, 'system',
            ${JSON.stringify({
              settlementId,
              amount: result.amount.toString(),
              paidAmount: paid.toString(),
              status,
              periodStart: iso(p.start),
              periodEnd: iso(p.end),
            })}::jsonb)`);
      }
      await hooks.afterPost?.(settlementId);
      const ends = c.endsAt !== null && p.end >= c.endsAt.getTime();
      const moved = rowsOf(
        await tx.execute(sql`
          UPDATE agent_contracts SET settled_until = ${iso(p.end)}::timestamptz,
            status = CASE WHEN ${ends} THEN 'ended' ELSE status END
          WHERE id = ${c.id} AND settled_until IS NOT DISTINCT FROM ${c.settledUntil?.toISOString() ?? null}::timestamptz
          RETURNING id`),
      );
      // The row was ours, so nobody else settled this period; a moved watermark means a bug or a
      // hand edit: roll everything back rather than pay against it.
      if (moved.length === 0) throw new Error(`contract ${c.id}: settled_until moved during its settlement`);
      if (ends) await recordEnded(tx, c);
      return {
        settlementId,
        contractId: c.id,
        merchantId: c.merchantId,
        kind: c.kind,
        uplineId: c.uplineId,
        downlineId: c.downlineId,
        periodStart: new Date(p.start),
        periodEnd: new Date(p.end),
        amount: result.amount,
        paidAmount: paid,
        status,
        decimals: c.decimals,
      } satisfies SettledPeriod;
    });
    if (out) {
      c.settledUntil = new Date(p.end);
      // Lifted by the sweep and not frozen again by this period's own debt.
      if (sweptUnfrozen && out.status === 'paid' && c.uplineId !== null) report.unfrozen.push(c.uplineId);
      for (const id of changed) deps.walletChanged?.(c.merchantCode, id);
    }
    return out;
  }

  async function recordEnded(tx: Db, c: LiveContract) {
    await tx.execute(sql`
      INSERT INTO agent_contract_events (merchant_id, kind, upline_id, downline_id, event, contract_id,
        actor_role, detail)
      VALUES (${c.merchantId}, ${c.kind}, ${c.uplineId}, ${c.downlineId}, 'ended', ${c.id}, 'system',
        ${JSON.stringify({ endsAt: c.endsAt?.toISOString() ?? null, reason: 'settled' })}::jsonb)`);
  }

  /** An ending contract with nothing left to settle (it ended at or before its start, or its last
   * period was settled by a runner that stopped before the status): ended, once. */
  async function endIfDone(c: LiveContract) {
    if (c.status !== 'ending' || c.endsAt === null) return;
    const from = c.settledUntil ?? c.startsAt;
    if (from.getTime() < c.endsAt.getTime()) return;
    await db.transaction(async (tx) => {
      const moved = rowsOf(
        await tx.execute(sql`UPDATE agent_contracts SET status = 'ended' WHERE id = ${c.id} AND status = 'ending'
          RETURNING id`),
      );
      if (moved.length > 0) await recordEnded(tx, c);
    });
  }

  /** Debts of payers whose balance grew since (a credit, a receipt of their own contract). */
  async function sweepAll(report: SettlementReport) {
    const payers = rowsOf(
      await db.execute(sql`
        SELECT DISTINCT s.upline_id, s.merchant_id, m.code, m.currency FROM agent_contract_settlements s
        JOIN merchants m ON m.id = s.merchant_id WHERE s.status = 'owed' ORDER BY 1`),
    );
    for (const p of payers) {
      const payerId = int(p['upline_id']);
      const merchantId = int(p['merchant_id']);
      const done = await db.transaction(async (tx) => {
        const balance = await lockedBalance(tx, merchantId, payerId);
        return sweep(tx, merchantId, String(p['currency']), payerId, balance);
      });
      report.swept += done.payments;
      if (done.unfrozen) report.unfrozen.push(payerId);
      if (done.payments > 0) {
        deps.walletChanged?.(String(p['code']), payerId);
        for (const id of done.payees) deps.walletChanged?.(String(p['code']), id);
      }
    }
  }

  /** The contract's watermark and status as committed (after another runner's period). */
  async function reload(c: LiveContract): Promise<boolean> {
    const [row] = rowsOf(
      await db.execute(sql`SELECT settled_until, status FROM agent_contracts WHERE id = ${c.id}`),
    );
    const until = row?.['settled_until'] == null ? null : toDate(row['settled_until']);
    if (!row || String(row['status']) === 'ended' || until?.getTime() === c.settledUntil?.getTime())
      return false;
    c.settledUntil = until;
    return true;
  }

  async function settleContract(c: LiveContract, now: number, report: SettlementReport) {
    for (let n = 0; n < PERIODS_PER_PASS; n++) {
      const [p] = closedPeriods(
        c.period,
        (c.settledUntil ?? c.startsAt).getTime(),
        c.endsAt?.getTime() ?? null,
        now,
        c.timeZone,
        1,
      );
      if (!p) break;
      const cap = await uplineCap(c, p);
      if (cap === 'wait') break; // the upline's same period first (top-down)
      const settled = await settlePeriod(c, p, await figures(c, p), cap, report);
      if (settled) {
        report.settled.push(settled);
        continue;
      }
      // Another runner settled this period (our insert waited for its commit): go on from where it
      // left the watermark, so two runners share a backlog instead of both stopping at the first
      // period they met.
      if (!(await reload(c))) break;
    }
    await endIfDone(c);
  }

  return {
    /**
     * One pass: every closed, unsettled period of every live contract, then every debt. `asOf`
     * (outside production only: the operator's test clock) closes periods as if it were that
     * instant; `kind` limits the pass to one kind's contracts.
     */
    async settleDue(options: SettleOptions = {}): Promise<SettlementReport> {
      const report: SettlementReport = { settled: [], swept: 0, unfrozen: [], failed: [] };
      const now = options.asOf ?? (await dbNow()) - SETTLEMENT_GRACE_MS;
      const live = await liveContracts();
      for (const c of options.kind ? live.filter((x) => x.kind === options.kind) : live) {
        try {
          await settleContract(c, now, report);
        } catch (err) {
          // One contract that cannot be settled (a bug, a hand-edited row) must not hold up the
          // others; its periods stay unsettled and are tried again next pass.
          report.failed.push({ contractId: c.id, error: err instanceof Error ? err.message : String(err) });
        }
      }
      await sweepAll(report);
      return report;
    },
  };
}

export type ContractSettlement = ReturnType<typeof createContractSettlement>;

/** A settled period on the wire (the admin route's answer): money as decimal strings. */
export const settledToWire = (s: SettledPeriod) => ({
  settlementId: String(s.settlementId),
  contractId: s.contractId,
  kind: s.kind,
  periodStart: s.periodStart.toISOString(),
  periodEnd: s.periodEnd.toISOString(),
  amount: fromMinor(s.amount, s.decimals),
  paidAmount: fromMinor(s.paidAmount, s.decimals),
  status: s.status,
});
