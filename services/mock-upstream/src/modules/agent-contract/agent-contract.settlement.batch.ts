import type { ContractKind, ContractPeriod } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { uniqueViolation } from '../../db/errors.js';
import { postTransactions } from '../ledger/ledger.repository.js';
import { paymentInput, type ContractPayments } from './agent-contract.payments.js';
import type { Period } from './agent-contract.periods.js';
import { baseOf, contractAmount, tiersFromJson, type TeamFigures } from './agent-contract.rules.js';

/**
 * Many contracts' same period settled in one transaction (ADR 0009, "Settlement in batches"): the
 * contracts of one level, merchant, kind and period, all of whose next closed period is the same.
 * Each statement writes the whole batch: the ledger postings (ledger_post_batch: one ledger
 * transaction per payment, under the key of the settlement id drawn for it), the settlement rows
 * with their postings (the unique (contract, period start) key as in the one-by-one path), the
 * freezes and events, and the watermarks. The payers' wallets are locked first, in member order,
 * and their older debts swept before this period's payments.
 *
 * The batch is all or nothing. A row another runner inserted first (the insert answers fewer rows
 * than it was given), a watermark that moved, or any error rolls the whole batch back and the caller
 * settles its contracts one by one, the path that resolves those cases per contract; so a batch
 * never pays against a state it did not see, and a runner killed anywhere in it leaves nothing.
 */

/** A contract the pass settles (agent-contract.settlement.ts reads them), with its brand's clock
 * and currency. */
export interface LiveContract {
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

/** A contract's period once settled: what it paid and what stays owed. */
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
  currencyDecimals: number;
}

export interface SettlementHooks {
  /** Called inside a period's transaction after its row and posting, before the watermark: a test
   * throws here to be the runner killed mid-way (everything of the period must roll back). */
  afterPost?: (settlementId: number) => void | Promise<void>;
}

export interface BatchEntry {
  c: LiveContract;
  p: Period;
  f: TeamFigures;
  /** The upline's proportion for the period (ppm): what this contract's proportion is capped by. */
  cap: number;
}

/** Thrown inside the batch's transaction to roll it back: the caller goes one by one. */
export class BatchConflict extends Error {}

const iso = (ms: number) => new Date(ms).toISOString();
const int = (v: unknown): number => Number(v ?? 0);

