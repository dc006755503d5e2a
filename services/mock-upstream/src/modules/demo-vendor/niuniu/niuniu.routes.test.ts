import { createHash } from 'node:crypto';
import {
  envelope,
  ErrorCode,
  gamesEndpoints,
  protectionEndpoints,
  PvpRoomsSchema,
  PVP_RAKE_BPS,
  PVP_ROOMS,
  pvpEndpoints,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameRounds, members, pvpHands, pvpRoomHands, pvpSeats } from '../../../db/schema/index.js';
import { rawError, rsaKey } from '../../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../../test/app.js';
import { balances, call, createMember, expectLedgerOk, fund, type TestMember } from '../../../test/wallet.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { createSeamlessClient } from '../seamless-client.js';
import { duelPot, seatMoney, showdown } from './niuniu.engine.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { createNiuniuRepository } from './niuniu.repository.js';
import { EnterValueSchema, InfoValueSchema, TableValueSchema } from './niuniu.routes.js';
import { BETTING_WINDOW_MS, createNiuniuService, niuniuRoundId, stakeOfHand } from './niuniu.service.js';

let t: TestApp;
let rich: TestMember;
let rich2: TestMember;
let rich3: TestMember;
let poor: TestMember;
let crowd: TestMember[];
let merchantId: number;
let counter = 0;
const nextId = (prefix = 'hand') => `${prefix}-${process.pid}-${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  rich = await createMember(t.app, key, { prefix: 'nnr' });
  rich2 = await createMember(t.app, key, { prefix: 'nns' });
  rich3 = await createMember(t.app, key, { prefix: 'nnt' });
  poor = await createMember(t.app, key, { prefix: 'nnp' });
  crowd = [];
  for (let i = 0; i < 8; i++) crowd.push(await createMember(t.app, key, { prefix: `nnc${i}` }));
  for (const m of [rich, rich2, rich3]) await fund(t.app, m.account, '1000.00');
  await fund(t.app, poor.account, '0.30');
  const [row] = await t.app.db.select().from(members).where(eq(members.id, rich.id));
  merchantId = row!.merchantId;
});
afterEach(async () => {
  vi.useRealTimers(); // a test that held the clock and failed before letting it go
  await expectLedgerOk(t.app);
});
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
const tableOf = async (ticket: string, roomId: string) => {
  const res = await t.app.inject({
    url: `/demo-vendor/api/niuniu/table?ticket=${encodeURIComponent(ticket)}&room=${roomId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(TableValueSchema).parse(json(res)).value;
};
function entered(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(EnterValueSchema).parse(json(res)).value;
}
const failure = (res: { body: string }) =>
  json(res) as { success: false; errorCode: string; fields?: Record<string, string> };
const room = (roomId: string) => PVP_ROOMS.find((r) => r.roomId === roomId)!;

/** A second table service on the same database, its clock `ahead` ms in the future (the deal is due). */
function tableWith(
  credit = { refuse: 0, lose: 0 },
  ahead = 0,
  beforeDebit?: () => Promise<void>,
  debit = { lose: 0 },
) {
  const inject = async (opts: InjectOptions) => {
    if (String(opts.url).endsWith('/debit') && beforeDebit) await beforeDebit();
    if (String(opts.url).endsWith('/debit') && debit.lose > 0) {
      debit.lose -= 1;
      return Promise.reject(new Error('connection reset'));
    }
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
    now: () => Date.now() + ahead,
  });
}
/** Deals the room's hand now, as the first poll after the betting window does. */
const dealNow = (roomId: string) =>
  tableWith({ refuse: 0, lose: 0 }, BETTING_WINDOW_MS + 1000).dealRoom(merchantId, roomId);

/** What the house (the bots' seats and the rake) made of a dealt hand, from its public result. */
function houseNet(
  last: { bankerSeat: number; duels: { seat: number; seatWins: boolean }[]; people: number[] },
  stakeMinor: bigint,
  seats: number,
) {
  let net = 0n;
  for (let seat = 0; seat < seats; seat++) {
    if (last.people.includes(seat)) continue;
    const m = seatMoney({
      seat,
      bankerSeat: last.bankerSeat,
      duels: last.duels,
      stakeMinor,
      rakeBps: PVP_RAKE_BPS,
    });
    net += m.winMinor - m.stakeMinor;
  }
  return net + duelPot(stakeMinor, PVP_RAKE_BPS).rakeMinor * BigInt(last.duels.length);
}

