/**
 * Missions under concurrency (meaningful on PostgreSQL, DATABASE_URL; PGlite serialises the
 * transactions and the outcomes still hold): 50 rounds settling at once for one member advance its
 * progress by exactly 50 rounds and their stakes and complete each mission once, with exactly one
 * reward per member, mission and period; 50 sessions opening at once count one login day. The
 * rounds and sessions are written in 50 concurrent transactions directly (the seamless wallet would
 * serialise them on the member's balance first) while three consumers of the bet outbox (migration
 * 0055, as three platform processes) apply them in small batches, so the batches of one member race
 * each other; one storm also goes the real way, 50 rounds settled at once through the seamless
 * wallet. Login days are still counted by the trigger of migration 0027 on the session's insert.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { gameRounds, memberSessions, members, missions } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { whileConsuming } from '../../test/bet-outbox.js';
import { fund } from '../../test/wallet.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';

const STORM = 50;
let t: TestApp;
let merchantId: number;
let counter = 0;

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
  if (!demo) throw new Error('seed has no demoplayer');
  merchantId = demo.merchantId;
  // Only this file's missions count.
  await t.app.db.update(missions).set({ active: false });
});
afterAll(async () => t?.close());

async function newMember(): Promise<number> {
  const [row] = await t.app.db
    .insert(members)
    .values({
      merchantId,
      account: `msr${process.pid % 1000}n${++counter}`,
      passwordHash: 'x',
      type: 3,
      nickname: 'race',
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  return row.id;
}

async function mission(values: Partial<typeof missions.$inferInsert>): Promise<number> {
  const [row] = await t.app.db
    .insert(missions)
    .values({
      merchantId,
      title: { EN: 'Race mission' },
      period: 'daily',
      kind: 'rounds',
      target: 10n,
      rewardMinor: 100n,
      missionPoints: 5,
      ...values,
    })
    .returning({ id: missions.id });
  if (!row) throw new Error('mission insert returned nothing');
  return row.id;
}

async function progressOf(memberId: number, missionId: number) {
  return rowsOf(
    await t.app.db.execute(sql`SELECT progress::text AS progress, completed_at IS NOT NULL AS done,
        reward_id, mission_points FROM mission_progress WHERE member_id = ${memberId} AND mission_id = ${missionId}`),
  );
}

async function rewardsOf(memberId: number, missionId: number) {
  return rowsOf(
    await t.app.db.execute(sql`SELECT id, amount_minor::text AS amount, status FROM rewards
      WHERE member_id = ${memberId} AND source = 'mission' AND source_key LIKE ${`mission:${missionId}:%`}`),
  );
}

describe('mission races', () => {
  it(`${STORM} rounds settling at once complete each mission once, with one reward`, async () => {
    const rounds = await mission({ period: 'daily', kind: 'rounds', category: 'RNG', target: 10n });
    const bets = await mission({ period: 'weekly', kind: 'validBet', target: 10_000n, rewardMinor: 500n });
    const m = await newMember();
    await whileConsuming(
      t.app,
      Promise.all(
        Array.from({ length: STORM }, (_, i) =>
          t.app.db.transaction(async (tx) => {
            await tx.insert(gameRounds).values({
              merchantId,
              memberId: m,
              vendor: 'DEMO',
              roundId: `msr-${m}-${i}`,
              gameCode: 'DEMOSLOT',
              status: 'settled',
              betMinor: 500n,
              settledAt: new Date(),
            });
          }),
        ),
      ),
    );
    for (const [id, progress] of [
      [rounds, String(STORM)],
      [bets, String(STORM * 500)],
    ] as const) {
      const rows = await progressOf(m, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ progress, done: true, mission_points: 5 });
      const rewards = await rewardsOf(m, id);
      expect(rewards).toHaveLength(1);
      expect(rewards[0]?.['status']).toBe('waiting');
      expect(Number(rows[0]?.['reward_id'])).toBe(Number(rewards[0]?.['id']));
    }
  });

  it(`${STORM} rounds settled at once through the seamless wallet pay the mission once`, async () => {
    const id = await mission({
      period: 'daily',
      kind: 'rounds',
      category: 'RNG',
      target: 5n,
      rewardMinor: 300n,
    });
    const m = await newMember();
    const [row] = await t.app.db.select({ account: members.account }).from(members).where(eq(members.id, m));
    const account = row?.account ?? '';
    await fund(t.app, account, '100.00');
    const seamless = (kind: 'debit' | 'credit', i: number) =>
      t.app.inject(
        signedSeamlessRequest(t.config.seamlessSecret, kind, {
          vendor: 'DEMO',
          account,
          txId: `msw-${m}-${i}-${kind}`,
          roundId: `msw-${m}-${i}`,
          gameCode: 'DEMOSLOT',
          amount: kind === 'debit' ? '1.00' : '0',
        }),
      );
    const [debits, credits] = await whileConsuming(
      t.app,
      (async () => {
        const d = await Promise.all(Array.from({ length: STORM }, (_, i) => seamless('debit', i)));
        return [d, await Promise.all(Array.from({ length: STORM }, (_, i) => seamless('credit', i)))];
      })(),
    );
    expect(debits.map((r) => r.statusCode)).toEqual(Array(STORM).fill(200));
    expect(credits.map((r) => r.statusCode)).toEqual(Array(STORM).fill(200));
    const rows = await progressOf(m, id);
    expect(rows[0]).toMatchObject({ progress: String(STORM), done: true });
    expect(await rewardsOf(m, id)).toHaveLength(1);
  });

  it(`${STORM} members crossing the same mission at once each get their own one reward`, async () => {
    const id = await mission({ period: 'daily', kind: 'rounds', category: null, target: 1n });
    const crowd = await Promise.all(Array.from({ length: STORM }, () => newMember()));
    await whileConsuming(
      t.app,
      Promise.all(
        crowd.map((m) =>
          t.app.db.insert(gameRounds).values({
            merchantId,
            memberId: m,
            vendor: 'DEMO',
            roundId: `msc-${m}`,
            gameCode: 'DEMOSLOT',
            status: 'settled',
            betMinor: 100n,
            settledAt: new Date(),
          }),
        ),
      ),
    );
    const [row] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS members
        FROM rewards WHERE source = 'mission' AND source_key LIKE ${`mission:${id}:%`}`),
    );
    expect(row).toEqual({ n: STORM, members: STORM });
  });

  it(`${STORM} sessions opening at once count one login day and one reward`, async () => {
    const id = await mission({ period: 'weekly', kind: 'loginDays', target: 1n });
    const m = await newMember();
    await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        t.app.db.insert(memberSessions).values({
          tokenHash: `msr-${m}-${i}`,
          memberId: m,
          loginType: 'password',
          expiresAt: new Date(Date.now() + 3_600_000),
        }),
      ),
    );
    const rows = await progressOf(m, id);
    expect(rows[0]).toMatchObject({ progress: '1', done: true });
    expect(await rewardsOf(m, id)).toHaveLength(1);
    const [days] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM mission_login_days WHERE member_id = ${m}`),
    );
    expect(days?.['n']).toBe(1);
  });
});
