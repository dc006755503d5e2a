/**
 * Provably fair rounds on the platform against a real database: the formula (a pinned test vector
 * the web's verifier checks too), the seed pair a member plays on, rotation (revealing the server
 * seed, once per pair however many ask at once) and nonces (never reused, whatever the number of
 * spins at once). Only PostgreSQL (DATABASE_URL) runs the 50 calls in parallel.
 */
import {
  ErrorCode,
  FairnessStateSchema,
  FairRoundSchema,
  fairnessEndpoints as e,
  RotateSeedValueSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fairRounds } from '../../db/schema/index.js';
import { rsaKey } from '../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { createMember, expectLedgerOk, fund, type TestMember } from '../../test/wallet.js';
import { signLaunchTicket } from '../demo-vendor/demo-vendor.ticket.js';
import { fairSeedHash, spinOutcome } from '../demo-vendor/slot/slot.engine.js';
import { SpinValueSchema } from '../demo-vendor/slot/slot.routes.js';

/** The pinned vector (also in web/src/features/fairness): nonce 14 of this pair pays 6.25x. */
const VECTOR = {
  serverSeed: '3f1c9a7e5b2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d2e4f6a8b0c1d3e',
  serverSeedHash: '210f89da3d5ba1a7ca55dbbf830fda7e2bf68646bd650ba9c1602bc6627ff3a9',
  clientSeed: 'lucky-lanterns',
  nonce: 14,
  block0: '84257a85d83258c32310481abce2f789f35f743adaf1b4dc82fcf2d80e109a29',
  stops: [15, 37, 2, 10, 21],
  winMinorOf100: 625n,
};

let t: TestApp;
let member: TestMember;
let other: TestMember;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  member = await createMember(t.app, key, { prefix: 'fair' });
  other = await createMember(t.app, key, { prefix: 'faio' });
  await fund(t.app, member.account, '200.00');
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: { authorization: m.token } });
const post = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: m.token }, payload });
function value<T>(schema: { parse: (v: unknown) => T }, res: { statusCode: number; body: string }): T {
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse((json(res) as { value: unknown }).value);
}
const state = async (m: TestMember) => value(FairnessStateSchema, await get(m, e.state.path));

function ticketFor(m: TestMember, free = false) {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: m.account,
    v: 'DEMO',
    g: 'DEMOSLOT',
    t: free ? 0 : 1,
    l: 'en',
    e: Date.now() + 60_000,
    n: nextId('n'),
  });
}
const spin = (ticket: string, spinId = nextId('spin')) =>
  t.app.inject({
    method: 'POST',
    url: '/demo-vendor/api/slot/spin',
    payload: { ticket, bet: '1.00', spinId },
  });

describe('fairness: the formula', () => {
  it('derives a round from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) and commits by SHA-256', () => {
    expect(fairSeedHash(VECTOR.serverSeed)).toBe(VECTOR.serverSeedHash);
    const outcome = spinOutcome(Buffer.alloc(32), 'any', 100n, VECTOR);
    expect(outcome.hmac).toEqual([VECTOR.block0]);
    expect(outcome.stops).toEqual(VECTOR.stops);
    expect(outcome.winMinor).toBe(VECTOR.winMinorOf100);
    // The game seed and the round id play no part in a round played on a seed pair.
    expect(spinOutcome(Buffer.alloc(32, 7), 'other', 100n, VECTOR).stops).toEqual(VECTOR.stops);
  });
});

