/**
 * What the sportsbook's test files share: one platform on a fresh PostgreSQL database per file,
 * launch tickets, a sportsbook service on a clock of its own (several of them, as several service
 * instances would be), fixtures of their own hours ahead of the real clock (their seeds stored before
 * any test asks for them, so a test knows the match it bets on), and the platform's views of a
 * member (betting record, turnover, rebates, missions, the agent's team report; the last two read
 * once the bet outbox is drained).
 */
import {
  agentEndpoints,
  BetRecordsSchema,
  envelope,
  fromMinor,
  gamesEndpoints,
  MissionListSchema,
  missionsEndpoints,
  paymentsEndpoints,
  promotionsEndpoints,
  RebateSummarySchema,
  TeamBetsSchema,
  toMinor,
  WithdrawInfoSchema,
  type RsaKey,
} from '@portal/contracts';
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { sportsbookBets, sportsbookFixtures } from '../../../db/schema/index.js';
import { rsaKey } from '../../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../../test/app.js';
import { brandDay } from '../../../test/days.js';
import { adminHeaders } from '../../../test/app.js';
import {
  balances,
  call,
  createMember,
  expectLedgerOk,
  nextRequestId,
  type TestMember,
} from '../../../test/wallet.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { seedHash } from '../fair-draw.js';
import { createSeamlessClient } from '../seamless-client.js';
import { CLOCK_EPOCH_MS, endOf, FIXTURE_INTERVAL_MS, MINUTE_MS, type Fixture } from './sportsbook.engine.js';
import { FOOTBALL } from './sportsbook.football.js';
import { createSportsbookRepository } from './sportsbook.repository.js';
import { createSportsbookService } from './sportsbook.service.js';
import { fairFixtureOf, type BookFixture, type Sport } from './sportsbook.sport.js';

export let t: TestApp;
export let key: RsaKey;

/** Builds the platform for a file's tests (and checks the ledger after each, closes it after all). */
export function useSportsbookPlatform(): void {
  beforeAll(async () => {
    t = await startTestApp();
    key = await rsaKey(t.app);
    await storeTestFixtureSeeds();
  });
  afterEach(async () => expectLedgerOk(t.app));
  afterAll(async () => t?.close());
}

let counter = 0;
export const nextId = (prefix = 'sb') =>
  `${prefix}-${process.pid}-${String((counter += 1)).padStart(6, '0')}`;

export function ticketFor(member: TestMember, over: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: member.account,
    v: 'DEMO',
    g: 'DEMOSPORTS',
    t: 1,
    l: 'en',
    e: Date.now() + 48 * 60 * 60_000,
    n: nextId('n'),
    ...over,
  });
}

export const minor = (amount: string) => toMinor(amount, 2);
export const mainBalance = async (m: TestMember) => minor((await balances(t.app, m.token)).get(1) ?? '0.00');
/** Hundredths (a price, or minor units) as the API writes them: 195 is "1.95", -331 is "-3.31". */
export const decimal = (h: number | bigint) => fromMinor(BigInt(h), 2);
export const failure = (res: { body: string }) =>
  json(res) as { success: false; errorCode: string; fields?: Record<string, string>; value?: unknown };

/** A book of `sport` on the real platform with a clock of its own (and a transport that can refuse credits). */
export function bookOf<F extends BookFixture>(
  sport: Sport<F>,
  o: { now: () => number; refuseCredits?: { n: number; account: string } },
) {
  const inject = (opts: InjectOptions) => {
    if (
      o.refuseCredits &&
      o.refuseCredits.n > 0 &&
      String(opts.url).endsWith('/credit') &&
      JSON.stringify(opts.payload ?? '').includes(o.refuseCredits.account)
    ) {
      o.refuseCredits.n -= 1;
      return t.app.inject({ ...opts, url: String(opts.url).replace('/credit', '/credit-nowhere') });
    }
    return t.app.inject(opts);
  };
  return createSportsbookService({
    sport,
    masterSecret: t.config.seamlessSecret,
    seamless: createSeamlessClient({ masterSecret: t.config.seamlessSecret, inject }),
    repo: createSportsbookRepository(t.app.db, sport.key),
    log: t.app.log,
    creditRetryMs: [0],
    now: o.now,
  });
}

/** The football sportsbook on the real platform with a clock of its own. */
export const bookWith = (o: { now: () => number; refuseCredits?: { n: number; account: string } }) =>
  bookOf(FOOTBALL, o);

