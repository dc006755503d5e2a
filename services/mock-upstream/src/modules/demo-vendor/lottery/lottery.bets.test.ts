import { ErrorCode, lotteryEndpoints, PopularLotteryGamesSchema } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vnLotteryBets, vnLotteryDraws } from '../../../db/schema/index.js';
import { json } from '../../../test/app.js';
import { fund } from '../../../test/wallet.js';
import { BET_CLOSE_MS } from './lottery.games.js';
import { LOTTERY_CSP } from './lottery.routes.js';
import { PlaceBetResultSchema, VnGameMenuSchema } from './lottery.schemas.js';
import {
  t,
  alice,
  bob,
  nextBetId,
  newJob,
  ticketFor,
  main,
  minor,
  placeBet,
  openDraw,
  useLotteryApp,
} from './lottery.test-setup.js';
import { forgedTicket } from '../../../test/tickets.js';

useLotteryApp();

describe('the game page', () => {
  it('answers HTML with its CSP and relative assets for a good ticket', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/lottery?ticket=${encodeURIComponent(ticketFor(alice, { l: 'vi' }))}&game=VNST1&view=betting`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(LOTTERY_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).toContain('src="assets/lottery.js"');
    expect(res.body).toContain('data-game="VNST1"');
    expect(res.body).not.toMatch(/<script>/);
    const js = await t.app.inject({ method: 'GET', url: '/demo-vendor/assets/lottery.js' });
    expect(js.headers['content-type']).toContain('javascript');
  });

  it("speaks the ticket's language, right to left in Arabic, with Latin digits there", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/lottery?ticket=${encodeURIComponent(ticketFor(alice, { l: 'AR' }))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(
      'data-locale="[&quot;ar-u-ca-gregory-nu-latn&quot;,&quot;en-GB-u-ca-gregory-nu-latn&quot;]"',
    );
    expect(res.body).toContain('<title>يانصيب فيتنام</title>');
    const th = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/lottery?ticket=${encodeURIComponent(ticketFor(alice, { l: 'TH' }))}`,
    });
    expect(th.body).toContain('<html lang="th" dir="ltr">');
    expect(th.body).toContain('กำลังโหลด…');
  });

  it('answers a clear error page for a bad, expired or foreign ticket', async () => {
    const tickets = [
      'nonsense',
      ticketFor(alice, { e: Date.now() - 1 }),
      ticketFor(alice, { v: 'DEMO' }),
      forgedTicket(ticketFor(alice)),
    ];
    for (const ticket of tickets) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/demo-vendor/lottery?ticket=${encodeURIComponent(ticket)}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('invalid or has expired');
    }
  });
});

