import { PROPORTION_SCALE, type ContractKind, type ContractPeriod } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { money } from '../../lib/money.js';
import { createContractFigures } from './agent-contract.figures.js';
import { createContractPayments } from './agent-contract.payments.js';
import { closedPeriods, type Period } from './agent-contract.periods.js';
import type { TeamFigures } from './agent-contract.rules.js';
import {
  BatchConflict,
  settleBatch,
  type BatchEntry,
  type BatchOutcome,
  type LiveContract,
  type SettledPeriod,
  type SettlementHooks,
} from './agent-contract.settlement.batch.js';

/**
 * The settlement of agent contracts (ADR 0009, "Settlement exactly once", "Settlement in batches",
 * "Unpaid dividends"): one pass walks every live contract's closed periods from its watermark, a
 * period of each per round, top-down. A round groups the contracts by level, merchant, kind and
 * period; each group's caps and figures are read in a few queries and the group is settled in
 * batches, each batch in ONE transaction: the settlement rows (the unique (contract, period start)
 * key makes a second runner's insert write nothing), the payments through ledger_post (key
 * contract:<settlement id>:<paid before>) and the contracts' settled_until. A runner killed anywhere
 * in it leaves nothing; the next pass does the period again. A batch that meets another runner's
 * rows is rolled back and its contracts settled one by one. What an upline's wallet cannot cover is
 * owed: the upline is frozen and every pass pays its debts, oldest first, from what it holds,
 * lifting the freeze with the last one.
 *
 * Safe in any number of processes at once: nothing here is claimed, the keys decide.
 */

/** "Closed" is the database's clock less this: a round in flight at the boundary has a minute to
 * settle, and runners whose clocks differ by that much settle the same periods (ADR 0009). */
export const SETTLEMENT_GRACE_MS = 60_000;
/** Periods one contract settles per pass at most: a job that was down for a week catches up in
 * bounded passes (288 five-minute periods a day). */
const PERIODS_PER_PASS = 300;
/** Contracts settled together in one transaction at most (agent-contract.settlement.batch.ts). */
const BATCH_SIZE = 1_000;

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

const int = (v: unknown): number => Number(v ?? 0);
const iso = (ms: number) => new Date(ms).toISOString();
const emptyFigures: TeamFigures = {
  teamDays: 0,
  activeNumber: 0,
  validBets: 0n,
  payouts: 0n,
  bonuses: 0n,
  rebates: 0n,
  betCount: 0,
};