/** The system's events of a batch ('settled', 'ended'), one statement, in the order given. */
async function insertSystemEvents(
  tx: Db,
  event: 'settled' | 'ended',
  rows: ReadonlyArray<{ c: LiveContract; detail: Record<string, unknown> }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO agent_contract_events (merchant_id, kind, upline_id, downline_id, event, contract_id,
      actor_role, detail)
    SELECT x.merchant_id, x.kind, x.upline_id, x.downline_id, ${event}::text, x.contract_id, 'system', x.detail
    FROM jsonb_to_recordset(${JSON.stringify(
      rows.map(({ c, detail }, n) => ({
        n,
        merchant_id: c.merchantId,
        kind: c.kind,
        upline_id: c.uplineId,
        downline_id: c.downlineId,
        contract_id: c.id,
        detail,
      })),
    )}::jsonb) AS x(merchant_id int, kind text, upline_id int, downline_id int, contract_id int,
      detail jsonb, n bigint)
    ORDER BY x.n`);
}

export interface BatchOutcome {
  settled: SettledPeriod[];
  /** Members whose wallet moved (after the commit: wallet.changed). */
  changed: Set<number>;
  swept: number;
  unfrozen: number[];
}

export async function settleBatch(
  db: Db,
  payments: ContractPayments,
  entries: readonly BatchEntry[],
  hooks: SettlementHooks,
): Promise<BatchOutcome> {
  const first = entries[0];
  if (!first) return { settled: [], changed: new Set(), swept: 0, unfrozen: [] };
  const { merchantId, currency } = first.c;
  const computed = entries.map((e) => ({
    ...e,
    result: contractAmount(e.c.kind, tiersFromJson(e.c.tiers), e.f, e.cap),
  }));
  return db.transaction(async (tx) => {
    const changed = new Set<number>();
    let swept = 0;
    const sweptUnfrozen = new Set<number>();
    // The payers' wallets, locked in member order (every runner takes them in that order), and
    // their older debts paid before this period's payments (oldest first).
    const payers = [
      ...new Set(
        computed.filter((e) => e.c.uplineId !== null && e.result.amount > 0n).map((e) => e.c.uplineId),
      ),
    ]
      .filter((id): id is number => id !== null)
      .sort((a, b) => a - b);
    const balances = await payments.lockedBalances(tx, merchantId, payers);
    for (const payer of await payments.payersInDebt(tx, payers)) {
      const done = await payments.sweep(tx, merchantId, currency, payer, balances.get(payer) ?? 0n);
      balances.set(payer, done.left);
      swept += done.payments;
      if (done.payments > 0) changed.add(payer);
      for (const id of done.payees) changed.add(id);
      if (done.unfrozen) sweptUnfrozen.add(payer);
    }
    // What each payment can be: the brand pays in full, an upline what its wallet holds.
    const rows = computed.map((e) => {
      let paid = e.result.amount;
      if (e.c.uplineId !== null) {
        const balance = balances.get(e.c.uplineId) ?? 0n;
        paid = e.result.amount < balance ? e.result.amount : balance;
        balances.set(e.c.uplineId, balance - paid);
      }
      const status: 'paid' | 'owed' = paid === e.result.amount ? 'paid' : 'owed';
      return { ...e, paid, status };
    });
    // The rows' ids drawn first, so each payment is posted under its key (contract:<settlement
    // id>:0) before the row is written with its ledger transaction (one write per row, not an
    // insert and an update). Drawn ids of a batch rolled back are gaps, as a conflicting insert's.
    const ids = rowsOf(
      await tx.execute(sql`
        SELECT nextval(pg_get_serial_sequence('agent_contract_settlements', 'id'))::text AS id
        FROM generate_series(1, ${rows.length}::int)`),
    ).map((r) => int(r['id']));
    const settled = rows.map((r, i) => ({ ...r, settlementId: ids[i] ?? 0 }));
    if (settled.some((r) => r.settlementId === 0)) throw new Error('settlement ids not drawn');

    // The payments: one ledger transaction each, posted together (each account's balance updated
    // once for the batch). A key used before fails the batch.
    const toPay = settled.filter((r) => r.paid > 0n);
    const transactionOf = new Map<number, number>();
    if (toPay.length > 0) {
      let transactionIds: number[];
      try {
        transactionIds = await postTransactions(
          tx,
          toPay.map((r) => paymentInput({ ...r.c, contractId: r.c.id }, r.settlementId, 0n, r.paid)),
        );
      } catch (err) {
        if (uniqueViolation(err) !== null)
          throw new BatchConflict('a payment of the batch was posted before');
        throw err;
      }
      toPay.forEach((r, i) => transactionOf.set(r.settlementId, transactionIds[i] ?? 0));
      for (const r of toPay) {
        changed.add(r.c.downlineId);
        if (r.c.uplineId !== null) changed.add(r.c.uplineId);
      }
    }
    // The settlement rows with their postings. A row another runner inserted first (its insert
    // waited for that runner's commit) is not written: the batch rolls back, its postings with it,
    // and the one-by-one path sorts it out.
    const inserted = rowsOf(
      await tx.execute(sql`
        INSERT INTO agent_contract_settlements (id, merchant_id, contract_id, kind, upline_id, downline_id,
          period_start, period_end, figures, base, tier_index, tier_ppm, proportion_ppm, amount,
          paid_amount, status, paid_at, ledger_transaction_id)
        SELECT x.id, x.merchant_id, x.contract_id, x.kind, x.upline_id, x.downline_id, x.period_start,
          x.period_end, x.figures, x.base, x.tier_index, x.tier_ppm, x.proportion_ppm, x.amount, x.paid_amount,
          x.status, CASE WHEN x.status = 'paid' THEN now() END, x.ledger_transaction_id
        FROM jsonb_to_recordset(${JSON.stringify(
          settled.map((r) => ({
            id: r.settlementId,
            merchant_id: r.c.merchantId,
            contract_id: r.c.id,
            kind: r.c.kind,
            upline_id: r.c.uplineId,
            downline_id: r.c.downlineId,
            period_start: iso(r.p.start),
            period_end: iso(r.p.end),
            figures: {
              teamDays: r.f.teamDays,
              activeNumber: r.f.activeNumber,
              validBets: r.f.validBets.toString(),
              payouts: r.f.payouts.toString(),
              bonuses: r.f.bonuses.toString(),
              rebates: r.f.rebates.toString(),
              betCount: r.f.betCount,
              capPpm: r.cap,
            },
            base: baseOf(r.c.kind, r.f).toString(),
            tier_index: r.result.tierIndex,
            tier_ppm: r.result.tierPpm,
            proportion_ppm: r.result.proportionPpm,
            amount: r.result.amount.toString(),
            paid_amount: r.paid.toString(),
            status: r.status,
            ledger_transaction_id: transactionOf.get(r.settlementId) ?? null,
          })),
        )}::jsonb) AS x(id bigint, merchant_id int, contract_id int, kind text, upline_id int,
          downline_id int, period_start timestamptz, period_end timestamptz, figures jsonb, base bigint,
          tier_index int, tier_ppm int, proportion_ppm int, amount bigint, paid_amount bigint, status text,
          ledger_transaction_id bigint)
        ORDER BY x.contract_id
        ON CONFLICT ON CONSTRAINT agent_contract_settlements_period_uq DO NOTHING
        RETURNING id`),
    );
    if (inserted.length !== settled.length)
      throw new BatchConflict(`${settled.length - inserted.length} settled elsewhere`);

    // An upline that could not pay in full is frozen until it has (ADR 0009, "Unpaid dividends").
    const owed = settled.filter((r) => r.status === 'owed' && r.c.uplineId !== null);
    if (owed.length > 0) {
      await tx.execute(sql`
        INSERT INTO member_freezes (member_id, reason, merchant_id, detail)
        SELECT DISTINCT ON (x.member_id) x.member_id, 'contractUnpaid', x.merchant_id, x.detail
        FROM jsonb_to_recordset(${JSON.stringify(
          owed.map((r) => ({
            member_id: r.c.uplineId,
            merchant_id: r.c.merchantId,
            detail: { settlementId: r.settlementId },
          })),
        )}::jsonb) AS x(member_id int, merchant_id int, detail jsonb)
        ORDER BY x.member_id
        ON CONFLICT (member_id, reason) DO NOTHING`);
    }
    // A credit is news for both parties: the contract feed publishes it (AGENT_contractFeed).
    const news = settled.filter((r) => r.result.amount > 0n);
    await insertSystemEvents(
      tx,
      'settled',
      news.map((r) => ({
        c: r.c,
        detail: {
          settlementId: r.settlementId,
          amount: r.result.amount.toString(),
          paidAmount: r.paid.toString(),
          status: r.status,
          periodStart: iso(r.p.start),
          periodEnd: iso(r.p.end),
        },
      })),
    );
    for (const r of settled) await hooks.afterPost?.(r.settlementId);
    // The watermarks, each only from where this runner saw it.
    const ends = (r: (typeof settled)[number]) => r.c.endsAt !== null && r.p.end >= r.c.endsAt.getTime();
    const moved = rowsOf(
      await tx.execute(sql`
        UPDATE agent_contracts c SET settled_until = x.until,
          status = CASE WHEN x.ends THEN 'ended' ELSE c.status END
        FROM jsonb_to_recordset(${JSON.stringify(
          settled.map((r) => ({
            id: r.c.id,
            until: iso(r.p.end),
            seen: r.c.settledUntil?.toISOString() ?? null,
            ends: ends(r),
          })),
        )}::jsonb) AS x(id int, until timestamptz, seen timestamptz, ends boolean)
        WHERE c.id = x.id AND c.settled_until IS NOT DISTINCT FROM x.seen
        RETURNING c.id`),
    );
    if (moved.length !== settled.length) throw new BatchConflict('a watermark moved during the batch');
    const ended = settled.filter(ends);
    await insertSystemEvents(
      tx,
      'ended',
      ended.map((r) => ({
        c: r.c,
        detail: { endsAt: r.c.endsAt?.toISOString() ?? null, reason: 'settled' },
      })),
    );
    // Lifted by the sweep and not frozen again by one of this batch's own debts.
    const refrozen = new Set(owed.map((r) => r.c.uplineId));
    const unfrozen = [...sweptUnfrozen].filter((id) => !refrozen.has(id));
    return {
      settled: settled.map((r): SettledPeriod => ({
        settlementId: r.settlementId,
        contractId: r.c.id,
        merchantId: r.c.merchantId,
        kind: r.c.kind,
        uplineId: r.c.uplineId,
        downlineId: r.c.downlineId,
        periodStart: new Date(r.p.start),
        periodEnd: new Date(r.p.end),
        amount: r.result.amount,
        paidAmount: r.paid,
        status: r.status,
        currencyDecimals: r.c.decimals,
      })),
      changed,
      swept,
      unfrozen,
    };
  });
}