describe('the lobby menu (/lgw, bare JSON)', () => {
  it('lists the Vietnamese games by group with the draw open for betting', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${lotteryEndpoints.vnMenu.path}?prizeMode=Lott&device=WEB`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const menu = VnGameMenuSchema.parse(json(res));
    expect(Object.keys(menu)).toEqual(['MIEN_BAC', 'MIEN_NAM', 'MIEN_TRUNG', 'VIP', 'SIEU_TOC']);
    const st1 = menu['SIEU_TOC']?.find((g) => g.gameCode === 'VNST1');
    expect(st1?.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(st1?.gameId).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: `${lotteryEndpoints.vnMenu.path}?prizeMode=NOPE` });
    expect(bad.statusCode).toBe(400);
  });

  it("names the menu's and the popular list's games in the language header's language", async () => {
    const namesIn = async (language: string) => {
      const headers = { language };
      const menu = VnGameMenuSchema.parse(
        json(
          await t.app.inject({
            method: 'GET',
            url: `${lotteryEndpoints.vnMenu.path}?prizeMode=Lott`,
            headers,
          }),
        ),
      );
      const popular = PopularLotteryGamesSchema.parse(
        json(
          await t.app.inject({ method: 'GET', url: `${lotteryEndpoints.popular.path}?count=50`, headers }),
        ),
      );
      return {
        menu: menu['MIEN_BAC']?.find((g) => g.gameCode === 'VNMB')?.gameName,
        popular: popular.find((g) => g.gameCode === 'VNMB')?.gameName,
      };
    };
    expect(await namesIn('EN')).toEqual({ menu: 'Northern Lottery', popular: 'Northern Lottery' });
    const km = await namesIn('KM');
    expect(km.menu).toBe('ឆ្នោតវៀតណាមភាគខាងជើង');
    expect(km.popular).toBe(km.menu);
    // No translations ride along in the answer.
    const raw = await t.app.inject({ method: 'GET', url: `${lotteryEndpoints.popular.path}?count=1` });
    expect(raw.body).not.toContain('translations');
  });
});

describe('placing bets', () => {
  it('debits a bet once however often it is placed again, and refuses its betId for another bet', async () => {
    const draw = await openDraw('VNHNVIP');
    const ticket = ticketFor(alice);
    const before = minor(await main(alice));
    const body = {
      betId: nextBetId(),
      gameCode: 'VNHNVIP',
      numero: draw.numero,
      betType: 'LO2',
      numbers: ['07'],
      amount: '2.50',
    };
    const first = await placeBet(ticket, body);
    expect(first.statusCode, first.body).toBe(200);
    const placed = PlaceBetResultSchema.parse((json(first) as { value: unknown }).value);
    expect(placed).toMatchObject({ replayed: false, bet: { status: 'open', amount: '2.50', odds: '3.5' } });
    const again = await placeBet(ticket, body);
    expect(PlaceBetResultSchema.parse((json(again) as { value: unknown }).value).replayed).toBe(true);
    expect(minor(await main(alice))).toBe(before - 250n);

    const reused = await placeBet(ticket, { ...body, amount: '3.00' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ errorCode: ErrorCode.idempotencyKeyReused });
    expect(minor(await main(alice))).toBe(before - 250n);
  });

  it('refuses bad input field by field and moves nothing', async () => {
    const draw = await openDraw('VNHNVIP');
    const ticket = ticketFor(alice);
    const before = await main(alice);
    const cases: [Record<string, unknown>, string][] = [
      [{ betId: 'short', betType: 'LO2', numbers: ['07'], amount: '1.00' }, 'betId'],
      [{ betId: nextBetId(), betType: 'XIEN2', numbers: ['07'], amount: '1.00' }, 'numbers'],
      [{ betId: nextBetId(), betType: 'XIEN2', numbers: ['07', '07'], amount: '1.00' }, 'numbers'],
      [{ betId: nextBetId(), betType: '3CANG', numbers: ['07'], amount: '1.00' }, 'numbers'],
      [{ betId: nextBetId(), betType: 'LO2', numbers: ['07'], amount: '1.005' }, 'amount'],
      [{ betId: nextBetId(), betType: 'LO2', numbers: ['07'], amount: '0.99' }, 'amount'],
      [{ betId: nextBetId(), betType: 'LO2', numbers: ['07'], amount: '10000.01' }, 'amount'],
      [{ betId: nextBetId(), betType: 'KENO', numbers: ['07'], amount: '1.00' }, 'betType'],
    ];
    for (const [bet, field] of cases) {
      const res = await placeBet(ticket, { gameCode: 'VNHNVIP', numero: draw.numero, ...bet });
      expect(res.statusCode, JSON.stringify(bet)).toBe(400);
      expect((json(res) as { fields?: Record<string, string> }).fields, JSON.stringify(bet)).toHaveProperty(
        field,
      );
    }
    const notOpen = await placeBet(ticket, {
      betId: nextBetId(),
      gameCode: 'THLOTTO',
      numero: draw.numero,
      betType: 'LO2',
      numbers: ['07'],
      amount: '1.00',
    });
    expect((json(notOpen) as { fields?: Record<string, string> }).fields).toHaveProperty('gameCode');
    expect(await main(alice)).toBe(before);
  });

  it('refuses free play, an unknown ticket and a bet larger than the balance, storing nothing', async () => {
    const draw = await openDraw('VNHNVIP');
    const bet = (betId: string) => ({
      betId,
      gameCode: 'VNHNVIP',
      numero: draw.numero,
      betType: 'DE',
      numbers: ['11'],
      amount: '6.00',
    });
    const free = await placeBet(ticketFor(bob, { t: 0 }), bet(nextBetId()));
    expect(json(free)).toMatchObject({ errorCode: ErrorCode.trialAccount });
    const forged = await placeBet('abc.def', bet(nextBetId()));
    expect(forged.statusCode).toBe(401);
    const betId = nextBetId();
    const poor = await placeBet(ticketFor(bob), bet(betId));
    expect(json(poor)).toMatchObject({ errorCode: ErrorCode.insufficientBalance });
    expect(await main(bob)).toBe('5.00');
    const stored = await t.app.db.select().from(vnLotteryBets).where(eq(vnLotteryBets.account, bob.account));
    expect(stored).toEqual([]);
    // Nothing was kept of the refusal: the same betId goes through once the money is there.
    await fund(t.app, bob.account, '5.00');
    const rich = await placeBet(ticketFor(bob), bet(betId));
    expect(rich.statusCode, rich.body).toBe(200);
    expect(await main(bob)).toBe('4.00');
  });

  it('refuses a bet once betting on the draw has closed', async () => {
    // Draws scheduled as if it were two minutes ago: VNST1's next ones are due by now.
    await newJob().scheduleUpcoming(new Date(Date.now() - 120_000));
    const [closed] = await t.app.db
      .select()
      .from(vnLotteryDraws)
      .where(
        and(
          eq(vnLotteryDraws.gameCode, 'VNST1'),
          sql`${vnLotteryDraws.drawAt} < now() + ${BET_CLOSE_MS} * interval '1 millisecond'`,
        ),
      )
      .limit(1);
    if (!closed) throw new Error('no closed draw');
    const before = await main(alice);
    const res = await placeBet(ticketFor(alice), {
      betId: nextBetId(),
      gameCode: 'VNST1',
      numero: closed.numero,
      betType: 'DE',
      numbers: ['11'],
      amount: '1.00',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errorCode: ErrorCode.roundClosed,
      fields: { numero: 'BETTING_CLOSED' },
    });
    expect(await main(alice)).toBe(before);
  });
});
