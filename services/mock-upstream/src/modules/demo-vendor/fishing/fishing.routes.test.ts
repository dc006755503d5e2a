/**
 * The fishing game on the real platform and PostgreSQL (ADR 0022): a shot's debit, draw and credit,
 * once however often it is sent (50 copies at once: one debit), rapid shots all taken, each shot
 * verifiable from its revealed seed, a refused credit and a stalled shot returned or paid, bad input
 * refused field by field, the shot in the betting record, turnover, points and missions under FISH,
 * and who may play (the launch's refusals and the wallet's).
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/fishing/fishing.routes.test.ts
 */
import {
  BetRecordsSchema,
  envelope,
  ErrorCode,
  gamesEndpoints,
  paymentsEndpoints,
  PointsBalanceSchema,
  pointsEndpoints,
  protectionEndpoints,
  RotateSeedValueSchema,
  WithdrawInfoSchema,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { fishingShots, gameRounds, gameVendors, games, memberFreezes } from '../../../db/schema/index.js';
import { login, rawError, rsaKey } from '../../../test/accounts.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../../test/app.js';
import {
  balances,
  call,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  type TestMember,
} from '../../../test/wallet.js';
import { createFairnessService } from '../../fairness/fairness.service.js';
import { signedSeamlessRequest } from '../../seamless/seamless.service.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { seedHash } from '../fair-draw.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { createSeamlessClient } from '../seamless-client.js';
import { FISH, shotOutcome, type FishKind } from './fishing.engine.js';
import { createFishingRepository } from './fishing.repository.js';
import { InfoValueSchema, ShootValueSchema, ShotsValueSchema } from './fishing.routes.js';
import { createFishingService, DEBIT_WINDOW_MS, shotKey, STALLED_AFTER_MS } from './fishing.service.js';

let t: TestApp;
let key: Awaited<ReturnType<typeof rsaKey>>;
let counter = 0;
const nextId = (prefix = 'sh') => `${prefix}${process.pid}x${String((counter += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

function ticketFor(member: TestMember, over: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: member.account,
    v: 'DEMO',
    g: 'DEMOFISH',
    t: 1,
    l: 'en',
    e: Date.now() + 48 * 60 * 60_000,
    n: nextId('n'),
    ...over,
  });
}

const minor = (amount: string) => BigInt(amount.replace('.', ''));
const mainBalance = async (m: TestMember) => minor((await balances(t.app, m.token)).get(1)!);
async function funded(prefix: string, amount = '500.00') {
  const m = await createMember(t.app, key, { prefix });
  await fund(t.app, m.account, amount);
  return m;
}

const shoot = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/demo-vendor/api/fishing/shoot', payload });
const shotsOf = async (m: TestMember) =>
  envelope(ShotsValueSchema).parse(
    json(await t.app.inject({ url: `/demo-vendor/api/fishing/shots?ticket=${ticketFor(m)}` })),
  ).value;
const fieldsOf = (res: { body: string }) => (json(res) as { fields?: Record<string, string> }).fields ?? {};
const shotValue = (res: { body: string }) => envelope(ShootValueSchema).parse(json(res)).value;

/** Calls of one kind the platform recorded for a round, and how they ended. */
async function opsOf(roundId: string) {
  return rowsOf(
    await t.app.db.execute(
      sql`SELECT kind, outcome FROM game_round_ops WHERE round_id = ${roundId} ORDER BY id`,
    ),
  ).map((r) => `${String(r['kind'])}:${String(r['outcome'])}`);
}

/**
 * A fishing service on the real platform, as another process would have it: its own clock, no
 * queue shared with the others (unless asked), and a transport that can drop or refuse calls.
 */
function serviceWith(
  o: {
    now?: () => number;
    /** Calls of this kind for this account fail: `refuse` is answered as a refusal, `lose` is applied but its answer lost. */
    fault?: { kind: 'debit' | 'credit'; account: string; n: number; how: 'refuse' | 'lose' | 'drop' };
    queued?: boolean;
  } = {},
) {
  const inject = async (opts: InjectOptions) => {
    const f = o.fault;
    if (
      f &&
      f.n > 0 &&
      String(opts.url).endsWith(`/${f.kind}`) &&
      JSON.stringify(opts.payload ?? '').includes(f.account)
    ) {
      f.n -= 1;
      if (f.how === 'refuse') {
        return t.app.inject({ ...opts, url: String(opts.url).replace(`/${f.kind}`, '/nowhere') });
      }
      if (f.how === 'lose') await t.app.inject(opts);
      throw new Error('the answer was lost in transit');
    }
    return t.app.inject(opts);
  };
  return createFishingService({
    masterSecret: t.config.seamlessSecret,
    seamless: createSeamlessClient({ masterSecret: t.config.seamlessSecret, inject }),
    repo: createFishingRepository(t.app.db),
    fairness: createFairnessService({ db: t.app.db }),
    log: t.app.log,
    creditRetryMs: [0],
    ...(o.now ? { now: o.now } : {}),
    ...(o.queued ? {} : { queue: <T>(_memberId: number, task: () => Promise<T>) => task() }),
  });
}

describe('fishing: the page and its API', () => {
  it('serves the page in the ticket language under the strict CSP, right to left in Arabic, in the portal’s theme', async () => {
    const m = await createMember(t.app, key, { prefix: 'fhp' });
    const res = await t.app.inject({ url: `/demo-vendor/fishing?ticket=${ticketFor(m, { l: 'vi' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
    const ar = await t.app.inject({
      url: `/demo-vendor/fishing?ticket=${ticketFor(m, { l: 'AR' })}&theme=light`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl" data-theme="light">');
    expect(
      (await t.app.inject({ url: `/demo-vendor/fishing?ticket=${ticketFor(m)}&theme=sepia` })).statusCode,
    ).toBe(400);
    // Free play, another game's ticket and a forged one open the error page.
    const forged = ticketFor(m).replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const ticket of [ticketFor(m, { t: 0 }), ticketFor(m, { g: 'DEMOSLOT' }), forged]) {
      const page = await t.app.inject({ url: `/demo-vendor/fishing?ticket=${encodeURIComponent(ticket)}` });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('fh--error');
    }
    const js = await t.app.inject({ url: '/demo-vendor/assets/fishing.js' });
    expect(js.statusCode).toBe(200);
    // The verifier comes first, then the page's own script.
    expect(js.body.indexOf('globalThis.fishingVerify =')).toBeLessThan(js.body.indexOf('const verifier'));
    expect((await t.app.inject({ url: '/demo-vendor/assets/fishing.css' })).statusCode).toBe(200);
  });

  it('states the cannon levels, the fish with their pays and chances, and the 96 % return', async () => {
    const m = await funded('fhi', '12.34');
    const info = envelope(InfoValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/fishing/info?ticket=${ticketFor(m)}` })),
    ).value;
    expect(info).toMatchObject({
      game: { code: 'DEMOFISH' },
      balance: '12.34',
      levels: ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00'],
      rollRange: 1_000_000,
      rtpPercent: '96.00',
      houseEdgePercent: '4.00',
    });
    expect(info.fish).toHaveLength(8);
    for (const f of info.fish) expect((f.threshold * f.multiplier) / info.rollRange).toBe(0.96);
  });

  it('refuses bad input field by field, moving nothing', async () => {
    const m = await funded('fhb', '50.00');
    const base = { ticket: ticketFor(m), shotId: nextId(), level: 1, fish: 'shark' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shotId: 'short' }, 'shotId', 'shot_id_format'],
      [{ shotId: 'has spaces in it' }, 'shotId', 'shot_id_format'],
      [{ shotId: undefined }, 'shotId', 'shot_id_required'],
      [{ level: 0 }, 'level', 'level_unknown'],
      [{ level: 8 }, 'level', 'level_unknown'],
      [{ level: 1.5 }, 'level', 'level_unknown'],
      [{ level: '1' }, 'level', 'level_required'],
      [{ fish: 'kraken' }, 'fish', 'fish_unknown'],
      [{ ticket: '' }, 'ticket', 'ticket_required'],
    ];
    for (const [over, field, code] of cases) {
      const res = await shoot({ ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res)[field], JSON.stringify(over)).toBe(code);
    }
    const forged = await shoot({ ...base, ticket: ticketFor(m, { g: 'DEMOSPORTS' }) });
    expect(forged.statusCode).toBe(401);
    const reveal = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/demo-vendor/api/fishing/reveal', payload });
    const hash = (await shotsOf(m)).fairness.serverSeedHash;
    const seedCases: [Record<string, unknown>, string, string][] = [
      [{ serverSeedHash: 'abc' }, 'serverSeedHash', 'seed_hash_format'],
      [{ clientSeed: 'has:colon' }, 'clientSeed', 'client_seed_format'],
      [{ clientSeed: 'x'.repeat(65) }, 'clientSeed', 'client_seed_too_long'],
    ];
    for (const [over, field, code] of seedCases) {
      const res = await reveal({ ticket: ticketFor(m), serverSeedHash: hash, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res)[field]).toBe(code);
    }
    // A well-formed hash that is not the member's pair's names no pair to reveal.
    const unknown = await reveal({ ticket: ticketFor(m), serverSeedHash: 'a'.repeat(64) });
    expect(rawError(unknown)).toMatchObject({
      errorCode: ErrorCode.notFound,
      fields: { serverSeedHash: 'seed_hash_unknown' },
    });
    expect(await mainBalance(m)).toBe(5_000n);
    expect((await shotsOf(m)).shots).toEqual([]);
    expect((await shotsOf(m)).fairness.serverSeedHash).toBe(hash);
  });
});

describe('fishing: a shot', () => {
  it('takes the stake, draws on the member’s seed pair, pays the catch, and counts under FISH for the record, turnover, points and missions', async () => {
    // A member with a turnover requirement (a bonus at 1x), to see a shot count for it.
    const m = await createMember(t.app, key, { prefix: 'fhs' });
    const bonus = await t.app.inject({
      method: 'POST',
      url: `/admin/members/${m.account}/bonus`,
      headers: adminHeaders,
      payload: {
        requestId: nextRequestId('req'),
        amount: '100.00',
        bonusType: 'TEST',
        turnoverMultiplier: 1,
      },
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const before = await shotsOf(m);
    expect(before.fairness.nextNonce).toBe(0);
    const points = async () =>
      envelope(PointsBalanceSchema).parse(
        json(await call(t.app, m.token, 'GET', pointsEndpoints.balance.path)),
      ).value.balance;
    const pointsBefore = await points();
    const mission = async () => {
      const [row] = rowsOf(
        await t.app.db
          .execute(sql`SELECT coalesce(sum(p.progress), 0)::text AS progress FROM mission_progress p
          JOIN missions ms ON ms.id = p.mission_id WHERE ms.code = 'daily-bet-1000' AND p.member_id = ${m.id}`),
      );
      return BigInt(String(row!['progress']));
    };
    const missionBefore = await mission();

    const shotId = nextId();
    const res = await shoot({ ticket: ticketFor(m), shotId, level: 7, fish: 'clownfish' });
    expect(res.statusCode, res.body).toBe(200);
    const { shot, balance, isReplay } = shotValue(res);
    expect(isReplay).toBe(false);
    expect(shot).toMatchObject({
      shotId,
      level: 7,
      stake: '10.00',
      fish: 'clownfish',
      multiplier: 2,
      status: 'settled',
      nonce: 0,
      threshold: 480_000,
      serverSeedHash: before.fairness.serverSeedHash,
      clientSeed: before.fairness.clientSeed,
      serverSeed: null,
    });
    expect(shot.caught).toBe(shot.roll! < 480_000);
    expect(shot.win).toBe(shot.caught ? '20.00' : '0.00');
    expect(balance).toBe(shot.caught ? '110.00' : '90.00');
    expect(await mainBalance(m)).toBe(minor(balance));
    const roundId = shotKey(m.id, shotId);
    expect(await opsOf(roundId)).toEqual(['debit:OK', 'credit:OK']);

    // The betting record shows it settled under FISH; it counts for turnover, points and missions.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const records = envelope(BetRecordsSchema).parse(
      json(
        await call(
          t.app,
          m.token,
          'GET',
          `${gamesEndpoints.betRecords.path}?startDate=${day}&endDate=${day}&gameType=FISH`,
        ),
      ),
    ).value;
    expect(records.list.find((r) => r.roundId === roundId)).toMatchObject({
      gameType: 'FISH',
      gameName: 'Reef Hunter',
      status: 'settled',
      bet: '10.00',
      validBet: '10.00',
      win: shot.win,
    });
    const withdraw = envelope(WithdrawInfoSchema).parse(
      json(await call(t.app, m.token, 'GET', paymentsEndpoints.withdrawInfo.path)),
    ).value;
    expect(withdraw.turnoverDone).toBe('10.00');
    // FISH earns 1 point per 1.00 of valid bet; the daily valid-bet mission moves by the stake
    // (both applied from the bet outbox, ADR 0024).
    await t.app.betOutbox.drain();
    expect(await points()).toBe(pointsBefore + 10);
    expect(await mission()).toBe(missionBefore + 1_000n);
    const [category] = rowsOf(await t.app.db.execute(sql`SELECT round_category('DEMO', 'DEMOFISH') AS c`));
    expect(category!['c']).toBe('FISH');

    // The pair's next shot takes the next nonce.
    expect((await shotsOf(m)).fairness.nextNonce).toBe(1);
  });

  it('is verifiable once the seed is revealed: the hash shown before, the roll and the catch from the seeds', async () => {
    const m = await funded('fhv');
    const committed = (await shotsOf(m)).fairness;
    const fish: FishKind[] = ['pufferfish', 'dragon', 'turtle', 'clownfish', 'manta'];
    for (const [i, kind] of fish.entries()) {
      const res = await shoot({ ticket: ticketFor(m), shotId: nextId(), level: 1 + (i % 3), fish: kind });
      expect(res.statusCode, res.body).toBe(200);
    }
    const reveal = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/fishing/reveal',
      payload: { ticket: ticketFor(m), serverSeedHash: committed.serverSeedHash, clientSeed: 'my-own-seed' },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    const turned = envelope(RotateSeedValueSchema).parse(json(reveal)).value;
    expect(seedHash(turned.revealed.serverSeed)).toBe(committed.serverSeedHash);
    expect(turned.revealed.rounds).toBe(5);
    expect(turned.active).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 0 });

    const after = await shotsOf(m);
    expect(after.fairness.serverSeedHash).toBe(turned.active.serverSeedHash);
    expect(after.shots.map((s) => s.nonce)).toEqual([4, 3, 2, 1, 0]);
    for (const s of after.shots) {
      expect(s.serverSeed).toBe(turned.revealed.serverSeed);
      const again = shotOutcome(
        { serverSeed: s.serverSeed!, clientSeed: s.clientSeed!, nonce: s.nonce! },
        s.multiplier,
        minor(s.stake),
      );
      expect({ roll: s.roll, caught: s.caught, win: minor(s.win!) }).toEqual({
        roll: again.roll,
        caught: again.caught,
        win: again.winMinor,
      });
    }
    // The next shot is on the new pair, its seed hidden.
    const next = shotValue(await shoot({ ticket: ticketFor(m), shotId: nextId(), level: 1, fish: 'shark' }));
    expect(next.shot).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed', serverSeed: null });
    // The same reveal sent again answers the same reveal and turns nothing more.
    const replay = envelope(RotateSeedValueSchema).parse(
      json(
        await t.app.inject({
          method: 'POST',
          url: '/demo-vendor/api/fishing/reveal',
          payload: { ticket: ticketFor(m), serverSeedHash: committed.serverSeedHash },
        }),
      ),
    ).value;
    expect(replay.revealed.serverSeed).toBe(turned.revealed.serverSeed);
    expect(replay.active.serverSeedHash).toBe(turned.active.serverSeedHash);
  });

  it('refuses a shot over the balance with nothing taken, and the same shotId for another shot', async () => {
    const m = await funded('fho', '0.30');
    const over = await shoot({ ticket: ticketFor(m), shotId: nextId(), level: 3, fish: 'angelfish' });
    expect(rawError(over)).toMatchObject({
      errorCode: ErrorCode.insufficientBalance,
      fields: { level: 'insufficient_balance' },
    });
    expect(await mainBalance(m)).toBe(30n);
    const shotId = nextId();
    expect((await shoot({ ticket: ticketFor(m), shotId, level: 1, fish: 'angelfish' })).statusCode).toBe(200);
    const reused = await shoot({ ticket: ticketFor(m), shotId, level: 2, fish: 'angelfish' });
    expect(rawError(reused)).toMatchObject({
      errorCode: ErrorCode.idempotencyKeyReused,
      fields: { shotId: 'shot_id_reused' },
    });
    // The refused shot spent no nonce.
    expect((await shotsOf(m)).shots.filter((s) => s.status === 'settled').map((s) => s.nonce)).toEqual([0]);
  });
});

describe('fishing: shots at once', () => {
  it('debits, draws and pays 50 copies of one shot sent at once once, and answers them all alike', async () => {
    const m = await funded('fhc', '100.00');
    const body = { ticket: ticketFor(m), shotId: nextId(), level: 4, fish: 'swordfish' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => shoot(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const values = answers.map(shotValue);
    expect(new Set(values.map((v) => JSON.stringify(v.shot))).size).toBe(1);
    expect(values.filter((v) => !v.isReplay)).toHaveLength(1);
    const shot = values[0]!.shot;
    expect(await opsOf(shotKey(m.id, body.shotId))).toEqual(['debit:OK', 'credit:OK']);
    expect(await mainBalance(m)).toBe(10_000n - 100n + minor(shot.win!));
    expect((await shotsOf(m)).fairness.nextNonce).toBe(1);
  });

  it('does the same with the copies spread over five services with no queue between them', async () => {
    const m = await funded('fhd', '100.00');
    const services = Array.from({ length: 5 }, () => serviceWith());
    const ticket = services[0]!.requireTicket(ticketFor(m));
    const body = { shotId: nextId(), level: 5, fish: 'pufferfish' as const };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => services[i % 5]!.shoot(ticket, body)),
    );
    expect(new Set(answers.map((d) => `${d.shot.nonce}:${d.shot.roll}:${d.shot.win}`)).size).toBe(1);
    const settled = await services[0]!.shoot(ticket, body);
    expect(settled.shot.status).toBe('settled');
    expect(await opsOf(shotKey(m.id, body.shotId))).toEqual(['debit:OK', 'credit:OK']);
    expect(await mainBalance(m)).toBe(10_000n - 200n + minor(settled.shot.win!));
  });

  it('takes 40 different shots sent at once, each once, on consecutive nonces', async () => {
    const m = await funded('fhr', '100.00');
    const sent = Array.from({ length: 40 }, (_, i) => ({
      ticket: ticketFor(m),
      shotId: nextId(),
      level: 1 + (i % 4),
      fish: FISH[i % FISH.length]!.kind,
    }));
    const answers = await Promise.all(sent.map((b) => shoot(b)));
    expect(answers.map((a) => a.statusCode)).toEqual(sent.map(() => 200));
    const shots = answers.map((a) => shotValue(a).shot);
    expect(shots.map((s) => s.nonce).sort((a, b) => a! - b!)).toEqual(sent.map((_, i) => i));
    const staked = shots.reduce((s, x) => s + minor(x.stake), 0n);
    const won = shots.reduce((s, x) => s + minor(x.win!), 0n);
    expect(await mainBalance(m)).toBe(10_000n - staked + won);
  });

  it('takes them all too from five services with no queue between them', async () => {
    const m = await funded('fhf', '100.00');
    const services = Array.from({ length: 5 }, () => serviceWith());
    const ticket = services[0]!.requireTicket(ticketFor(m));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        services[i % 5]!.shoot(ticket, { shotId: nextId(), level: 2, fish: FISH[i % FISH.length]!.kind }),
      ),
    );
    expect(new Set(answers.map((a) => a.shot.nonce)).size).toBe(30);
    const won = answers.reduce((s, a) => s + minor(a.shot.win!), 0n);
    expect(await mainBalance(m)).toBe(10_000n - 30n * 20n + won);
  });
});

describe('fishing: a shot that cannot complete', () => {
  it('returns the stake when the credit is refused, and says so to a retry', async () => {
    const m = await funded('fhx', '20.00');
    const fishing = serviceWith({ fault: { kind: 'credit', account: m.account, n: 1, how: 'refuse' } });
    const ticket = fishing.requireTicket(ticketFor(m));
    const body = { shotId: nextId(), level: 6, fish: 'clownfish' as const };
    await expect(fishing.shoot(ticket, body)).rejects.toMatchObject({
      code: ErrorCode.roundClosed,
      fields: { shotId: 'shot_rolled_back' },
    });
    expect(await mainBalance(m)).toBe(2_000n);
    await expect(fishing.shoot(ticket, body)).rejects.toMatchObject({
      fields: { shotId: 'shot_rolled_back' },
    });
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, shotKey(m.id, body.shotId)));
    expect(round?.status).toBe('rolled_back');
    expect(await mainBalance(m)).toBe(2_000n);
  });

  it('asks for the same shot again when the debit’s answer is lost, and takes it once', async () => {
    const m = await funded('fhl', '20.00');
    const fishing = serviceWith({ fault: { kind: 'debit', account: m.account, n: 1, how: 'lose' } });
    const ticket = fishing.requireTicket(ticketFor(m));
    const body = { shotId: nextId(), level: 4, fish: 'turtle' as const };
    await expect(fishing.shoot(ticket, body)).rejects.toMatchObject({
      statusCode: 503,
      value: { retry: true, shotId: body.shotId },
    });
    const again = await fishing.shoot(ticket, body);
    expect(again.shot.status).toBe('settled');
    expect(await opsOf(shotKey(m.id, body.shotId))).toEqual(['debit:OK', 'credit:OK']);
    expect(await mainBalance(m)).toBe(2_000n - 100n + minor(again.shot.win!));
  });

  it('has the job pay a shot whose win could not be paid, and return a shot left pending', async () => {
    const m = await funded('fhj', '20.00');
    let now = Date.now();
    // The credit's answer is lost three times: the page gives up, the win may or may not be paid.
    const payLater = serviceWith({
      now: () => now,
      fault: { kind: 'credit', account: m.account, n: 2, how: 'drop' },
    });
    const ticket = payLater.requireTicket(ticketFor(m));
    const unpaid = { shotId: nextId(), level: 5, fish: 'shark' as const };
    await expect(payLater.shoot(ticket, unpaid)).rejects.toMatchObject({ statusCode: 503 });
    // The debit is taken but its answer lost: the shot stays pending.
    const lost = serviceWith({
      now: () => now,
      fault: { kind: 'debit', account: m.account, n: 1, how: 'lose' },
    });
    const pending = { shotId: nextId(), level: 3, fish: 'manta' as const };
    await expect(lost.shoot(ticket, pending)).rejects.toMatchObject({ statusCode: 503 });
    expect(await mainBalance(m)).toBe(2_000n - 200n - 50n);

    // Before the shots have stalled the job leaves them; after, it finishes both.
    const job = serviceWith({ now: () => now });
    expect(await job.finishStalled()).toBe(0);
    now += STALLED_AFTER_MS + 1_000;
    expect(await job.finishStalled()).toBe(2);
    expect(await job.finishStalled()).toBe(0);
    const rows = await t.app.db
      .select()
      .from(fishingShots)
      .where(and(eq(fishingShots.memberId, m.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const paid = byId.get(shotKey(m.id, unpaid.shotId))!;
    expect(paid.status).toBe('settled');
    expect(byId.get(shotKey(m.id, pending.shotId))?.status).toBe('rolled_back');
    expect(await mainBalance(m)).toBe(2_000n - 200n + paid.winMinor!);
    // A late retry of the returned shot moves nothing: its debit is not sent again.
    await expect(job.shoot(ticket, pending)).rejects.toMatchObject({
      fields: { shotId: 'shot_rolled_back' },
    });
    expect(await opsOf(shotKey(m.id, pending.shotId))).toEqual(['debit:OK', 'rollback:OK']);
    expect(await mainBalance(m)).toBe(2_000n - 200n + paid.winMinor!);
  });

  it('does not send the debit of a shot accepted longer ago than the debit window', async () => {
    const m = await funded('fhw', '20.00');
    let now = Date.now();
    // The debit never leaves (the transport drops it before the wallet sees it).
    const dropped = serviceWith({
      now: () => now,
      fault: { kind: 'debit', account: m.account, n: 1, how: 'drop' },
    });
    const ticket = dropped.requireTicket(ticketFor(m));
    const body = { shotId: nextId(), level: 2, fish: 'angelfish' as const };
    await expect(dropped.shoot(ticket, body)).rejects.toMatchObject({ statusCode: 503 });
    now += DEBIT_WINDOW_MS + 1_000;
    await expect(dropped.shoot(ticket, body)).rejects.toMatchObject({ statusCode: 503 });
    expect(await opsOf(shotKey(m.id, body.shotId))).toEqual([]);
    now += STALLED_AFTER_MS;
    expect(await dropped.finishStalled()).toBe(1);
    // The rollback found no debit (and is kept, so a debit can never follow unseen).
    expect(await opsOf(shotKey(m.id, body.shotId))).toEqual(['rollback:ROUND_NOT_FOUND']);
    expect(await mainBalance(m)).toBe(2_000n);
  });
});

describe('fishing: who may play', () => {
  it('is the FISH lobby’s demo game, launched by games.launch: free play, trial, time-out, self-exclusion and a reached loss limit refused', async () => {
    const [game] = await t.app.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(
        and(eq(gameVendors.vendor, 'DEMO'), eq(gameVendors.gameType, 'FISH'), eq(games.gameCode, 'DEMOFISH')),
      );
    expect(game).toBeDefined();
    // The FISH lobby lists the demo vendor's game first, playable.
    const list = json(
      await t.app.inject({ url: `${gamesEndpoints.gameList.path}?gameType=FISH&vassalage=DEMO&pageNo=1` }),
    ) as { value: { games: { nodeId: number; sandbox: boolean; gameName: string }[] } };
    expect(list.value.games[0]).toMatchObject({ nodeId: game!.id, sandbox: false, gameName: 'Reef Hunter' });

    const launch = (m: TestMember, extra = '') =>
      call(t.app, m.token, 'GET', `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${game!.id}${extra}`);
    const m = await createMember(t.app, key, { prefix: 'fhl' });
    const ok = json(await launch(m)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/fishing\?ticket=/);
    expect((await t.app.inject({ url: ok.value.content.game_url })).statusCode).toBe(200);
    expect(rawError(await launch(m, '&accountType=0')).errorCode).toBe(ErrorCode.functionNotAvailable);
    const trial = await createMember(t.app, key, { prefix: 'fht', type: 4 });
    expect(rawError(await launch(trial)).errorCode).toBe(ErrorCode.trialAccount);
    const resting = await createMember(t.app, key, { prefix: 'fhz' });
    await call(t.app, resting.token, 'POST', protectionEndpoints.startTimeout.path, { days: 1 });
    expect(rawError(await launch(resting)).errorCode).toBe(ErrorCode.playerTimedOut);
    // A self-excluded member's sessions end: no launch, and no login to get another until the end date.
    const excluded = await createMember(t.app, key, { prefix: 'fhy' });
    await call(t.app, excluded.token, 'POST', protectionEndpoints.selfExclude.path, { months: 6 });
    expect(rawError(await launch(excluded)).errorCode).toBe(ErrorCode.notSession);
    const again = await login(t.app, key, { username: excluded.account, password: 'Demo1234' });
    expect(rawError(again).errorCode).toBe(ErrorCode.selfExcluded);
    const losing = await funded('fhk', '50.00');
    await call(t.app, losing.token, 'POST', protectionEndpoints.setLimit.path, {
      kind: 'loss',
      period: 'day',
      amount: '20.00',
    });
    await lose(losing, '30.00');
    expect(rawError(await launch(losing)).errorCode).toBe(ErrorCode.lossLimitReached);
  });

  it('refuses the shots of a member who is frozen, self-excluded or past the loss limit after the launch, moving nothing', async () => {
    const frozen = await funded('fhq', '20.00');
    const ticket = ticketFor(frozen);
    await t.app.db.insert(memberFreezes).values({
      memberId: frozen.id,
      reason: 'contractUnpaid',
      merchantId: await merchantOf(frozen),
      detail: {},
    });
    const refused = await shoot({ ticket, shotId: nextId(), level: 1, fish: 'shark' });
    expect(rawError(refused)).toMatchObject({
      errorCode: ErrorCode.accountFrozen,
      fields: { shotId: 'bet_refused' },
    });
    expect(await mainBalance(frozen)).toBe(2_000n);

    const excluded = await funded('fhe', '20.00');
    const excludedTicket = ticketFor(excluded);
    await call(t.app, excluded.token, 'POST', protectionEndpoints.selfExclude.path, { months: 6 });
    const out = await shoot({ ticket: excludedTicket, shotId: nextId(), level: 1, fish: 'shark' });
    expect(rawError(out).errorCode).toBe(ErrorCode.selfExcluded);
    expect(await balanceOf(excluded)).toBe(2_000n);

    const losing = await funded('fhm', '20.00');
    await call(t.app, losing.token, 'POST', protectionEndpoints.setLimit.path, {
      kind: 'loss',
      period: 'day',
      amount: '1.00',
    });
    await lose(losing, '2.00');
    const limited = await shoot({ ticket: ticketFor(losing), shotId: nextId(), level: 1, fish: 'shark' });
    expect(rawError(limited).errorCode).toBe(ErrorCode.lossLimitReached);
    expect(await mainBalance(losing)).toBe(1_800n);
    // Nothing was drawn for any of them.
    for (const m of [frozen, excluded, losing]) {
      expect(
        (await t.app.db.select().from(fishingShots).where(eq(fishingShots.memberId, m.id))).map(
          (s) => s.status,
        ),
      ).toEqual(['refused']);
    }
  });
});

/** A lost round of the demo vendor (a bet of `amount` paid nothing), through the seamless wallet. */
async function lose(m: TestMember, amount: string) {
  const roundId = nextId('lost');
  for (const [kind, value] of [
    ['debit', amount],
    ['credit', '0.00'],
  ] as const) {
    const res = await t.app.inject(
      signedSeamlessRequest(t.config.seamlessSecret, kind, {
        vendor: 'DEMO',
        account: m.account,
        txId: `${kind}-${roundId}`,
        roundId,
        gameCode: 'DEMOFISH',
        amount: value,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function merchantOf(m: TestMember): Promise<number> {
  const [row] = rowsOf(await t.app.db.execute(sql`SELECT merchant_id FROM members WHERE id = ${m.id}`));
  return Number(row!['merchant_id']);
}

/** The main wallet's balance read from the ledger (a self-excluded member's token no longer answers). */
async function balanceOf(m: TestMember): Promise<bigint> {
  const [row] = rowsOf(
    await t.app.db.execute(
      sql`SELECT balance::text AS b FROM ledger_accounts WHERE kind = 'player' AND member_id = ${m.id} AND account_type_id = 1`,
    ),
  );
  return BigInt(String(row!['b']));
}