describe('fairness: seed pair, rounds and rotation', () => {
  it('shows the hash before play, plays nonce after nonce on it, and reveals the seed on rotation', async () => {
    const before = await state(member);
    expect(before.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.active.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(before.active.nextNonce).toBe(0);
    expect(before.revealed).toEqual([]);
    // The slot's own page shows the same commitment.
    const info = await t.app.inject({ url: `/demo-vendor/api/slot/info?ticket=${ticketFor(member)}` });
    expect((json(info) as { value: { seedCommitment: string } }).value.seedCommitment).toBe(
      before.active.serverSeedHash,
    );

    const ticket = ticketFor(member);
    const played = [];
    for (let i = 0; i < 3; i++) played.push(value(SpinValueSchema, await spin(ticket)));
    const free = value(SpinValueSchema, await spin(ticketFor(member, true)));
    expect((await state(member)).active.nextNonce).toBe(4);

    // Before rotation a round's server seed stays secret.
    const early = value(FairRoundSchema, await get(member, `${e.round.path}?roundId=${played[0]!.roundId}`));
    expect(early).toMatchObject({ serverSeed: null, nonce: 0, serverSeedHash: before.active.serverSeedHash });
    expect(early.bet).toBe('1.00');
    expect(early.win).toBe(played[0]!.win);

    const rotated = value(
      RotateSeedValueSchema,
      await post(member, e.rotate.path, {
        serverSeedHash: before.active.serverSeedHash,
        clientSeed: 'my-seed',
      }),
    );
    expect(rotated.revealed.serverSeedHash).toBe(before.active.serverSeedHash);
    expect(fairSeedHash(rotated.revealed.serverSeed)).toBe(before.active.serverSeedHash);
    expect(rotated.revealed.rounds).toBe(4);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-seed', nextNonce: 0 });
    expect(rotated.active.serverSeedHash).not.toBe(before.active.serverSeedHash);

    // Every round of the pair recomputes from the revealed seed to what was played and paid.
    for (const [i, round] of [...played, free].entries()) {
      const seeds = value(FairRoundSchema, await get(member, `${e.round.path}?roundId=${round.roundId}`));
      expect(seeds).toMatchObject({ serverSeed: rotated.revealed.serverSeed, nonce: i, isFreePlay: i === 3 });
      const again = spinOutcome(Buffer.alloc(32), round.roundId, 100n, {
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      });
      expect(again.stops).toEqual(round.stops);
      expect(String(Number(again.winMinor) / 100)).toBe(String(Number(round.win)));
    }
    // The next round is nonce 0 of the new pair, and its seed is not revealed.
    const next = value(SpinValueSchema, await spin(ticketFor(member)));
    const nextSeeds = value(FairRoundSchema, await get(member, `${e.round.path}?roundId=${next.roundId}`));
    expect(nextSeeds).toMatchObject({ nonce: 0, clientSeed: 'my-seed', serverSeed: null });
  });

  it('refuses another member a round, an unknown hash, and a bad client seed field by field', async () => {
    const mine = value(SpinValueSchema, await spin(ticketFor(member)));
    const res = await get(other, `${e.round.path}?roundId=${mine.roundId}`);
    expect(res.statusCode).toBe(404);
    expect((json(res) as { errorCode: string }).errorCode).toBe(ErrorCode.roundNotFound);
    const unknown = await post(member, e.rotate.path, { serverSeedHash: 'a'.repeat(64) });
    expect((json(unknown) as { errorCode: string }).errorCode).toBe(ErrorCode.notFound);
    const { active } = await state(member);
    for (const clientSeed of ['', 'has:colon', 'x'.repeat(65), 'with space']) {
      const bad = await post(member, e.rotate.path, { serverSeedHash: active.serverSeedHash, clientSeed });
      expect(bad.statusCode).toBe(400);
      expect((json(bad) as { fields?: Record<string, string> }).fields).toHaveProperty('clientSeed');
    }
    expect((await state(member)).active).toEqual(active);
    const noAuth = await t.app.inject({ url: e.state.path });
    expect(noAuth.statusCode).toBe(401);
  });

  it('rotates a pair once when asked 50 times at once, and every ask answers the same reveal', async () => {
    const { active } = await state(member);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(member, e.rotate.path, { serverSeedHash: active.serverSeedHash }),
      ),
    );
    const values = answers.map((res) => value(RotateSeedValueSchema, res));
    expect(new Set(values.map((v) => v.revealed.serverSeed)).size).toBe(1);
    expect(new Set(values.map((v) => v.active.serverSeedHash)).size).toBe(1);
    const after = await state(member);
    expect(after.revealed.filter((r) => r.serverSeedHash === active.serverSeedHash)).toHaveLength(1);
    expect(after.active.serverSeedHash).toBe(values[0]!.active.serverSeedHash);
  });

  it('gives 50 spins at once 50 different nonces, and a retried spin its first one', async () => {
    const { active } = await state(member);
    const ticket = ticketFor(member);
    const ids = Array.from({ length: 50 }, () => nextId('par'));
    const results = await Promise.all(ids.map((id) => spin(ticket, id)));
    const rounds = results.map((res) => value(SpinValueSchema, res));
    const replay = value(SpinValueSchema, await spin(ticket, ids[0]));
    expect(replay.isReplay).toBe(true);
    expect(replay.stops).toEqual(rounds[0]!.stops);
    const rows = await t.app.db.select().from(fairRounds).where(eq(fairRounds.memberId, member.id));
    const onPair = rows.filter((r) => rounds.some((x) => x.roundId === r.roundId));
    expect(onPair).toHaveLength(50);
    expect(new Set(onPair.map((r) => r.nonce)).size).toBe(50);
    expect(onPair.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => active.nextNonce + i),
    );
    expect((await state(member)).active.nextNonce).toBe(active.nextNonce + 50);
  });
});
