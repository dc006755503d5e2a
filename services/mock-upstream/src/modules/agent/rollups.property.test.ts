import { fromMinor, MAIN_WALLET_ID } from '@portal/contracts';
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { members } from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { rollupMismatches } from '../../test/rollups.js';
import { createMember, fund, nextRequestId, type TestMember } from '../../test/wallet.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';

/**
 * The rollups are written by triggers on the ledger and the members (migration 0014) and, for the
 * rounds, by the bet outbox's consumer (migration 0055), drained before each comparison.
 * After any sequence of deposits, withdrawals and their refunds, bonuses, rebates, a vendor's bets,
 * wins and rollbacks, registrations and upline moves, every member's day equals the recomputation
 * from the ledger and the rounds (the member_daily_expected view), and every ancestor's day equals
 * the sum of its team's member days.
 */
let t: TestApp;
let merchantId = 0;
let currency = 'VND';
let team: TestMember[] = [];
let run = 0;

beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  const agent = await createMember(t.app, key, { type: 1, prefix: 'ra' });
  const sub = await createMember(t.app, key, { type: 1, prefix: 'rs', uplineId: agent.id });
  const p1 = await createMember(t.app, key, { prefix: 'rp', uplineId: agent.id });
  const p2 = await createMember(t.app, key, { prefix: 'rq', uplineId: sub.id });
  team = [agent, sub, p1, p2];
  const [row] = await t.app.db.select().from(members).where(eq(members.id, agent.id));
  merchantId = row?.merchantId ?? 0;
  const [m] = rowsOf(await t.app.db.execute(sql`SELECT currency FROM merchants WHERE id = ${merchantId}`));
  currency = String(m?.['currency']);
  for (const m2 of team) await fund(t.app, m2.account, '1000.00');
});
afterAll(async () => t?.close());

type Op =
  | { kind: 'deposit' | 'withdraw' | 'bonus' | 'rebate' | 'income'; who: number; amount: number }
  | { kind: 'debit' | 'credit'; who: number; round: number; amount: number }
  | { kind: 'rollback'; who: number; round: number }
  | {
      kind: 'play';
      who: number;
      round: number;
      amount: number;
      win: number;
      end: 'credit' | 'rollback' | 'open';
    }
  | { kind: 'move'; who: number; to: number };

const who = fc.integer({ min: 0, max: 3 });
const amount = fc.integer({ min: 1, max: 5_000 });
const round = fc.integer({ min: 0, max: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('deposit', 'withdraw', 'bonus', 'rebate', 'income'), who, amount }),
  fc.record({ kind: fc.constantFrom('debit', 'credit'), who, round, amount }),
  fc.record({ kind: fc.constant('rollback' as const), who, round }),
  fc.record({
    kind: fc.constant('play' as const),
    who,
    round,
    amount,
    win: fc.integer({ min: 0, max: 10_000 }),
    end: fc.constantFrom('credit', 'rollback', 'open'),
  }),
  fc.record({ kind: fc.constant('move' as const), who: fc.constantFrom(2, 3), to: fc.constantFrom(0, 1) }),
);

const money = (minor: number) => fromMinor(BigInt(minor), 2);

/** An agent's income as the agent centre classifies it (any case, any suffix): not a team bonus. */
const INCOME_TYPES = ['commission', 'Dividend', 'SALARY', 'salary-daily'];
const incomeType = (seq: number) => INCOME_TYPES[Math.floor(seq) % INCOME_TYPES.length] ?? 'dividend';