/** The next test fixture's number is one past this (some hours ahead of the real clock). */
let fixtureBase = Math.floor((Date.now() - CLOCK_EPOCH_MS) / FIXTURE_INTERVAL_MS) + 100;
/** The tests' own fixtures, of every book: their seeds are stored before any test asks for them. */
const TEST_FIXTURES = { first: fixtureBase + 1, count: 3_000 } as const;
const BOOKS = ['sportsbook', 'esports'] as const;

/** The server seed of a book's test fixture: known to the test, so it knows the match it bets on. */
const testSeed = (book: (typeof BOOKS)[number], n: number) =>
  createHash('sha256').update(`${book} test fixture ${n}`).digest('hex');

/**
 * Stores the test fixtures' seeds as the book would have drawn them (scheme 'fair'), before any
 * service asks for them: every service then plays the fixtures the tests computed.
 */
async function storeTestFixtureSeeds(): Promise<void> {
  const rows = BOOKS.flatMap((book) =>
    Array.from({ length: TEST_FIXTURES.count }, (_, i) => {
      const fixtureNo = TEST_FIXTURES.first + i;
      const serverSeed = testSeed(book, fixtureNo);
      return { book, fixtureNo, scheme: 'fair' as const, serverSeed, serverSeedHash: seedHash(serverSeed) };
    }),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await t.app.db
      .insert(sportsbookFixtures)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

/** A test fixture of `sport` as its book plays it from its stored seed. */
export function testFixtureOf<F extends BookFixture>(sport: Sport<F>, n: number): F {
  if (n < TEST_FIXTURES.first || n >= TEST_FIXTURES.first + TEST_FIXTURES.count) {
    throw new Error(`fixture ${n} is not one of the tests' own (its seed is not stored)`);
  }
  return fairFixtureOf(sport, n, testSeed(sport.key, n));
}

/** A football test fixture as the sportsbook plays it. */
export const fixtureNamed = (n: number): Fixture => testFixtureOf(FOOTBALL, n);

/**
 * Fixtures of a test's own, some hours ahead of the real clock (so the route tests' real fixtures
 * never meet them, and the tickets still hold): `count` in a row that satisfy `accept` (by default
 * played to full time), found from the next unused number on, with a clock a minute before the first
 * one's kickoff.
 */
export function fixturesClock(count = 1, accept: (f: Fixture) => boolean = (f) => f.abandonedAfter === null) {
  const fixtures: Fixture[] = [];
  while (fixtures.length < Math.max(1, count)) {
    const f = fixtureNamed((fixtureBase += 1));
    if (accept(f)) fixtures.push(f);
  }
  return clockOver(fixtures as [Fixture, ...Fixture[]], endOf, MINUTE_MS);
}

/**
 * `count` fixtures played to full time and, kicking off right after them, one abandoned: the next
 * such run of consecutive fixture numbers, with a clock a minute before the first one's kickoff.
 */
export function fixturesThenAbandoned(count: number) {
  for (;;) {
    const played = Array.from({ length: count }, (_, i) => fixtureNamed(fixtureBase + 1 + i)) as [
      Fixture,
      ...Fixture[],
    ];
    const abandoned = fixtureNamed(fixtureBase + 1 + count);
    fixtureBase += 1;
    if (played.every((f) => f.abandonedAfter === null) && abandoned.abandonedAfter !== null) {
      fixtureBase += count;
      return { ...clockOver(played, endOf, MINUTE_MS), abandoned };
    }
  }
}

/**
 * A clock over `fixtures` (of any book), starting a minute before the first one's start: `toMinute`
 * moves it to a step of `stepMs` into a fixture, `end` to just after fixtures are over.
 */
export function clockOver<F extends BookFixture>(
  fixtures: [F, ...F[]],
  endOfFixture: (f: F) => number,
  stepMs: number,
) {
  // Later fixtures of other tests start after these end, so no two tests share one.
  fixtureBase += 4;
  const [first] = fixtures;
  let at = first.kickoff - 60_000;
  return {
    fixtures,
    fixtureNo: first.fixtureNo,
    now: () => at,
    /** Moves the clock to a minute (a step) of the first fixture's play. */
    toMinute: (m: number, f: F = first) => {
      at = f.kickoff + m * stepMs;
    },
    /** Moves the clock to a time. */
    to: (ms: number) => {
      at = ms;
    },
    /** Moves the clock to just after the fixtures are over (by default, the last one's). */
    end: (...over: F[]) => {
      at = Math.max(...(over.length > 0 ? over : fixtures).map(endOfFixture)) + 1;
    },
  };
}

/** The next unused fixture number of the tests' own (hours ahead of the real clock). */
export const nextFixtureNo = () => (fixtureBase += 1);

/** How many bets are due at `now` and not settled yet (every member's). */
export async function dueBetCount(
  now: number,
  book: 'sportsbook' | 'esports' = 'sportsbook',
): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sportsbookBets)
    .where(
      and(
        eq(sportsbookBets.book, book),
        inArray(sportsbookBets.status, ['pending', 'placed']),
        lte(sportsbookBets.dueAt, new Date(now)),
      ),
    );
  return row?.n ?? 0;
}