describe('Niu-Niu table: page', () => {
  it('serves the table in the ticket language under the strict CSP, right to left in Arabic', async () => {
    const res = await t.app.inject({
      url: `/demo-vendor/niuniu?ticket=${ticketFor(rich, { l: 'vi' })}&room=NN-2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).toContain('>Vào ván</button>');
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

describe('Niu-Niu table: a shared hand', () => {
  it('deals one hand for everyone in: the same cards, banker and duels, each person paid, the ledger even', async () => {
    const roomId = 'NN-2';
    const stakeMinor = room(roomId).stakeMinor;
    const [a, b, c] = [ticketFor(rich), ticketFor(rich2), ticketFor(rich3)];
    for (const ticket of [a, b, c])
      expect((await post('join', { ticket, room: roomId })).statusCode).toBe(200);
    expect((await info(a)).seat?.roomId).toBe(roomId);
    const before = await tableOf(a, roomId);
    expect(before.people).toHaveLength(3);
    expect(before.hand.status).toBe('waiting');
    expect(before.hand.closesInMs).toBeNull();
    const committed = before.hand.serverSeedHash;
    expect((await tableOf(b, roomId)).hand).toMatchObject({
      handNo: before.hand.handNo,
      serverSeedHash: committed,
    });
    const [balA, balB, balC] = [await mainBalance(rich), await mainBalance(rich2), await mainBalance(rich3)];

    const hand = before.hand.handNo;
    const inA = entered(await post('enter', { ticket: a, room: roomId, hand }));
    const betting = await tableOf(b, roomId);
    expect(betting.hand.status).toBe('betting');
    expect(betting.hand.closesInMs).toBeGreaterThan(0);
    expect(betting.hand.closesInMs).toBeLessThanOrEqual(BETTING_WINDOW_MS);
    const inB = entered(await post('enter', { ticket: b, room: roomId, hand }));
    // The same call again answers its first answer and moves nothing again.
    expect(entered(await post('enter', { ticket: a, room: roomId, hand }))).toEqual(inA);
    const stakeA = stakeOfHand({ seat: inA.seat, nonce: hand, stakeMinor }, 5);
    const stakeB = stakeOfHand({ seat: inB.seat, nonce: hand, stakeMinor }, 5);
    expect(minor(inA.stake)).toBe(stakeA);
    expect(await mainBalance(rich)).toBe(balA - stakeA);
    expect(await mainBalance(rich2)).toBe(balB - stakeB);
    expect((await tableOf(c, roomId)).hand.inSeats.sort()).toEqual([inA.seat, inB.seat].sort());

    await dealNow(roomId);
    const seenA = await tableOf(a, roomId);
    const seenB = await tableOf(b, roomId);
    const seenC = await tableOf(c, roomId);
    const lastA = seenA.last!;
    const lastB = seenB.last!;
    expect(lastA.handNo).toBe(hand);
    for (const other of [lastB, seenC.last!]) {
      expect(other.hands.map((h) => h.cards)).toEqual(lastA.hands.map((h) => h.cards));
      expect(other.bankerSeat).toBe(lastA.bankerSeat);
      expect(other.duels).toEqual(lastA.duels);
      expect(other.serverSeed).toBe(lastA.serverSeed);
    }
    expect(lastA.people).toEqual([inA.seat, inB.seat].sort((x, y) => x - y));
    expect(lastA.hands.filter((h) => h.isPerson).map((h) => h.seat)).toEqual(lastA.people);
    expect(lastA.hands.find((h) => h.isYou)?.seat).toBe(inA.seat);
    // The person who sat out played no seat: theirs was a bot's this hand.
    expect(seenC.last!.hands.some((h) => h.isYou)).toBe(false);
    expect(lastA.bankerSeat).toBe(hand % 5);
    // The seed is the room's, committed before anyone was in, and the cards follow from it.
    expect(lastA.serverSeedHash).toBe(committed);
    expect(createHash('sha256').update(lastA.serverSeed).digest('hex')).toBe(committed);
    const replay = showdown(
      { serverSeed: lastA.serverSeed, clientSeed: lastA.clientSeed, nonce: lastA.nonce },
      5,
    );
    expect(replay.duels).toEqual(lastA.duels);
    expect(new Set(lastA.hands.flatMap((h) => h.cards)).size).toBe(25);
    // Each person paid their seat's outcome, once; the person who sat out moved nothing.
    const moneyOf = (seat: number) =>
      seatMoney({
        seat,
        bankerSeat: lastA.bankerSeat,
        duels: lastA.duels,
        stakeMinor,
        rakeBps: PVP_RAKE_BPS,
      });
    expect(seenA.last!.you).toMatchObject({ seat: inA.seat, status: 'settled', win: seenA.last!.you!.win });
    expect(minor(seenA.last!.you!.win!)).toBe(moneyOf(inA.seat).winMinor);
    expect(minor(seenB.last!.you!.win!)).toBe(moneyOf(inB.seat).winMinor);
    expect(seenC.last!.you).toBeNull();
    const netA = (await mainBalance(rich)) - balA;
    const netB = (await mainBalance(rich2)) - balB;
    expect(netA).toBe(moneyOf(inA.seat).winMinor - stakeA);
    expect(netB).toBe(moneyOf(inB.seat).winMinor - stakeB);
    expect(await mainBalance(rich3)).toBe(balC);
    // People's net + the house's (bots and rake) = 0.
    expect(netA + netB + houseNet(lastA, stakeMinor, 5)).toBe(0n);
    // The platform's round records: one settled round per person with its stake and payout.
    for (const [m, inn] of [
      [rich, inA],
      [rich2, inB],
    ] as const) {
      const rounds = await t.app.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.vendor, 'DEMO'), eq(gameRounds.roundId, inn.roundId)));
      expect(rounds).toHaveLength(1);
      expect(rounds[0]).toMatchObject({
        status: 'settled',
        betMinor: minor(inn.stake),
        winMinor: moneyOf(inn.seat).winMinor,
        gameCode: 'DEMONIUNIU',
      });
      expect(inn.roundId).toBe(niuniuRoundId(Number(inn.roundId.split('-h')[1]!.split('-')[0]), m.id));
    }
    // The next hand is open with a fresh commitment; the dealt one is closed to latecomers.
    expect(seenA.hand.handNo).toBe(hand + 1);
    expect(seenA.hand.serverSeedHash).not.toBe(committed);
    const late = await post('enter', { ticket: c, room: roomId, hand });
    expect(late.statusCode).toBe(400);
    expect(failure(late).fields?.hand).toBe('hand_closed');
    for (const ticket of [a, b, c]) await post('leave', { ticket });
  });

  it('moves the bank one seat per hand, a banker staking once per other seat', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-1' });
    const bankers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { hand } = await tableOf(ticket, 'NN-1');
      const part = entered(await post('enter', { ticket, room: 'NN-1', hand: hand.handNo }));
      await dealNow('NN-1');
      const { last } = await tableOf(ticket, 'NN-1');
      expect(last?.handNo).toBe(hand.handNo);
      bankers.push(last!.bankerSeat);
      expect(minor(part.stake)).toBe(last!.bankerSeat === part.seat ? 200n : 50n);
      expect(last!.you?.status).toBe('settled');
    }
    expect(bankers[1]).toBe((bankers[0]! + 1) % 5);
    expect(bankers[2]).toBe((bankers[0]! + 2) % 5);
    await post('leave', { ticket });
  });

  it('answers 50 entries at once with one part per person, each stake debited once', async () => {
    const roomId = 'NN-3';
    const a = ticketFor(rich);
    const b = ticketFor(rich2);
    await post('join', { ticket: a, room: roomId });
    await post('join', { ticket: b, room: roomId });
    const [balA, balB] = [await mainBalance(rich), await mainBalance(rich2)];
    const { hand } = await tableOf(a, roomId);
    // The burst and the balances after it on a held clock: on a loaded machine they outlast the
    // betting window (BETTING_WINDOW_MS), and an entry's deal of the hand mid-test would put the
    // hand's outcome in the balances read here (the deal itself is dealNow's, below).
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('enter', { ticket: i % 2 ? a : b, room: roomId, hand: hand.handNo }),
      ),
    );
    const byTicket = new Map<string, unknown[]>();
    answers.forEach((res, i) => {
      if (res.statusCode !== 200) {
        expect(res.statusCode, res.body).toBe(503); // still settling: the page sends the same call again
        return;
      }
      const key = i % 2 ? 'a' : 'b';
      byTicket.set(key, [...(byTicket.get(key) ?? []), entered(res)]);
    });
    for (const list of byTicket.values()) for (const x of list) expect(x).toEqual(list[0]);
    const inA = entered(await post('enter', { ticket: a, room: roomId, hand: hand.handNo }));
    const inB = entered(await post('enter', { ticket: b, room: roomId, hand: hand.handNo }));
    expect(await mainBalance(rich)).toBe(balA - minor(inA.stake));
    expect(await mainBalance(rich2)).toBe(balB - minor(inB.stake));
    const parts = await t.app.db.select().from(pvpHands).where(eq(pvpHands.roomId, roomId));
    expect(parts.filter((p) => p.nonce === hand.handNo)).toHaveLength(2);
    vi.useRealTimers();
    await dealNow(roomId);
    const { last } = await tableOf(a, roomId);
    const netA = (await mainBalance(rich)) - balA;
    const netB = (await mainBalance(rich2)) - balB;
    expect(netA + netB + houseNet(last!, room(roomId).stakeMinor, 5)).toBe(0n);
    // One deal: however many polls, the room has one dealt hand of that number and the next one open.
    const hands = await t.app.db.select().from(pvpRoomHands).where(eq(pvpRoomHands.roomId, roomId));
    expect(hands.filter((h) => h.handNo === hand.handNo && h.status === 'dealt')).toHaveLength(1);
    expect(hands.filter((h) => h.status !== 'dealt')).toHaveLength(1);
    await post('leave', { ticket: a });
    await post('leave', { ticket: b });
  });

  it('keeps a seat whose person left mid-hand for them: the next person there waits a hand', async () => {
    const roomId = 'NN-4';
    const a = ticketFor(rich);
    const b = ticketFor(rich2);
    await post('join', { ticket: a, room: roomId });
    const { hand } = await tableOf(a, roomId);
    const inA = entered(await post('enter', { ticket: a, room: roomId, hand: hand.handNo }));
    await post('leave', { ticket: a });
    expect((await post('join', { ticket: b, room: roomId })).statusCode).toBe(200);
    const busy = await post('enter', { ticket: b, room: roomId, hand: hand.handNo });
    expect(failure(busy).fields?.hand).toBe('seat_busy');
    await dealNow(roomId);
    // The person who left is still paid their hand.
    const [part] = await t.app.db.select().from(pvpHands).where(eq(pvpHands.roundId, inA.roundId));
    expect(part?.status).toBe('settled');
    await post('leave', { ticket: b });
  });
});

describe('Niu-Niu table: refusals', () => {
  it('refuses bad input field by field and moves nothing', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-1' });
    const { hand } = await tableOf(ticket, 'NN-1');
    const balance = await mainBalance(rich);
    const cases: [Record<string, unknown>, string][] = [
      [{ ticket, room: 'NN-1' }, 'hand'],
      [{ ticket, room: 'NN-1', hand: -1 }, 'hand'],
      [{ ticket, room: 'NN-1', hand: 1.5 }, 'hand'],
      [{ ticket, room: 'NN-1', hand: 'one' }, 'hand'],
      [{ ticket, room: 'room 1', hand: hand.handNo }, 'room'],
      [{ room: 'NN-1', hand: hand.handNo }, 'ticket'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('enter', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failure(res).fields?.[field], JSON.stringify(payload)).toBeTruthy();
    }
    const badTable = await t.app.inject({
      url: `/demo-vendor/api/niuniu/table?ticket=${encodeURIComponent(ticket)}&room=x y`,
    });
    expect(failure(badTable).fields?.room).toBeTruthy();
    const unknown = await post('enter', { ticket, room: 'NN-7', hand: 0 });
    expect(failure(unknown).errorCode).toBe(ErrorCode.notFound);
    expect(failure(unknown).fields?.room).toBe('room_unknown');
    const future = await post('enter', { ticket, room: 'NN-1', hand: hand.handNo + 5 });
    expect(failure(future).fields?.hand).toBe('hand_closed');
    expect(await mainBalance(rich)).toBe(balance);
    await post('leave', { ticket });
  });

  it('refuses a hand at a room where the player has no seat', async () => {
    const ticket = ticketFor(rich);
    await post('join', { ticket, room: 'NN-1' });
    const { hand } = await tableOf(ticket, 'NN-4');
    const res = await post('enter', { ticket, room: 'NN-4', hand: hand.handNo });
    expect(res.statusCode).toBe(409);
    expect(failure(res).errorCode).toBe(ErrorCode.notSeated);
    await post('leave', { ticket });
    const own = await tableOf(ticket, 'NN-1');
    const left = await post('enter', { ticket, room: 'NN-1', hand: own.hand.handNo });
    expect(failure(left).errorCode).toBe(ErrorCode.notSeated);
  });

  it('refuses a stake the balance cannot cover, and the same call again alike: the person sits out', async () => {
    const ticket = ticketFor(poor);
    await post('join', { ticket, room: 'NN-1' });
    const balance = await mainBalance(poor);
    const { hand } = await tableOf(ticket, 'NN-1');
    for (let i = 0; i < 2; i++) {
      const res = await post('enter', { ticket, room: 'NN-1', hand: hand.handNo });
      expect(res.statusCode).toBe(400);
      expect(failure(res).errorCode).toBe(ErrorCode.insufficientBalance);
    }
    expect(await mainBalance(poor)).toBe(balance);
    const view = await tableOf(ticket, 'NN-1');
    expect(view.hand.inSeats).toEqual([]);
    await post('leave', { ticket });
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
    // The PvP launch (POST, the spec's "pvp launch") opens the table in the room asked for.
    const launch = (m: TestMember, body: Record<string, unknown> = {}) =>
      call(t.app, m.token, 'POST', gamesEndpoints.launchPvp.path, { nodeId, roomId: 'NN-2', ...body });
    const ok = json(await launch(crowd[0]!)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/niuniu\?ticket=[^&]+&room=NN-2$/);
    const resting = crowd[1]!;
    await call(t.app, resting.token, 'POST', protectionEndpoints.startTimeout.path, { days: 1 });
    expect(rawError(await launch(resting)).errorCode).toBe(ErrorCode.playerTimedOut);
    // Free play is not offered at the table.
    const free = await launch(crowd[0]!, { accountType: 0 });
    expect(rawError(free).errorCode).toBe(ErrorCode.functionNotAvailable);
  });
});

describe('Niu-Niu table: a hand that cannot complete', () => {
  it('rolls a person’s stake back when their payout is refused, and says so to the table', async () => {
    const table = tableWith({ refuse: 1, lose: 0 });
    const ticket = table.requireTicket(ticketFor(rich));
    await table.join(ticket, 'NN-1');
    const balance = await mainBalance(rich);
    const { hand } = await table.table(ticket, 'NN-1');
    const part = await table.enter(ticket, { room: 'NN-1', hand: hand.handNo });
    expect(await mainBalance(rich)).toBe(balance - minor(part.stake));
    await tableWith({ refuse: 1, lose: 0 }, BETTING_WINDOW_MS + 1000).dealRoom(merchantId, 'NN-1');
    expect(await mainBalance(rich)).toBe(balance);
    const [row] = await t.app.db.select().from(pvpHands).where(eq(pvpHands.roundId, part.roundId));
    expect(row?.status).toBe('rolled_back');
    const view = await table.table(ticket, 'NN-1');
    expect(view.last?.you).toMatchObject({ status: 'rolled_back', win: null });
    const again = await table.enter(ticket, { room: 'NN-1', hand: hand.handNo }).then(
      () => null,
      (e: unknown) => e as { code: string },
    );
    expect(again?.code).toBe(ErrorCode.roundClosed);
    await table.leave(ticket);
  });

  it('returns the stake of a person whose stake arrived after the deal: they sat the hand out', async () => {
    const dealer = tableWith({ refuse: 0, lose: 0 }, BETTING_WINDOW_MS + 1000);
    let dealFirst = false;
    const table = tableWith({ refuse: 0, lose: 0 }, 0, async () => {
      if (dealFirst) await dealer.dealRoom(merchantId, 'NN-4');
    });
    const other = table.requireTicket(ticketFor(rich2));
    const ticket = table.requireTicket(ticketFor(rich));
    await table.join(other, 'NN-4');
    await table.join(ticket, 'NN-4');
    const { hand } = await table.table(ticket, 'NN-4');
    await table.enter(other, { room: 'NN-4', hand: hand.handNo });
    const balance = await mainBalance(rich);
    dealFirst = true;
    const err = await table.enter(ticket, { room: 'NN-4', hand: hand.handNo }).then(
      () => null,
      (e: unknown) => e as { code: string; fields?: Record<string, string> },
    );
    expect(err?.code).toBe(ErrorCode.roundClosed);
    expect(err?.fields?.hand).toBe('hand_rolled_back');
    expect(await mainBalance(rich)).toBe(balance);
    const view = await table.table(ticket, 'NN-4');
    expect(view.last?.handNo).toBe(hand.handNo);
    expect(view.last?.people).toHaveLength(1);
    await table.leave(ticket);
    await table.leave(other);
  });

  it('the job ends a part whose stake never reached the wallet: the deal went without it, nothing moved', async () => {
    const table = tableWith({ refuse: 0, lose: 0 }, 0, undefined, { lose: 1 });
    const ticket = table.requireTicket(ticketFor(rich));
    await table.join(ticket, 'NN-1');
    const balance = await mainBalance(rich);
    const { hand } = await table.table(ticket, 'NN-1');
    const lost = await table.enter(ticket, { room: 'NN-1', hand: hand.handNo }).then(
      () => null,
      (e: unknown) => e as { statusCode: number },
    );
    expect(lost?.statusCode).toBe(503);
    // Someone else's entry started the clock; the deal goes without the unconfirmed part.
    const other = table.requireTicket(ticketFor(rich2));
    await table.join(other, 'NN-1');
    await table.enter(other, { room: 'NN-1', hand: hand.handNo });
    await tableWith({ refuse: 0, lose: 0 }, BETTING_WINDOW_MS + 1000).dealRoom(merchantId, 'NN-1');
    const view = await table.table(ticket, 'NN-1');
    expect(view.last?.handNo).toBe(hand.handNo);
    expect(view.last?.people).not.toContain(view.last?.you?.seat);
    expect(view.last?.you?.status).toBe('open');
    expect(await table.finishStalled(new Date(Date.now() + 10 * 60_000))).toBeGreaterThanOrEqual(1);
    const [part] = await t.app.db
      .select()
      .from(pvpHands)
      .where(
        eq(
          pvpHands.roundId,
          niuniuRoundId(Number(view.last!.you!.roundId.split('-h')[1]!.split('-')[0]), rich.id),
        ),
      );
    expect(part?.status).toBe('rolled_back');
    expect(await mainBalance(rich)).toBe(balance);
    await table.leave(ticket);
    await table.leave(other);
  });

  it('the job deals a hand nobody polled, and pays a payout lost in transit once', async () => {
    const credit = { refuse: 0, lose: 10 };
    const table = tableWith(credit);
    const ticket = table.requireTicket(ticketFor(rich));
    await table.join(ticket, 'NN-1');
    const balance = await mainBalance(rich);
    const { hand } = await table.table(ticket, 'NN-1');
    const part = await table.enter(ticket, { room: 'NN-1', hand: hand.handNo });
    // Before the window closes the job deals nothing.
    expect(await table.finishStalled(new Date())).toBe(0);
    // After it the job deals the hand; the payout is lost in transit, so the part stays staked.
    await table.finishStalled(new Date(Date.now() + BETTING_WINDOW_MS + 1000));
    const [staked] = await t.app.db.select().from(pvpHands).where(eq(pvpHands.roundId, part.roundId));
    expect(staked?.status).toBe('staked');
    expect(await mainBalance(rich)).toBe(balance - minor(part.stake));
    credit.lose = 0;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await table.finishStalled(later)).toBeGreaterThanOrEqual(1);
    const [paid] = await t.app.db.select().from(pvpHands).where(eq(pvpHands.roundId, part.roundId));
    expect(paid?.status).toBe('settled');
    const view = await table.table(ticket, 'NN-1');
    const win = minor(view.last!.you!.win!);
    expect(await mainBalance(rich)).toBe(balance - minor(part.stake) + win);
    expect(await table.finishStalled(later)).toBe(0);
    expect(await mainBalance(rich)).toBe(balance - minor(part.stake) + win);
    await table.leave(ticket);
  });
});