async function apply(o: Op, seq: number, debits: Map<string, string[]>) {
  const m = team[o.who];
  if (!m) return;
  const key = `r${process.pid}-${run}-${seq}`;
  if (o.kind === 'deposit' || o.kind === 'withdraw') {
    const minor = BigInt(o.amount);
    const posts = async (type: 'DEPOSIT' | 'WITHDRAW' | 'WITHDRAW_REFUND', from: bigint) =>
      postTransaction(t.app.db, {
        merchantId,
        currency,
        source: `prop-${type}`,
        idempotencyKey: key,
        type,
        memberId: m.id,
        reference: key,
        postings: [
          { account: player(m.id, MAIN_WALLET_ID), amount: from },
          { account: system(type === 'DEPOSIT' ? 'PAYMENT_CLEARING' : 'WITHDRAW_HOLD'), amount: -from },
        ],
      });
    if (o.kind === 'deposit') await posts('DEPOSIT', minor);
    else {
      await posts('WITHDRAW', -minor).catch(() => undefined); // insufficient balance: nothing moved
      if (seq % 3 === 0) await posts('WITHDRAW_REFUND', minor).catch(() => undefined);
    }
  } else if (o.kind === 'bonus' || o.kind === 'rebate' || o.kind === 'income') {
    await t.app.inject({
      method: 'POST',
      url: `/admin/members/${m.account}/bonus`,
      headers: adminHeaders,
      payload: {
        requestId: nextRequestId('rb'),
        amount: money(o.amount),
        bonusType: o.kind === 'rebate' ? 'REBATE' : o.kind === 'income' ? incomeType(seq) : 'PROMO',
        turnoverMultiplier: 0,
      },
    });
  } else if (o.kind === 'move') {
    const to = team[o.to];
    if (to) await t.app.db.update(members).set({ uplineId: to.id }).where(eq(members.id, m.id));
  } else if (o.kind === 'play') {
    await apply({ kind: 'debit', who: o.who, round: o.round, amount: o.amount }, seq, debits);
    if (o.end === 'credit') {
      await apply({ kind: 'credit', who: o.who, round: o.round, amount: o.win }, seq + 0.5, debits);
    } else if (o.end === 'rollback') {
      await apply({ kind: 'rollback', who: o.who, round: o.round }, seq + 0.5, debits);
    }
  } else if (o.kind === 'debit' || o.kind === 'credit' || o.kind === 'rollback') {
    const roundId = `r${process.pid}-${run}-${o.who}-${o.round}`;
    const vendor = o.round % 2 === 0 ? 'PROPA' : 'PROPB';
    const base = { vendor, account: m.account, txId: key, roundId };
    if (o.kind === 'rollback') {
      const ref = debits.get(roundId)?.[0] ?? 'none';
      await t.app.inject(
        signedSeamlessRequest(t.config.seamlessSecret, 'rollback', { ...base, refTxId: ref }),
      );
    } else {
      const res = await t.app.inject(
        signedSeamlessRequest(t.config.seamlessSecret, o.kind, {
          ...base,
          gameCode: 'g',
          amount: money(o.amount),
        }),
      );
      if (o.kind === 'debit' && res.statusCode === 200)
        debits.set(roundId, [...(debits.get(roundId) ?? []), key]);
    }
  }
}

const mismatches = (memberIds = team.map((m) => m.id)) => rollupMismatches(t.app, memberIds);