/** The member's id, as the sportsbook's round ids carry it. */
export async function memberIdOf(m: TestMember): Promise<number> {
  const repo = createSportsbookRepository(t.app.db, 'sportsbook');
  const member = await repo.memberOf(t.config.merchantCode, m.account);
  if (!member) throw new Error(`no member ${m.account}`);
  return member.memberId;
}

export const roundOf = async (m: TestMember, betId: string, prefix = 'SB') =>
  `${prefix}-${await memberIdOf(m)}-${betId}`;

const today = () => brandDay();

async function value<S extends z.ZodType>(token: string, url: string, schema: S): Promise<z.output<S>> {
  const res = await call(t.app, token, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (envelope(schema).parse(json(res)) as { value: z.output<S> }).value;
}

/** The member's betting record today: the round's row and the period's summary. */
export async function record(m: TestMember, roundId: string) {
  const v = await value(
    m.token,
    `${gamesEndpoints.betRecords.path}?startDate=${today()}&endDate=${today()}`,
    BetRecordsSchema,
  );
  return { row: v.list.find((r) => r.roundId === roundId), summary: v.summary };
}

/** The member's withdrawal turnover done. */
export async function turnoverDone(m: TestMember) {
  return (await value(m.token, paymentsEndpoints.withdrawInfo.path, WithdrawInfoSchema)).turnoverDone;
}

/** The valid bets the member's rebate accrued in a category (SPORTS) since the last claim. */
export async function sportsRebateBase(m: TestMember, category = 'SPORTS') {
  const summary = await value(m.token, promotionsEndpoints.rebateSummary.path, RebateSummarySchema);
  return summary.accrued
    .filter((a) => a.category === category)
    .reduce((sum, a) => sum + minor(a.validBets), 0n);
}

/** The member's progress on the daily valid-bet mission (every category counts), once the bet
 * outbox has applied every round so far (ADR 0024). */
export async function dailyBetMission(m: TestMember) {
  await t.app.betOutbox.drain();
  const list = await value(m.token, missionsEndpoints.list.path, MissionListSchema);
  const mission = list.list.find((x) => x.period === 'daily' && x.kind === 'validBet');
  if (!mission) throw new Error('no daily valid-bet mission seeded');
  return mission.progress;
}

/** The agent's team report today for one of its members: bets, valid bets and payouts, once the bet
 * outbox has applied every round so far (ADR 0024). */
export async function teamBetsOf(agent: TestMember, account: string) {
  await t.app.betOutbox.drain();
  const report = await value(
    agent.token,
    `${agentEndpoints.teamBets.path}?startDate=${today()}&endDate=${today()}&groupBy=member&account=${account}`,
    TeamBetsSchema,
  );
  const row = report.list.find((r) => r.key === account || r.label === account);
  return {
    bets: row?.bets ?? '0.00',
    validBets: row?.validBets ?? '0.00',
    payouts: row?.payouts ?? '0.00',
  };
}

/** The ticket as the service reads it. */
export const ticketOf = (book: ReturnType<typeof bookWith>, m: TestMember) =>
  book.requireTicket(ticketFor(m));

/**
 * An agent and a member of its team, the member funded by a bonus of 100.00 at 1x turnover: so that
 * the turnover done, like the team report, moves only when a bet settles.
 */
export async function agentAndMember(prefix: string): Promise<{ agent: TestMember; m: TestMember }> {
  const agent = await createMember(t.app, key, { type: 1, prefix: `${prefix}a` });
  const m = await createMember(t.app, key, { prefix: `${prefix}m`, uplineId: agent.id });
  const bonus = await t.app.inject({
    method: 'POST',
    url: `/admin/members/${m.account}/bonus`,
    headers: adminHeaders,
    payload: { requestId: nextRequestId('req'), amount: '100.00', bonusType: 'TEST', turnoverMultiplier: 1 },
  });
  expect(bonus.statusCode, bonus.body).toBe(200);
  return { agent, m };
}
