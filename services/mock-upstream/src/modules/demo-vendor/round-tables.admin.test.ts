/**
 * The round tables as the operator's data (ADR 0019, 0020): the seeded baccarat tables and cockfight
 * arenas in `round_tables`, changed, closed and opened at `/admin/round-tables` with their limits
 * checked field by field, and read by the games without a restart.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/round-tables.admin.test.ts
 */
import { envelope, ErrorCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawError, rsaKey } from '../../test/accounts.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { createMember, fund, type TestMember } from '../../test/wallet.js';
import { InfoValueSchema as BaccaratInfoSchema } from './baccarat/baccarat.routes.js';
import { roundAt } from './baccarat/baccarat.tables.js';
import { signLaunchTicket, type LaunchTicket } from './demo-vendor.ticket.js';
import { StateValueSchema as CockfightStateSchema } from './cockfight/cockfight.routes.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t.app, await rsaKey(t.app), { prefix: 'rta' });
  await fund(t.app, member.account, '500.00');
});
afterAll(async () => t?.close());

let counter = 0;
function ticketFor(over: Partial<LaunchTicket>): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: member.account,
    v: 'DEMO',
    g: 'DEMOBACCARAT',
    t: 1,
    l: 'en',
    e: Date.now() + 60 * 60_000,
    n: `rta${(counter += 1)}`,
    ...over,
  });
}
const put = (game: string, tableId: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin/round-tables/${game}/${tableId}`,
    headers: adminHeaders,
    payload: payload as object,
  });
const list = async (game: string) =>
  (
    json(await t.app.inject({ url: `/admin/round-tables/${game}`, headers: adminHeaders })) as {
      value: { list: { tableId: string; min: string; max: string; enabled: boolean; offsetMs: number }[] };
    }
  ).value.list;
const baccaratInfo = async () =>
  envelope(BaccaratInfoSchema).parse(
    json(
      await t.app.inject({
        url: `/demo-vendor/api/baccarat/info?ticket=${encodeURIComponent(ticketFor({}))}`,
      }),
    ),
  ).value;

describe('the round tables as the operator’s data', () => {
  it('are the seeded tables and arenas, in order, with their limits', async () => {
    expect((await list('baccarat')).map((x) => [x.tableId, x.min, x.max, x.enabled])).toEqual([
      ['BC-1', '1.00', '500.00', true],
      ['BC-2', '10.00', '5000.00', true],
      ['BC-3', '0.50', '100.00', true],
    ]);
    expect((await list('cockfight')).map((x) => x.tableId)).toEqual(['DS88L101', 'DS88L102', 'DS88L103']);
    expect((await baccaratInfo()).tables.map((x) => x.tableId)).toEqual(['BC-1', 'BC-2', 'BC-3']);
  });

  it('change a table’s limits for the game at once, without a restart: a bet over the new maximum is refused', async () => {
    const changed = await put('baccarat', 'BC-3', { min: '1.00', max: '20.00' });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      expect((await baccaratInfo()).tables.find((x) => x.tableId === 'BC-3')).toEqual({
        tableId: 'BC-3',
        min: '1.00',
        max: '20.00',
      });
      const round = roundAt(
        { tableId: 'BC-3', minMinor: 100n, maxMinor: 2_000n, offsetMs: 16_000 },
        Date.now(),
      );
      const bet = (amount: string) =>
        t.app.inject({
          method: 'POST',
          url: '/demo-vendor/api/baccarat/bet',
          payload: {
            ticket: ticketFor({}),
            table: 'BC-3',
            round: round.roundNo,
            spot: 'player',
            amount,
            betId: `rta-bet-${(counter += 1)}-x`,
          },
        });
      if (round.phase === 'betting' && round.closesAt.getTime() - Date.now() > 2_000) {
        const over = await bet('25.00');
        expect(over.statusCode, over.body).toBe(400);
        expect(rawError(over)).toMatchObject({ errorCode: ErrorCode.amountOutOfRange });
        const under = await bet('0.50');
        expect(rawError(under).fields).toEqual({ amount: 'outside_table_limits' });
      }
    } finally {
      await put('baccarat', 'BC-3', { min: '0.50', max: '100.00' });
    }
  });

  it('close a table and open a new one; a closed arena’s tickets are refused', async () => {
    expect(
      (await put('baccarat', 'BC-9', { min: '2.00', max: '50.00', offsetMs: 4_000, sort: 9 })).statusCode,
    ).toBe(200);
    expect((await put('baccarat', 'BC-2', { min: '10.00', max: '5000.00', enabled: false })).statusCode).toBe(
      200,
    );
    try {
      expect((await baccaratInfo()).tables.map((x) => x.tableId)).toEqual(['BC-1', 'BC-3', 'BC-9']);
      const closed = await t.app.inject({
        url: `/demo-vendor/api/baccarat/state?ticket=${encodeURIComponent(ticketFor({}))}&table=BC-2`,
      });
      expect(rawError(closed).fields).toEqual({ table: 'table_unknown' });
      const opened = await t.app.inject({
        url: `/demo-vendor/api/baccarat/state?ticket=${encodeURIComponent(ticketFor({}))}&table=BC-9`,
      });
      expect(opened.statusCode, opened.body).toBe(200);

      expect(
        (await put('cockfight', 'DS88L103', { min: '0.50', max: '200.00', enabled: false })).statusCode,
      ).toBe(200);
      const arena = ticketFor({ v: 'DS88', g: 'DS88L103' });
      const refused = await t.app.inject({
        url: `/demo-vendor/api/cockfight/state?ticket=${encodeURIComponent(arena)}`,
      });
      expect(refused.statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: `/demo-vendor/cockfight?ticket=${encodeURIComponent(arena)}` }))
          .statusCode,
      ).toBe(401);
      await put('cockfight', 'DS88L103', { min: '0.50', max: '200.00', enabled: true });
      const back = await t.app.inject({
        url: `/demo-vendor/api/cockfight/state?ticket=${encodeURIComponent(arena)}`,
      });
      expect(envelope(CockfightStateSchema).parse(json(back)).value.arena).toEqual({
        arenaId: 'DS88L103',
        min: '0.50',
        max: '200.00',
      });
    } finally {
      await put('baccarat', 'BC-2', { min: '10.00', max: '5000.00', enabled: true });
      await put('baccarat', 'BC-9', { min: '2.00', max: '50.00', enabled: false });
    }
  });

  it('take 50 changes of one table at once, and 50 openings of one new table: every one answered, the last one standing', async () => {
    const maxes = Array.from({ length: 50 }, (_, i) => `${5000 + i}.00`);
    try {
      const changed = await Promise.all(maxes.map((max) => put('baccarat', 'BC-2', { min: '10.00', max })));
      expect(changed.map((r) => r.statusCode)).toEqual(maxes.map(() => 200));
      // Each answer is the table as that change wrote it; the table ends as one of them, and the game
      // reads that one.
      expect(changed.map((r) => (json(r) as { value: { max: string } }).value.max)).toEqual(maxes);
      const after = (await list('baccarat')).find((x) => x.tableId === 'BC-2');
      expect(maxes).toContain(after?.max);
      expect((await baccaratInfo()).tables.find((x) => x.tableId === 'BC-2')?.max).toBe(after?.max);

      // A table nobody has yet, opened 50 times at once: one row, no conflict answered as an error.
      const opened = await Promise.all(
        maxes.map((max, i) => put('baccarat', 'BC-77', { min: '1.00', max, offsetMs: i * 10, sort: 77 })),
      );
      expect(opened.map((r) => r.statusCode)).toEqual(maxes.map(() => 200));
      expect((await list('baccarat')).filter((x) => x.tableId === 'BC-77')).toHaveLength(1);
    } finally {
      await put('baccarat', 'BC-2', { min: '10.00', max: '5000.00' });
      await put('baccarat', 'BC-77', { min: '1.00', max: '100.00', enabled: false });
    }
  });

  it('refuse bad settings at their fields and change nothing', async () => {
    const before = await list('baccarat');
    for (const [game, tableId, payload, fields] of [
      ['baccarat', 'BC-1', { min: '5.00', max: '1.00' }, { max: 'below_min' }],
      ['baccarat', 'BC-1', { min: '0.00', max: '1.00' }, { min: 'above_zero' }],
      ['baccarat', 'BC-1', { min: '1', max: 'lots' }, { max: 'amount_format' }],
      ['baccarat', 'BC-1', { min: '1.00', max: '2.00', offsetMs: 25_000 }, { offsetMs: 'offset_format' }],
      ['baccarat', 'BC-1', { min: '1.00', max: '2.00', enabled: 'yes' }, { enabled: 'enabled_format' }],
      ['baccarat', 'bc 1', { min: '1.00', max: '2.00' }, { tableId: 'table_id_format' }],
      ['roulette', 'R-1', { min: '1.00', max: '2.00' }, { game: 'game_unknown' }],
      ['cockfight', 'DS88L199', { min: '1.00', max: '2.00' }, { tableId: 'arena_not_a_game' }],
    ] as const) {
      const res = await put(game, tableId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(rawError(res).fields, JSON.stringify(payload)).toMatchObject(fields);
    }
    const unauthorised = await t.app.inject({
      method: 'PUT',
      url: '/admin/round-tables/baccarat/BC-1',
      payload: { min: '1.00', max: '2.00' },
    });
    expect(unauthorised.statusCode).toBe(401);
    expect(await list('baccarat')).toEqual(before);
  });
});
