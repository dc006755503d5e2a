import { createHash } from 'node:crypto';
import {
  envelope,
  ErrorCode,
  gamesEndpoints,
  protectionEndpoints,
  PvpRoomsSchema,
  PVP_ROOMS,
  pvpEndpoints,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, pvpHands, pvpSeats } from '../../../db/schema/index.js';
import { rawError, rsaKey } from '../../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../../test/app.js';
import { balances, call, createMember, expectLedgerOk, fund, type TestMember } from '../../../test/wallet.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { createSeamlessClient } from '../seamless-client.js';
import { NIUNIU_CSP } from './niuniu.page.js';
import { createNiuniuRepository } from './niuniu.repository.js';
import { DealValueSchema, InfoValueSchema } from './niuniu.routes.js';
import { createNiuniuService, niuniuRoundId, resultOf, stakeOfHand } from './niuniu.service.js';

let t: TestApp;
let rich: TestMember;
let poor: TestMember;
let crowd: TestMember[];
let counter = 0;
const nextId = (prefix = 'hand') => `${prefix}-${process.pid}-${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  rich = await createMember(t.app, key, { prefix: 'nnr' });
  poor = await createMember(t.app, key, { prefix: 'nnp' });
  crowd = [];
  for (let i = 0; i < 8; i++) crowd.push(await createMember(t.app, key, { prefix: `nnc${i}` }));
  await fund(t.app, rich.account, '1000.00');
  await fund(t.app, poor.account, '0.30');
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

function ticketFor(member: TestMember, over: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: member.account,
    v: 'DEMO',
    g: 'DEMONIUNIU',
    t: 1,
    l: 'en',
    e: Date.now() + 60_000,
    n: nextId('n'),
    ...over,
  });
}

const minor = (amount: string) => BigInt(amount.replace('.', ''));
const mainBalance = async (m: TestMember) => minor((await balances(t.app, m.token)).get(1)!);
const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/demo-vendor/api/niuniu/${path}`, payload });
const info = async (ticket: string) => {
  const res = await t.app.inject({
    url: `/demo-vendor/api/niuniu/info?ticket=${encodeURIComponent(ticket)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(InfoValueSchema).parse(json(res)).value;
};
function dealt(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(DealValueSchema).parse(json(res)).value;
}
const failure = (res: { body: string }) =>
  json(res) as { success: false; errorCode: string; fields?: Record<string, string> };
const room = (roomId: string) => PVP_ROOMS.find((r) => r.roomId === roomId)!;

describe('Niu-Niu table: page', () => {
  it('serves the table in the ticket language under the strict CSP, right to left in Arabic', async () => {
    const res = await t.app.inject({
      url: `/demo-vendor/niuniu?ticket=${ticketFor(rich, { l: 'vi' })}&room=NN-2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(NIUNIU_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).toContain('Chia bài');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
    const ar = await t.app.inject({
      url: `/demo-vendor/niuniu?ticket=${ticketFor(rich, { l: 'AR' })}&theme=dark`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    const odd = await t.app.inject({ url: `/demo-vendor/niuniu?ticket=${ticketFor(rich)}&theme=neon` });
    expect(odd.statusCode).toBe(400);
  });

  it('refuses a forged, expired, free-play or other game ticket, and a page without one', async () => {
    const bad = [
      ticketFor(rich).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ticketFor(rich, { e: Date.now() - 1 }),
      ticketFor(rich, { t: 0 }),
      ticketFor(rich, { g: 'DEMOSLOT' }),
    ];
    for (const ticket of bad) {
      const res = await t.app.inject({ url: `/demo-vendor/niuniu?ticket=${encodeURIComponent(ticket)}` });
      expect(res.statusCode).toBe(401);
      const api = await post('join', { ticket, room: 'NN-1' });
      expect(api.statusCode).toBe(401);
      expect(failure(api).errorCode).toBe(ErrorCode.tokenInvalid);
    }
    expect((await t.app.inject({ url: '/demo-vendor/niuniu' })).statusCode).toBe(400);
  });
});

describe('Niu-Niu table: a hand', () => {
  it('seats the player, deals from the seed committed before, and moves the stake and payout once', async () => {
    const ticket = ticketFor(rich);
    expect((await post('join', { ticket, room: 'NN-2' })).statusCode).toBe(200);
    const before = await info(ticket);
    expect(before.seat?.roomId).toBe('NN-2');
    expect(before.rooms.find((r) => r.roomId === 'NN-2')?.players).toBeGreaterThanOrEqual(1);
    const committed = before.seat!.nextSeedHash;
    const balance = await mainBalance(rich);

    const handId = nextId();
    const first = dealt(await post('deal', { ticket, room: 'NN-2', handId, clientSeed: 'my-lucky-seed' }));
    const r = first.result;
    expect(r.serverSeedHash).toBe(committed);
    expect(createHash('sha256').update(r.serverSeed).digest('hex')).toBe(committed);
    expect(r.clientSeed).toBe('my-lucky-seed');
    expect(r.hands).toHaveLength(room('NN-2').seats);
    expect(new Set(r.hands.flatMap((h) => h.cards)).size).toBe(room('NN-2').seats * 5);
    const staked = stakeOfHand({ seat: r.seat, nonce: r.nonce, stakeMinor: room('NN-2').stakeMinor }, 5);
    expect(minor(r.stake)).toBe(staked);
    expect(await mainBalance(rich)).toBe(balance - staked + minor(r.win));
    expect(first.nextSeedHash).not.toBe(committed);
    // Anyone can recompute the hand from the revealed seeds.
    expect(resultOf({ ...r, stakeMinor: room('NN-2').stakeMinor, serverSeed: r.serverSeed }, 5).win).toBe(
      r.win,
    );

    // The same hand id again: the same hand, nothing moves.
    const again = dealt(await post('deal', { ticket, room: 'NN-2', handId, clientSeed: 'my-lucky-seed' }));
    expect(again.result).toEqual(r);
    expect(again.isReplay).toBe(true);
    expect(await mainBalance(rich)).toBe(balance - staked + minor(r.win));

    // The platform's round record: one settled round with the stake and the payout.
    const roundId = niuniuRoundId(
      JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString()).n,
      handId,
    );
    const rounds = await t.app.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendor, 'DEMO'), eq(gameRounds.roundId, roundId)));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      status: 'settled',
      betMinor: staked,
      winMinor: minor(r.win),
      gameCode: 'DEMONIUNIU',
    });
  });

  it('moves the bank one seat per hand, a banker staking once per other seat', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-1' });
    const bankers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { result } = dealt(await post('deal', { ticket, room: 'NN-1', handId: nextId() }));
      bankers.push(result.bankerSeat);
      expect(minor(result.stake)).toBe(result.bankerSeat === result.seat ? 200n : 50n);
    }
    expect(bankers[1]).toBe((bankers[0]! + 1) % 5);
    expect(bankers[2]).toBe((bankers[0]! + 2) % 5);
  });

  it('answers 50 hands with one hand id at once with one hand, moving the money once', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-3' });
    const balance = await mainBalance(rich);
    const handId = nextId();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('deal', { ticket, room: 'NN-3', handId })),
    );
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => dealt(a).result);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of ok) expect(a).toEqual(ok[0]);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(503); // still settling: the page sends the same hand again
    }
    expect(await mainBalance(rich)).toBe(balance - minor(ok[0]!.stake) + minor(ok[0]!.win));
  });
});

