/**
 * PvP rooms through the real gateway and platform (PostgreSQL with DATABASE_URL, Redis with
 * REDIS_URL): a visitor lists the rooms of the demo Niu-Niu table; a member launches the table,
 * sits down, plays a shared hand through the gateway's /demo-vendor/ proxy (in, then the room's deal), is counted in the room, finds
 * the hand in the betting record; a trial account is refused the table at launch.
 */
import { ErrorCode, PVP_ROOMS } from '@portal/contracts';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedInBrowser } from './support/browser.js';
import { brandDay } from './support/days.js';
import { startStack, type TestStack } from './support/stack.js';
import { newRequestId } from './support/upstream-http.js';

const ORIGIN = 'https://portal.test';
const MEMBER = 'demoplayer';

const errorOf = (err: unknown) =>
  (err as TRPCClientError<never>).data as { code?: string; httpStatus?: number } | undefined;

describe('PvP rooms through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: ORIGIN, RATE_LIMIT_MAX: '5000' });
    const funded = await stack.admin('POST', `/admin/members/${MEMBER}/bonus`, {
      requestId: newRequestId(),
      amount: '50.00',
      bonusType: 'TEST',
      turnoverMultiplier: 0,
    });
    expect(funded.status).toBe(200);
  }, 120_000);
  afterAll(() => stack?.close());

  it('lists every room with its stake, seats and rake to a visitor', async () => {
    const rooms = await new Browser(ORIGIN).client(stack.gatewayUrl).pvp.rooms.query();
    expect(rooms.map((r) => r.roomId)).toEqual(PVP_ROOMS.map((r) => r.roomId));
    expect(rooms[0]).toMatchObject({ stake: '0.50', seats: 5, rakePercent: '5', gameCode: 'DEMONIUNIU' });
    expect(rooms[0]?.nodeId).toBeGreaterThan(0);
  });

  it('launches the table, plays a hand, counts the player in the room and records the hand', async () => {
    const browser = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const trpc = browser.client(stack.gatewayUrl);
    const [first] = await trpc.pvp.rooms.query();
    // The PvP launch: the platform's POST (the spec's "pvp launch"), into the room.
    const launched = await trpc.games.launch.mutate({
      kind: 'pvp',
      nodeId: first!.nodeId,
      roomId: first!.roomId,
    });
    const url = new URL(launched.url, stack.gatewayUrl);
    expect(url.pathname).toBe('/demo-vendor/niuniu');
    expect(url.searchParams.get('room')).toBe(first!.roomId);
    const ticket = url.searchParams.get('ticket') ?? '';

    const api = (path: string, body: Record<string, unknown>) =>
      fetch(`${stack.gatewayUrl}/demo-vendor/api/niuniu/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ ticket, ...body }),
      });
    const joined = await api('join', { room: first!.roomId });
    expect(joined.status, await joined.clone().text()).toBe(200);
    type Table = {
      hand: { handNo: number };
      last: { handNo: number; you: { roundId: string; status: string; win: string | null } | null } | null;
    };
    const table = async (): Promise<Table> => {
      const res = await fetch(
        `${stack.gatewayUrl}/demo-vendor/api/niuniu/table?ticket=${encodeURIComponent(ticket)}&room=${first!.roomId}`,
        { headers: { origin: ORIGIN } },
      );
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { value: Table }).value;
    };
    const { hand } = await table();
    const entered = await api('enter', { room: first!.roomId, hand: hand.handNo });
    expect(entered.status, await entered.clone().text()).toBe(200);
    const { value: part } = (await entered.json()) as { value: { roundId: string; stake: string } };
    // The room deals when its betting window closes (the first poll after it deals and pays).
    let last: Table['last'] = null;
    for (let i = 0; i < 60 && !(last?.handNo === hand.handNo && last.you?.status === 'settled'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      last = (await table()).last;
    }
    expect(last?.you).toMatchObject({ roundId: part.roundId, status: 'settled' });
    const value = { result: { roundId: part.roundId, stake: part.stake, win: last!.you!.win! } };

    const rooms = await trpc.pvp.rooms.query();
    expect(rooms.find((r) => r.roomId === first!.roomId)?.players).toBeGreaterThanOrEqual(1);

    const today = brandDay();
    const records = await trpc.games.betRecords.query({
      startDate: today,
      endDate: today,
      pageNo: 1,
      pageSize: 100,
    });
    expect(records.list.find((r) => r.roundId === value.result.roundId)).toMatchObject({
      gameType: 'PVP',
      bet: value.result.stake,
      win: value.result.win,
      status: 'settled',
    });
  });

  it('refuses the table to a trial account at launch', async () => {
    const visitor = new Browser(ORIGIN);
    const trial = visitor.client(stack.gatewayUrl);
    await trial.auth.freePlay.mutate({ verification: await visitor.verification(stack.gatewayUrl) });
    const [first] = await trial.pvp.rooms.query();
    const refused = await trial.games.launch
      .mutate({ kind: 'pvp', nodeId: first!.nodeId, roomId: first!.roomId, freePlay: true })
      .then(() => null, errorOf);
    expect(refused?.code).toBe(ErrorCode.trialAccount);
  });
});