describe('agent rollups', () => {
  it('equal a recomputation from the ledger and the rounds after any sequence of operations', async () => {
    expect(await mismatches()).toEqual([]);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        const debits = new Map<string, string[]>();
        let seq = 0;
        for (const o of ops) await apply(o, (seq += 1), debits);
        expect(await mismatches()).toEqual([]);
      }),
      { numRuns: propertyRuns(25) },
    );
    // One of each operation as well, so that every kind of figure is reached whatever was drawn
    // (a vacuous pass would prove nothing).
    run += 1;
    const fixed: Op[] = [
      { kind: 'deposit', who: 2, amount: 700 },
      { kind: 'withdraw', who: 3, amount: 300 },
      { kind: 'bonus', who: 1, amount: 200 },
      { kind: 'rebate', who: 2, amount: 100 },
      { kind: 'play', who: 3, round: 0, amount: 400, win: 900, end: 'credit' },
      { kind: 'play', who: 2, round: 1, amount: 300, win: 0, end: 'rollback' },
      { kind: 'move', who: 3, to: 1 },
    ];
    let seq = 0;
    for (const o of fixed) await apply(o, (seq += 1), new Map());
    expect(await mismatches()).toEqual([]);
    const ids = sql.join(
      team.map((m) => sql`${m.id}`),
      sql`, `,
    );
    const [sums] = rowsOf(
      await t.app.db.execute(sql`SELECT sum(deposits)::text AS d, sum(withdrawals)::text AS w,
        sum(bet_count)::text AS n, sum(payouts)::text AS p, sum(rebates)::text AS r, sum(bonuses)::text AS b
        FROM agent_daily WHERE agent_id IN (${ids})`),
    );
    for (const [k, v] of Object.entries(sums ?? {})) expect(BigInt(String(v)), k).toBeGreaterThan(0n);
  }, 120_000);

  it("leaves an agent income (commission, dividend, salary) out of every figure, its own and its uplines'", async () => {
    // Independent of member_daily_expected (which the same migration redefines): the rows a
    // contract payment would touch are read before and after, and nothing may move.
    const snapshot = async () =>
      rowsOf(
        await t.app.db.execute(sql`
          SELECT 'm' AS t, member_id AS id, day::text, bonuses::text, rebates::text, deposits::text FROM member_daily
            WHERE member_id IN (${team[0]?.id ?? 0}, ${team[1]?.id ?? 0})
          UNION ALL SELECT 'a', agent_id, day::text, bonuses::text, rebates::text, deposits::text FROM agent_daily
            WHERE agent_id IN (${team[0]?.id ?? 0}, ${team[1]?.id ?? 0})
          ORDER BY 1, 2, 3`),
      );
    const before = await snapshot();
    run += 1;
    let seq = 0;
    for (const who of [0, 1]) {
      for (let i = 0; i < INCOME_TYPES.length; i++) {
        await apply({ kind: 'income', who, amount: 1_000 + i }, (seq += 1), new Map());
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await mismatches()).toEqual([]);
    // The income did arrive, where the agent centre's "my income" reads it.
    const [row] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions
        WHERE member_id = ${team[1]?.id ?? 0} AND type = 'BONUS' AND bonus_is_agent_income(metadata)`),
    );
    expect(Number(row?.['n'])).toBeGreaterThanOrEqual(INCOME_TYPES.length);
  });

  it('holds for the seeded demo team and its 30 days of history', async () => {
    const all = rowsOf(await t.app.db.execute(sql`SELECT id FROM members`)).map((r) => Number(r['id']));
    expect(await mismatches(all)).toEqual([]);
    const [row] = rowsOf(
      await t.app.db.execute(sql`SELECT count(DISTINCT d.day)::int AS days, sum(d.bet_count)::int AS bets,
        sum(d.new_members)::int AS joined, sum(d.first_deposits)::int AS firsts
        FROM agent_daily d JOIN members m ON m.id = d.agent_id WHERE m.account = 'demoagent'`),
    );
    expect(Number(row?.['days'])).toBeGreaterThan(20);
    expect(Number(row?.['bets'])).toBeGreaterThan(50);
    expect(Number(row?.['joined'])).toBeGreaterThanOrEqual(11);
    expect(Number(row?.['firsts'])).toBeGreaterThanOrEqual(10);
  });

  it('backfills the closure of members inserted before the triggers (the migration CTE)', async () => {
    // demoplayer and demovip were seeded under demoagent: their closure rows exist.
    const rows = rowsOf(
      await t.app.db.execute(sql`
        SELECT d.account, c.depth FROM member_closure c
        JOIN members a ON a.id = c.ancestor_id JOIN members d ON d.id = c.descendant_id
        WHERE a.account = 'demoagent' AND c.depth > 0 ORDER BY d.account`),
    );
    expect(rows.map((r) => r['account'])).toEqual(expect.arrayContaining(['demoplayer', 'demovip']));
  });
});