describe('Niu-Niu table: refusals', () => {
  it('refuses bad input field by field and moves nothing', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-1' });
    const balance = await mainBalance(rich);
    const cases: [Record<string, unknown>, string][] = [
      [{ ticket, room: 'NN-1' }, 'handId'],
      [{ ticket, room: 'NN-1', handId: 'short' }, 'handId'],
      [{ ticket, room: 'room 1', handId: nextId() }, 'room'],
      [{ ticket, room: 'NN-1', handId: nextId(), clientSeed: 'a:b' }, 'clientSeed'],
      [{ room: 'NN-1', handId: nextId() }, 'ticket'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('deal', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failure(res).fields?.[field], JSON.stringify(payload)).toBeTruthy();
    }
    const unknown = await post('deal', { ticket, room: 'NN-7', handId: nextId() });
    expect(failure(unknown).errorCode).toBe(ErrorCode.notFound);
    expect(failure(unknown).fields?.room).toBe('room_unknown');
    expect(await mainBalance(rich)).toBe(balance);
  });

  it('refuses a hand at a room where the player has no seat', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-1' });
    const res = await post('deal', { ticket, room: 'NN-4', handId: nextId() });
    expect(res.statusCode).toBe(409);
    expect(failure(res).errorCode).toBe(ErrorCode.notSeated);
    await post('leave', { ticket });
    const left = await post('deal', { ticket, room: 'NN-1', handId: nextId() });
    expect(failure(left).errorCode).toBe(ErrorCode.notSeated);
  });

  it('refuses a stake the balance cannot cover, and the same hand id again alike', async () => {
    const ticket = ticketFor(poor);
    await post('join', { ticket, room: 'NN-1' });
    const balance = await mainBalance(poor);
    const handId = nextId();
    for (let i = 0; i < 2; i++) {
      const res = await post('deal', { ticket, room: 'NN-1', handId });
      expect(res.statusCode).toBe(400);
      expect(failure(res).errorCode).toBe(ErrorCode.insufficientBalance);
    }
    expect(await mainBalance(poor)).toBe(balance);
  });

  it('seats no more players than the room has seats, however many join at once', async () => {
    const roomId = 'NN-5';
    const joins = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('join', { ticket: ticketFor(crowd[i % crowd.length]!), room: roomId }),
      ),
    );
    for (const j of joins) expect([200, 409], j.body).toContain(j.statusCode);
    for (const j of joins.filter((x) => x.statusCode === 409))
      expect(failure(j).errorCode).toBe(ErrorCode.tableFull);
    const seated = await t.app.db.select().from(pvpSeats).where(eq(pvpSeats.roomId, roomId));
    expect(seated).toHaveLength(room(roomId).seats);
    expect(new Set(seated.map((s) => s.seat)).size).toBe(seated.length);
    expect(new Set(seated.map((s) => s.memberId)).size).toBe(seated.length);
    // The rooms call counts them.
    const res = await t.app.inject({ url: `${pvpEndpoints.rooms.path}?language=vi` });
    const rooms = envelope(PvpRoomsSchema).parse(json(res)).value.list;
    expect(rooms.map((r) => r.roomId)).toEqual(PVP_ROOMS.map((r) => r.roomId));
    expect(rooms.find((r) => r.roomId === roomId)).toMatchObject({
      players: 5,
      seats: 5,
      stake: '200.00',
      rakePercent: '5',
    });
  });
});