export function createContractSettlement(deps: {
  db: Db;
  /** After a commit that moved a member's balance (the event bus: wallet.changed). */
  walletChanged?: (merchantCode: string, memberId: number) => void;
  hooks?: SettlementHooks;
}) {
  const { db, hooks = {} } = deps;
  const { figuresOfMany } = createContractFigures(db);
  const payments = createContractPayments(db);

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
   * For contracts of one kind and period (a batch), the proportion each one's upline was applied for
   * the same period (the cap), 'wait' while the upline's contract has not settled it yet, 0 when
   * the upline has no contract of the kind over it (it receives nothing, so it passes on nothing;
   * the period is still settled, at 0). Two queries for the whole batch.
   */
  async function capsOf(
    contracts: readonly LiveContract[],
    kind: ContractKind,
    p: Period,
  ): Promise<Map<number, number | 'wait'>> {
    const out = new Map<number, number | 'wait'>();
    const uplines = [...new Set(contracts.map((c) => c.uplineId).filter((id): id is number => id !== null))];
    const applied = new Map<number, number>();
    const covered = new Set<number>();
    if (uplines.length > 0) {
      const ids = `{${uplines.join(',')}}`;
      for (const r of rowsOf(
        await db.execute(sql`
          SELECT DISTINCT ON (downline_id) downline_id, proportion_ppm FROM agent_contract_settlements
          WHERE downline_id = ANY(${ids}::int[]) AND kind = ${kind}
            AND period_start <= ${iso(p.start)}::timestamptz AND period_end >= ${iso(p.end)}::timestamptz
          ORDER BY downline_id, id DESC`),
      ))
        applied.set(int(r['downline_id']), int(r['proportion_ppm']));
      const waiting = uplines.filter((id) => !applied.has(id));
      if (waiting.length > 0) {
        for (const r of rowsOf(
          await db.execute(sql`
            SELECT DISTINCT downline_id FROM agent_contracts
            WHERE downline_id = ANY(${`{${waiting.join(',')}}`}::int[]) AND kind = ${kind}
              AND starts_at <= ${iso(p.start)}::timestamptz
              AND (ends_at IS NULL OR ends_at >= ${iso(p.end)}::timestamptz)`),
        ))
          covered.add(int(r['downline_id']));
      }
    }
    for (const c of contracts) {
      if (c.uplineId === null) out.set(c.id, PROPORTION_SCALE);
      else out.set(c.id, applied.get(c.uplineId) ?? (covered.has(c.uplineId) ? 'wait' : 0));
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
        const balance = await payments.lockedBalance(tx, merchantId, payerId);
        return payments.sweep(tx, merchantId, String(p['currency']), payerId, balance);
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

  /** Records a batch's outcome (after its commit). */
  function apply(done: BatchOutcome, entries: readonly BatchEntry[], report: SettlementReport) {
    for (const e of entries) e.c.settledUntil = new Date(e.p.end);
    report.settled.push(...done.settled);
    report.swept += done.swept;
    report.unfrozen.push(...done.unfrozen);
    const code = entries[0]?.c.merchantCode;
    if (code !== undefined) for (const id of done.changed) deps.walletChanged?.(code, id);
  }

  /** Settles one period of one contract on its own (a batch of one); false when the contract is done
   * for this pass (it failed, or another runner's watermark gives it nothing more to do). */
  async function settleOne(e: BatchEntry, report: SettlementReport): Promise<boolean> {
    try {
      apply(await settleBatch(db, payments, [e], hooks), [e], report);
      return true;
    } catch (err) {
      // Another runner settled this period (our insert waited for its commit): go on from where it
      // left the watermark, so two runners share a backlog instead of both stopping at the first
      // period they met.
      if (err instanceof BatchConflict) return reload(e.c);
      // One contract that cannot be settled (a bug, a hand-edited row) must not hold up the
      // others; its periods stay unsettled and are tried again next pass.
      report.failed.push({ contractId: e.c.id, error: err instanceof Error ? err.message : String(err) });
      return false;
    }
  }

  /**
   * One group's period: the contracts of one level, merchant, kind and period length whose next
   * closed period is `p`. Caps and figures are read for the whole group, then each chunk of it is
   * settled in one transaction; a chunk that cannot be (another runner, a moved watermark, an
   * error) is settled one by one. Answers the contracts that go on to their next period.
   */
  async function settleGroup(group: LiveContract[], p: Period, report: SettlementReport) {
    const going: LiveContract[] = [];
    const first = group[0];
    if (!first) return going;
    const caps = await capsOf(group, first.kind, p);
    // The upline's same period first (top-down): a contract whose cap waits is done for this pass.
    const ready = group.filter((c) => caps.get(c.id) !== 'wait');
    const figures = await figuresOfMany(
      first,
      ready.map((c) => c.downlineId),
      p,
    );
    const entries: BatchEntry[] = ready.map((c) => ({
      c,
      p,
      f: figures.get(c.downlineId) ?? emptyFigures,
      cap: Number(caps.get(c.id)),
    }));
    for (let from = 0; from < entries.length; from += BATCH_SIZE) {
      const chunk = entries.slice(from, from + BATCH_SIZE);
      try {
        apply(await settleBatch(db, payments, chunk, hooks), chunk, report);
        going.push(...chunk.map((e) => e.c));
      } catch {
        // Another runner (BatchConflict), a moved watermark or an error: each contract of the chunk
        // on its own (an error then fails only the contract it belongs to).
        for (const e of chunk) if (await settleOne(e, report)) going.push(e.c);
      }
    }
    return going;
  }

  /** The next closed period of a contract, if any. `memo`: the answers of this pass's clock by
   * (length, from, end, zone), so contracts on the same grid format the zone's clock once, not once
   * each (10,000 real-time contracts share a handful of keys). */
  const nextPeriod = (c: LiveContract, now: number, memo: Map<string, Period | undefined>) => {
    const from = (c.settledUntil ?? c.startsAt).getTime();
    const until = c.endsAt?.getTime() ?? null;
    const key = `${c.period}|${from}|${until}|${c.timeZone}`;
    if (memo.has(key)) return memo.get(key);
    const p = closedPeriods(c.period, from, until, now, c.timeZone, 1)[0];
    memo.set(key, p);
    return p;
  };

  /**
   * Every contract's closed periods, a period of each per round: a round groups the contracts by
   * level, merchant, kind and next period and settles the groups top-down (an upline's period
   * before its downlines' of the same round), so 10,000 real-time contracts on the same 5-minute
   * grid are a handful of batches, not 10,000 transactions.
   */
  async function settleContracts(contracts: LiveContract[], now: number, report: SettlementReport) {
    let active = contracts;
    const memo = new Map<string, Period | undefined>();
    for (let round = 0; round < PERIODS_PER_PASS && active.length > 0; round++) {
      const groups = new Map<string, { level: number; p: Period; contracts: LiveContract[] }>();
      for (const c of active) {
        const p = nextPeriod(c, now, memo);
        if (!p) continue;
        const key = `${c.level}|${c.merchantId}|${c.kind}|${c.period}|${p.start}|${p.end}`;
        const group = groups.get(key) ?? { level: c.level, p, contracts: [] };
        group.contracts.push(c);
        groups.set(key, group);
      }
      const next: LiveContract[] = [];
      for (const g of [...groups.values()].sort((a, b) => a.level - b.level))
        next.push(...(await settleGroup(g.contracts, g.p, report)));
      active = next;
    }
    for (const c of contracts) {
      try {
        await endIfDone(c);
      } catch (err) {
        report.failed.push({ contractId: c.id, error: err instanceof Error ? err.message : String(err) });
      }
    }
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
      await settleContracts(options.kind ? live.filter((x) => x.kind === options.kind) : live, now, report);
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
  amount: money(s.amount, s),
  paidAmount: money(s.paidAmount, s),
  status: s.status,
});
