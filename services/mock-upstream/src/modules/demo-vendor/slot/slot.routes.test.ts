import { envelope, ErrorCode, fromMinor } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fairRounds, fairSeedPairs, gameRounds } from '../../../db/schema/index.js';
import { rsaKey } from '../../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../../test/app.js';
import { balances, createMember, expectLedgerOk, fund, type TestMember } from '../../../test/wallet.js';
import { createSeamlessClient } from '../seamless-client.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { deriveServerSeed, spinOutcome } from './slot.engine.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { createSlotRepository } from './slot.repository.js';
import { AuditValueSchema, InfoValueSchema, SpinValueSchema } from './slot.routes.js';
import { createSlotService, slotRoundId } from './slot.service.js';
import { forgedTicket } from '../../../test/tickets.js';

let t: TestApp;
let rich: TestMember;
let poor: TestMember;
let counter = 0;
// Padded: a launch nonce is at least 8 characters whatever the process id.
const nextId = (prefix = 'spin') => `${prefix}-${process.pid}-${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  rich = await createMember(t.app, key, { prefix: 'slr' });
  poor = await createMember(t.app, key, { prefix: 'slp' });
  await fund(t.app, rich.account, '500.00');
  await fund(t.app, poor.account, '0.30');
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

function ticketFor(member: TestMember, over: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: member.account,
    v: 'DEMO',
    g: 'DEMOSLOT',
    t: 1,
    l: 'en',
    e: Date.now() + 60_000,
    n: nextId('n'),
    ...over,
  });
}

const mainBalance = async (m: TestMember) => (await balances(t.app, m.token)).get(1);
const spinCall = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/demo-vendor/api/slot/spin', payload });
function spinValue(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SpinValueSchema).parse(json(res)).value;
}
function failure(res: { body: string }) {
  return json(res) as { success: false; errorCode: string; fields?: Record<string, string>; value: unknown };
}
const minor = (amount: string) => BigInt(amount.replace('.', ''));

describe('demo slot: page and assets', () => {
  it('serves the game page for a good ticket, in its language, under the strict CSP', async () => {
    const res = await t.app.inject({ url: `/demo-vendor/slot?ticket=${ticketFor(rich, { l: 'vi' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).toContain('Tiền thật');
    expect(res.body).toContain('src="/demo-vendor/assets/slot.js"');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
    const free = await t.app.inject({
      url: `/demo-vendor/slot?ticket=${ticketFor(rich, { t: 0, l: 'zh' })}`,
    });
    expect(free.body).toContain('试玩');
    // Arabic: right to left, the reels still left to right (lines pay from the first reel, on the left).
    const ar = await t.app.inject({ url: `/demo-vendor/slot?ticket=${ticketFor(rich, { l: 'AR' })}` });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('<div class="slot__machine" dir="ltr">');
    expect(ar.body).toContain('أموال حقيقية');
  });

  it('answers a clear error page for a forged, expired, other-game or missing ticket', async () => {
    const forged = forgedTicket(ticketFor(rich));
    const expired = ticketFor(rich, { e: Date.now() - 1 });
    const otherGame = ticketFor(rich, { g: 'DEMOLOTTO' });
    for (const ticket of [forged, expired, otherGame]) {
      const res = await t.app.inject({ url: `/demo-vendor/slot?ticket=${ticket}` });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
      expect(res.body).toContain('The link is invalid or has expired');
    }
    const missing = await t.app.inject({ url: '/demo-vendor/slot', headers: { 'accept-language': 'vi-VN' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Liên kết không hợp lệ');
  });

  it('serves its script and stylesheet with the same policy', async () => {
    const js = await t.app.inject({ url: '/demo-vendor/assets/slot.js' });
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(js.body).toContain('/api/slot/');
    const css = await t.app.inject({ url: '/demo-vendor/assets/slot.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });
});

describe('demo slot: API', () => {
  it('describes the game with the real balance, the bets, the paytable and the published RTP', async () => {
    const res = await t.app.inject({ url: `/demo-vendor/api/slot/info?ticket=${ticketFor(rich)}` });
    expect(res.statusCode, res.body).toBe(200);
    const info = envelope(InfoValueSchema).parse(json(res)).value;
    expect(info.balance).toBe(await mainBalance(rich));
    expect(info.isFreePlay).toBe(false);
    expect(info.bets).toEqual(['0.20', '0.40', '1.00', '2.00', '4.00', '10.00', '20.00']);
    expect(info.rtp).toBe('96.48');
    expect(info.paylines).toHaveLength(20);
    expect(info.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('debits the bet and credits the win exactly, and a retried spin moves nothing and answers the same', async () => {
    // Six rounds on the member's seed pair: nonces 0, 1, 2, ... in order, each outcome the pair's.
    const ticket = ticketFor(rich, { n: 'exactness01' });
    let expected = minor((await mainBalance(rich))!);
    const results = [];
    for (let i = 1; i <= 6; i++) {
      const spinId = `spin-000${i}`;
      const value = spinValue(await spinCall({ ticket, bet: '2.00', spinId }));
      expected += minor(value.win) - 200n;
      expect(minor(value.balance)).toBe(expected);
      expect(value.isReplay).toBe(false);
      results.push({ spinId, value });
    }
    expect(minor((await mainBalance(rich))!)).toBe(expected);
    const played = await t.app.db
      .select({ roundId: fairRounds.roundId, nonce: fairRounds.nonce, pair: fairSeedPairs })
      .from(fairRounds)
      .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, fairRounds.seedPairId))
      .where(
        inArray(
          fairRounds.roundId,
          results.map((r) => r.value.roundId),
        ),
      );
    const nonceOf = new Map(played.map((p) => [p.roundId, p]));
    const nonces = results.map((r) => nonceOf.get(r.value.roundId)!.nonce);
    expect(nonces).toEqual(nonces.map((_, i) => nonces[0]! + i));
    for (const { value } of results) {
      const { pair, nonce } = nonceOf.get(value.roundId)!;
      const fair = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
      expect(value.win).toBe(fromMinor(spinOutcome(Buffer.alloc(32), value.roundId, 200n, fair).winMinor, 2));
    }
    const { spinId, value } = results[5]!;
    const again = spinValue(await spinCall({ ticket, bet: '2.00', spinId }));
    expect(again.isReplay).toBe(true);
    expect({ ...again, balance: '', isReplay: false }).toEqual({ ...value, balance: '', isReplay: false });
    expect(minor((await mainBalance(rich))!)).toBe(expected);
    // The platform recorded the round as the slot played it.
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendor, 'DEMO'), eq(gameRounds.roundId, value.roundId)));
    expect(round).toMatchObject({ status: 'settled', betMinor: 200n, winMinor: minor(value.win) });
    // The same spin id with another bet is refused, moving nothing.
    const other = await spinCall({ ticket, bet: '4.00', spinId });
    expect(failure(other).errorCode).toBe(ErrorCode.idempotencyKeyReused);
    expect(minor((await mainBalance(rich))!)).toBe(expected);
  });

  it('refuses a bet above the balance and moves nothing', async () => {
    const before = await mainBalance(poor);
    const spinId = nextId();
    const ticket = ticketFor(poor);
    const res = await spinCall({ ticket, bet: '1.00', spinId });
    expect(res.statusCode).toBe(400);
    expect(failure(res).errorCode).toBe(ErrorCode.insufficientBalance);
    expect(await mainBalance(poor)).toBe(before);
    const rounds = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, slotRoundId('DS', JSON.parse(atob(ticket.split('.')[0]!)).n, spinId)));
    expect(rounds).toEqual([]);
  });

  it('answers field-level errors for a bad ticket, bet or spin id, moving nothing', async () => {
    const before = await mainBalance(rich);
    const ticket = ticketFor(rich);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ticket: 'nope.nope', bet: '1.00', spinId: nextId() }, 401, 'ticket', 'ticket_invalid'],
      [
        { ticket: ticketFor(rich, { v: 'OTHER' }), bet: '1.00', spinId: nextId() },
        401,
        'ticket',
        'ticket_invalid',
      ],
      [{ ticket, bet: '0.30', spinId: nextId() }, 400, 'bet', 'bet_not_allowed'],
      [{ ticket, bet: '1.005', spinId: nextId() }, 400, 'bet', 'bet_format'],
      [{ ticket, spinId: nextId() }, 400, 'bet', 'bet_required'],
      [{ ticket, bet: '1.00', spinId: 'short' }, 400, 'spinId', 'spin_id_format'],
      [{ ticket, bet: '1.00', spinId: 'has space in it' }, 400, 'spinId', 'spin_id_format'],
    ];
    for (const [payload, status, field, message] of cases) {
      const res = await spinCall(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(failure(res).fields?.[field]).toBe(message);
    }
    expect(await mainBalance(rich)).toBe(before);
  });

  it('plays free spins on a fun balance of 2000.00 that never touches real money', async () => {
    const before = await mainBalance(rich);
    const ticket = ticketFor(rich, { t: 0 });
    const info = envelope(InfoValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/slot/info?ticket=${ticket}` })),
    ).value;
    expect(info).toMatchObject({ isFreePlay: true, balance: '2000.00' });
    let expected = 200_000n;
    const spinId = nextId();
    const first = spinValue(await spinCall({ ticket, bet: '20.00', spinId }));
    expected += minor(first.win) - 2000n;
    expect(first).toMatchObject({ isFreePlay: true, balance: fromMinor(expected, 2) });
    const replay = spinValue(await spinCall({ ticket, bet: '20.00', spinId }));
    expect(replay).toMatchObject({
      isReplay: true,
      roundId: first.roundId,
      win: first.win,
      balance: first.balance,
    });
    expect(await mainBalance(rich)).toBe(before);
    const rounds = await t.app.db.select().from(gameRounds).where(eq(gameRounds.roundId, first.roundId));
    expect(rounds).toEqual([]);
  });

  it('reveals the random bytes of a finished round only, and they recompute its window', async () => {
    const ticket = ticketFor(rich);
    const played = spinValue(await spinCall({ ticket, bet: '1.00', spinId: nextId() }));
    const res = await t.app.inject({ url: `/demo-vendor/api/slot/audit?roundId=${played.roundId}` });
    expect(res.statusCode, res.body).toBe(200);
    const audit = envelope(AuditValueSchema).parse(json(res)).value;
    expect(audit).toMatchObject({
      roundId: played.roundId,
      window: played.window,
      stops: played.stops,
      win: played.win,
      recordedWin: played.win,
      lines: played.lines,
    });
    expect(audit.hmac[0]).toMatch(/^[0-9a-f]{64}$/);
    // A round not played yet must not be revealed: it would tell a spin id's outcome in advance.
    const future = slotRoundId('DS', 'abcdefgh', nextId());
    const unplayed = await t.app.inject({ url: `/demo-vendor/api/slot/audit?roundId=${future}` });
    expect(unplayed.statusCode).toBe(404);
    expect(failure(unplayed).errorCode).toBe(ErrorCode.roundNotFound);
    const bad = await t.app.inject({ url: '/demo-vendor/api/slot/audit?roundId=../../etc' });
    expect(failure(bad).fields?.['roundId']).toBe('round_id_format');
  });
});

describe('demo slot: a wallet that fails in transit', () => {
  /** The real platform behind a transport that loses the first `failures` credit calls. */
  function flakySlot(failures: { credit: number }) {
    const inject = (opts: InjectOptions) => {
      if (String(opts.url).endsWith('/credit') && failures.credit > 0) {
        failures.credit -= 1;
        return Promise.reject(new Error('connection reset'));
      }
      return t.app.inject(opts);
    };
    return createSlotService({
      masterSecret: t.config.seamlessSecret,
      seed: deriveServerSeed(t.config.seamlessSecret),
      seamless: createSeamlessClient({ masterSecret: t.config.seamlessSecret, inject }),
      repo: createSlotRepository(t.app.db),
      log: t.app.log,
      creditRetryMs: [0, 0],
    });
  }

  it('retries a lost credit with the same txId and pays the win once', async () => {
    const slot = flakySlot({ credit: 2 });
    const ticket = slot.requireTicket(ticketFor(rich));
    const before = minor((await mainBalance(rich))!);
    const result = await slot.spin(ticket, 100n, nextId());
    expect(minor((await mainBalance(rich))!)).toBe(before - 100n + result.outcome.winMinor);
  });

  it('asks for the same spin again when the credit keeps failing, and the retry settles it exactly', async () => {
    const failures = { credit: 10 };
    const slot = flakySlot(failures);
    const ticket = slot.requireTicket(ticketFor(rich));
    const spinId = nextId();
    const before = minor((await mainBalance(rich))!);
    const error = await slot.spin(ticket, 100n, spinId).then(
      () => null,
      (err: unknown) => err as { statusCode: number; value: { retry: boolean } },
    );
    expect(error?.statusCode).toBe(503);
    expect(error?.value.retry).toBe(true);
    expect(minor((await mainBalance(rich))!)).toBe(before - 100n); // the bet is held, the round open
    failures.credit = 0;
    const result = await slot.spin(ticket, 100n, spinId);
    const roundId = slotRoundId('DS', ticket.n, spinId);
    expect(result.outcome).toEqual(spinOutcome(deriveServerSeed(t.config.seamlessSecret), roundId, 100n));
    expect(minor((await mainBalance(rich))!)).toBe(before - 100n + result.outcome.winMinor);
  });

  it('pays a round the page never came back for, once, with the win its round id decides', async () => {
    const failures = { credit: 10 };
    const slot = flakySlot(failures);
    const ticket = slot.requireTicket(ticketFor(rich));
    const spinId = nextId();
    const before = minor((await mainBalance(rich))!);
    await slot.spin(ticket, 200n, spinId).catch(() => undefined);
    expect(minor((await mainBalance(rich))!)).toBe(before - 200n);
    failures.credit = 0;
    const roundId = slotRoundId('DS', ticket.n, spinId);
    const win = spinOutcome(deriveServerSeed(t.config.seamlessSecret), roundId, 200n).winMinor;
    // Not yet stalled: nothing to do. Once it is, the job pays it; a second pass finds nothing.
    expect(await slot.finishStalled(new Date())).toBe(0);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await slot.finishStalled(later)).toBeGreaterThanOrEqual(1);
    expect(minor((await mainBalance(rich))!)).toBe(before - 200n + win);
    expect(await slot.finishStalled(later)).toBe(0);
    // The page's late retry of the same spin answers the same round and moves nothing more.
    const retried = await slot.spin(ticket, 200n, spinId);
    expect(retried.outcome.winMinor).toBe(win);
    expect(minor((await mainBalance(rich))!)).toBe(before - 200n + win);
  });
});