describe('Niu-Niu table: who may sit down', () => {
  it('is launched as any game: a member on a time-out is refused the table, a member is not', async () => {
    const rooms = await t.app.inject({ url: pvpEndpoints.rooms.path });
    const nodeId = envelope(PvpRoomsSchema).parse(json(rooms)).value.list[0]!.nodeId;
    const launch = (m: TestMember) =>
      call(t.app, m.token, 'GET', `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${nodeId}`);
    const ok = json(await launch(crowd[0]!)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/niuniu\?ticket=/);
    const resting = crowd[1]!;
    await call(t.app, resting.token, 'POST', protectionEndpoints.startTimeout.path, { days: 1 });
    expect(rawError(await launch(resting)).errorCode).toBe(ErrorCode.playerTimedOut);
    // Free play is not offered at the table.
    const free = await call(
      t.app,
      crowd[0]!.token,
      'GET',
      `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${nodeId}&accountType=0`,
    );
    expect(rawError(free).errorCode).toBe(ErrorCode.functionNotAvailable);
  });
});

describe('Niu-Niu table: a hand that cannot complete', () => {
  /** The real platform behind a transport that answers some credits with a refusal or a lost call. */
  function tableWith(credit: { refuse: number; lose: number }) {
    const inject = (opts: InjectOptions) => {
      if (String(opts.url).endsWith('/credit')) {
        if (credit.lose > 0) {
          credit.lose -= 1;
          return Promise.reject(new Error('connection reset'));
        }
        if (credit.refuse > 0) {
          credit.refuse -= 1;
          return t.app.inject({ ...opts, url: String(opts.url).replace('/credit', '/credit-nowhere') });
        }
      }
      return t.app.inject(opts);
    };
    return createNiuniuService({
      masterSecret: t.config.seamlessSecret,
      seamless: createSeamlessClient({ masterSecret: t.config.seamlessSecret, inject }),
      repo: createNiuniuRepository(t.app.db),
      log: t.app.log,
      creditRetryMs: [0, 0],
    });
  }

  it('rolls the stake back when the payout is refused, and says so to a retry', async () => {
    const table = tableWith({ refuse: 1, lose: 0 });
    const ticket = table.requireTicket(ticketFor(rich));
    await table.join(ticket, 'NN-1');
    const balance = await mainBalance(rich);
    const handId = nextId();
    for (let i = 0; i < 2; i++) {
      const err = await table.deal(ticket, { room: 'NN-1', handId }).then(
        () => null,
        (e: unknown) => e as { code: string },
      );
      expect(err?.code).toBe(ErrorCode.roundClosed);
    }
    expect(await mainBalance(rich)).toBe(balance);
    const [hand] = await t.app.db
      .select()
      .from(pvpHands)
      .where(eq(pvpHands.roundId, niuniuRoundId(ticket.n, handId)));
    expect(hand?.status).toBe('rolled_back');
  });

  it('finishes a hand the page left: pays it once if its stake was taken, ends it if not', async () => {
    const credit = { refuse: 0, lose: 10 };
    const table = tableWith(credit);
    const ticket = table.requireTicket(ticketFor(rich));
    await table.join(ticket, 'NN-1');
    const balance = await mainBalance(rich);
    const handId = nextId();
    await table.deal(ticket, { room: 'NN-1', handId }).catch(() => undefined);
    const roundId = niuniuRoundId(ticket.n, handId);
    const [open] = await t.app.db.select().from(pvpHands).where(eq(pvpHands.roundId, roundId));
    const expected = resultOf(open!, 5);
    expect(await mainBalance(rich)).toBe(balance - minor(expected.stake));
    credit.lose = 0;
    expect(await table.finishStalled(new Date())).toBe(0);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await table.finishStalled(later)).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(rich)).toBe(balance - minor(expected.stake) + expected.winMinor);
    expect(await table.finishStalled(later)).toBe(0);
    const retried = await table.deal(ticket, { room: 'NN-1', handId });
    expect(retried.result.win).toBe(expected.win);
    expect(await mainBalance(rich)).toBe(balance - minor(expected.stake) + expected.winMinor);
  });
});
