import { randomBytes } from 'node:crypto';
import { envelope, gamesEndpoints, PlaySessionSchema, SeamlessResultSchema } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberSessions, memberTurnover } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { createMember, expectLedgerOk, fund, type TestMember } from '../../test/wallet.js';
import { signedSeamlessRequest, type SeamlessCallKind } from '../seamless/seamless.service.js';

let t: TestApp;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

async function seamless(vendor: string, call: SeamlessCallKind, body: Record<string, unknown>) {
  const res = await t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, call, { vendor, ...body } as { vendor: string }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SeamlessResultSchema).parse(json(res)).value;
}

async function playSession(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: gamesEndpoints.playSession.path,
    headers: { authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(PlaySessionSchema).parse(json(res)).value;
}

/** A second session of the member, opened now (as a login on another device would). */
async function newSession(m: TestMember): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await t.app.db.insert(memberSessions).values({
    tokenHash: hashToken(token),
    memberId: m.id,
    loginType: 'username',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

describe('play session', () => {
  it('starts at the login with nothing played', async () => {
    const m = await createMember(t.app, await rsaKey(t.app), { prefix: 'ps' });
    const session = await playSession(m.token);
    expect(session).toMatchObject({
      rounds: 0,
      bet: '0.00',
      win: '0.00',
      net: '0.00',
      turnoverRemaining: '0.00',
    });
    expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('is the exact net of 50 bets, their wins and a refund settled at once on two vendors, replays counted once', async () => {
    const m = await createMember(t.app, await rsaKey(t.app), { prefix: 'ps' });
    await fund(t.app, m.account, '500.00');
    // 50 rounds, on two vendors, staked all at once; every tenth sent twice (a vendor's retry).
    const rounds = Array.from({ length: 50 }, (_, i) => ({
      vendor: i % 2 === 0 ? 'DEMO' : 'OTHERVENDOR',
      roundId: nextId('r'),
      txId: nextId('d'),
      stakeCents: 100 + i * 7,
      winCents: i % 3 === 0 ? 250 + i : 0,
    }));
    const debit = (r: (typeof rounds)[number]) =>
      seamless(r.vendor, 'debit', {
        account: m.account,
        txId: r.txId,
        roundId: r.roundId,
        gameCode: 'demo-slot',
        amount: (r.stakeCents / 100).toFixed(2),
      });
    await Promise.all([...rounds.map(debit), ...rounds.filter((_, i) => i % 10 === 0).map(debit)]);

    // The first round is rolled back (its stake refunded); the others settle at once, the winning
    // ones paying out, while the first is refunded.
    const [refunded, ...settled] = rounds;
    if (!refunded) throw new Error('no rounds');
    await Promise.all([
      seamless(refunded.vendor, 'rollback', {
        account: m.account,
        txId: nextId('rb'),
        roundId: refunded.roundId,
        gameCode: 'demo-slot',
        amount: (refunded.stakeCents / 100).toFixed(2),
        refTxId: refunded.txId,
      }),
      ...settled.map((r) =>
        seamless(r.vendor, 'credit', {
          account: m.account,
          txId: nextId('c'),
          roundId: r.roundId,
          gameCode: 'demo-slot',
          amount: (r.winCents / 100).toFixed(2),
        }),
      ),
    ]);

    const bet = settled.reduce((sum, r) => sum + r.stakeCents, 0);
    const win = settled.reduce((sum, r) => sum + r.winCents, 0);
    const session = await playSession(m.token);
    expect(session).toMatchObject({
      rounds: 50,
      bet: (bet / 100).toFixed(2),
      win: (win / 100).toFixed(2),
      net: ((win - bet) / 100).toFixed(2),
    });

    // Another session of the member opened now starts from nothing; the first one's play stays its own.
    const later = await newSession(m);
    expect(await playSession(later)).toMatchObject({ rounds: 0, bet: '0.00', net: '0.00' });
    await debit({ ...settled[0]!, roundId: nextId('r'), txId: nextId('d'), stakeCents: 300 });
    expect(await playSession(later)).toMatchObject({ rounds: 1, bet: '3.00', net: '-3.00' });
    expect((await playSession(m.token)).net).toBe(((win - bet - 300) / 100).toFixed(2));
  });

  it('counts the turnover still to bet before a withdrawal, less what settled rounds bet', async () => {
    const m = await createMember(t.app, await rsaKey(t.app), { prefix: 'ps' });
    await fund(t.app, m.account, '100.00');
    await t.app.db
      .insert(memberTurnover)
      .values({ memberId: m.id, requiredMinor: 4_000n, doneMinor: 0n })
      .onConflictDoUpdate({ target: memberTurnover.memberId, set: { requiredMinor: 4_000n, doneMinor: 0n } });
    expect((await playSession(m.token)).turnoverRemaining).toBe('40.00');
    const roundId = nextId('r');
    const round = { account: m.account, roundId, gameCode: 'demo-slot' };
    await seamless('DEMO', 'debit', { ...round, txId: nextId('d'), amount: '15.00' });
    await seamless('DEMO', 'credit', { ...round, txId: nextId('c'), amount: '0.00' });
    expect((await playSession(m.token)).turnoverRemaining).toBe('25.00');
  });
});
