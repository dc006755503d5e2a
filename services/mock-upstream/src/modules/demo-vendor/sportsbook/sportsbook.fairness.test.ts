/**
 * Every book's fixtures are committed like every demo round (ADR 0021, ADR 0025, ADR 0016): a
 * fixture's server seed is drawn at random and stored the first time the fixture is asked for,
 * before any bet, the same for every process; its SHA-256 is listed while the fixture takes bets, the
 * seed with its client seed (the book's game code) and nonce (the fixture number) shown on the
 * player's bet once it is over, and the fixture replays from them by the fair draw. A fixture bet on
 * before seeds were stored keeps the seed it was played from. Football and e-sports alike.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/sportsbook/sportsbook.fairness.test.ts
 */
import { envelope } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sportsbookBets, sportsbookFixtures, sportsbookLegs } from '../../../db/schema/index.js';
import { json } from '../../../test/app.js';
import { createMember, fund, type TestMember } from '../../../test/wallet.js';
import { MAX_SERIES_MS, SERIES_EPOCH_MS, SERIES_INTERVAL_MS } from '../esports/esports.engine.js';
import { InfoValueSchema as EsportsInfoSchema } from '../esports/esports.routes.js';
import { ESPORTS } from '../esports/esports.sport.js';
import { CLOCK_EPOCH_MS, FIXTURE_INTERVAL_MS, MATCH_MS } from './sportsbook.engine.js';
import { FOOTBALL } from './sportsbook.football.js';
import { createSportsbookRepository } from './sportsbook.repository.js';
import { InfoValueSchema as FootballInfoSchema } from './sportsbook.routes.js';
import {
  fairFixtureOf,
  legacyBookSeed,
  legacyFixtureOf,
  pickOutcomeIn,
  type BookFixture,
  type Pick,
  type Sport,
} from './sportsbook.sport.js';
import {
  bookOf,
  key,
  memberIdOf,
  nextId,
  t,
  ticketFor,
  useSportsbookPlatform,
} from './sportsbook.test-support.js';

useSportsbookPlatform();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A fixture no test asked for yet: far beyond the tests' own, so its seed is not stored. */
let far = Math.floor((Date.now() - CLOCK_EPOCH_MS) / FIXTURE_INTERVAL_MS) + 50_000;

interface Case<F extends BookFixture> {
  sport: Sport<F>;
  /** when fixture n starts, and a moment surely after it is over */
  kickoffOf: (n: number) => number;
  overAfter: number;
  /** a pick every fixture offers before it starts */
  pick: Pick;
  info: typeof FootballInfoSchema | typeof EsportsInfoSchema;
}

const CASES: Case<BookFixture>[] = [
  {
    sport: FOOTBALL as Sport<BookFixture>,
    kickoffOf: (n) => CLOCK_EPOCH_MS + n * FIXTURE_INTERVAL_MS,
    overAfter: MATCH_MS,
    pick: { market: '1x2', line: null, selection: 'home' },
    info: FootballInfoSchema,
  },
  {
    sport: ESPORTS as Sport<BookFixture>,
    kickoffOf: (n) => SERIES_EPOCH_MS + n * SERIES_INTERVAL_MS,
    overAfter: MAX_SERIES_MS,
    pick: { market: 'ml', line: null, selection: 'home' },
    info: EsportsInfoSchema,
  },
];

describe.each(CASES)(
  '$sport.key: a fixture’s committed seed',
  ({ sport, kickoffOf, overAfter, pick, info }) => {
    const storedSeeds = (n: number) =>
      t.app.db
        .select()
        .from(sportsbookFixtures)
        .where(and(eq(sportsbookFixtures.book, sport.key), eq(sportsbookFixtures.fixtureNo, n)));
    const ticket = (m: TestMember) => ticketFor(m, { g: sport.gameCode });

    it('states how a fixture is drawn from its seeds', async () => {
      const m = await createMember(t.app, key, { prefix: 'sbi' });
      const res = await t.app.inject({ url: `/demo-vendor/api/${sport.key}/info?ticket=${ticket(m)}` });
      expect(res.statusCode, res.body).toBe(200);
      const method = envelope(info).parse(json(res)).value.method;
      expect(method).toBe(sport.formula);
      expect(method).toContain(`HMAC-SHA256(serverSeed, "${sport.gameCode}:"`);
    });

    it('is drawn and stored when the fixture is first listed, before any bet, the same for every process racing to it', async () => {
      const n = (far += 10);
      const at = kickoffOf(n) - 60_000;
      expect(await storedSeeds(n)).toEqual([]);
      // Five processes list it for the first time at once: one seed is stored, and every one lists it.
      const books = Array.from({ length: 5 }, () => bookOf(sport, { now: () => at }));
      const lists = await Promise.all(books.map((b) => b.fixtures('decimal')));
      const listed = lists.map((l) => l.fixtures.find((f) => f.fixtureNo === n)!);
      const rows = await storedSeeds(n);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ scheme: 'fair', serverSeedHash: sha256(row!.serverSeed) });
      expect(row!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      // A fresh random seed, not the one the vendor's secret would give.
      expect(row!.serverSeed).not.toBe(legacyBookSeed(t.config.seamlessSecret, sport.seedLabel, n).seed);
      for (const f of listed) {
        expect(f).toMatchObject({
          seed: null,
          seedHash: row!.serverSeedHash,
          clientSeed: sport.gameCode,
          nonce: n,
        });
      }
      // The fixture every process plays is the one its stored seed draws.
      const played = fairFixtureOf(sport, n, row!.serverSeed);
      expect(listed.map((f) => [f.home, f.away])).toEqual(listed.map(() => [played.home, played.away]));
    });

    it('stays unchanged once bet on, and is revealed on the bet once over: it hashes to the commitment and replays the fixture bet on', async () => {
      const n = (far += 10);
      let at = kickoffOf(n) - 60_000;
      const one = bookOf(sport, { now: () => at });
      const other = bookOf(sport, { now: () => at });
      const listed = (await one.fixtures('decimal')).fixtures.find((f) => f.fixtureNo === n)!;
      const [before] = await storedSeeds(n);

      const m = await createMember(t.app, key, { prefix: 'sbf' });
      await fund(t.app, m.account, '50.00');
      const tk = one.requireTicket(ticket(m));
      const placed = await one.placeBet(tk, {
        fixtureNo: n,
        pick,
        seenOddsH: 0,
        acceptChanges: true,
        amountMinor: 1_000n,
        betId: nextId(),
        format: 'decimal',
      });
      expect(placed.bet.legs[0]).toMatchObject({ seedHash: listed.seedHash, seed: null });

      at = kickoffOf(n) + overAfter + 1;
      const memberId = await memberIdOf(m);
      expect(await other.settleDue(200, memberId)).toBe(1);
      expect(await storedSeeds(n)).toEqual([before]);
      const leg = (await other.myBets(tk, 'decimal')).bets[0]!.legs[0]!;
      expect(leg).toMatchObject({ seedHash: listed.seedHash, clientSeed: sport.gameCode, nonce: n });
      // The player's check: the revealed seed hashes to the commitment, and replays the fixture bet on.
      expect(sha256(leg.seed!)).toBe(listed.seedHash);
      const replay = fairFixtureOf(sport, n, leg.seed!);
      expect(leg.outcome).toBe(pickOutcomeIn(sport, replay, pick));
      expect(leg.score).toEqual(sport.finalScore(replay));
    });

    it('is the legacy seed for a fixture bet on before seeds were stored, so its bets settle on the fixture shown then; the other book’s fixture of that number is its own', async () => {
      const n = (far += 10);
      const m = await createMember(t.app, key, { prefix: 'sbl' });
      const repo = createSportsbookRepository(t.app.db, sport.key);
      const member = (await repo.memberOf(t.config.merchantCode, m.account))!;
      // A bet of before: its leg names the fixture, no seed is stored for it.
      const id = `${sport.roundPrefix}-${member.memberId}-${nextId('legacy')}`;
      await t.app.db.insert(sportsbookBets).values({
        id,
        merchantId: member.merchantId,
        memberId: member.memberId,
        book: sport.key,
        oddsH: 200,
        amountMinor: 100n,
        status: 'refused',
        dueAt: new Date(kickoffOf(n) + overAfter),
      });
      await t.app.db.insert(sportsbookLegs).values({
        betId: id,
        legNo: 0,
        fixtureNo: n,
        market: pick.market,
        selection: pick.selection,
        oddsH: 200,
      });

      const at = kickoffOf(n) - 60_000;
      const listed = (await bookOf(sport, { now: () => at }).fixtures('decimal')).fixtures.find(
        (f) => f.fixtureNo === n,
      )!;
      const legacy = legacyBookSeed(t.config.seamlessSecret, sport.seedLabel, n);
      expect(await storedSeeds(n)).toMatchObject([{ scheme: 'legacy', serverSeed: legacy.seed }]);
      expect(listed).toMatchObject({ seedHash: legacy.hash, clientSeed: null, nonce: null });
      const played = legacyFixtureOf(sport, n, legacy.seed);
      expect([listed.home, listed.away]).toEqual([played.home, played.away]);

      // The other book's fixture n has no bets: a fair seed of its own.
      const otherSport = (sport.key === 'sportsbook' ? ESPORTS : FOOTBALL) as Sport<BookFixture>;
      await bookOf(otherSport, { now: () => at }).fixtures('decimal');
      const [otherRow] = await t.app.db
        .select()
        .from(sportsbookFixtures)
        .where(and(eq(sportsbookFixtures.book, otherSport.key), eq(sportsbookFixtures.fixtureNo, n)));
      expect(otherRow).toMatchObject({ scheme: 'fair' });
    });

    it('is not drawn for a fixture that takes no bets: a bet on one far ahead is refused and stores nothing', async () => {
      const n = (far += 10);
      const m = await createMember(t.app, key, { prefix: 'sbn' });
      await fund(t.app, m.account, '10.00');
      const book = bookOf(sport, { now: () => kickoffOf(n) - 24 * 60 * 60_000 });
      await expect(
        book.placeBet(book.requireTicket(ticket(m)), {
          fixtureNo: n,
          pick,
          seenOddsH: 200,
          acceptChanges: true,
          amountMinor: 100n,
          betId: nextId(),
          format: 'decimal',
        }),
      ).rejects.toMatchObject({ fields: { fixtureNo: 'betting_closed' } });
      expect(await storedSeeds(n)).toEqual([]);
    });
  },
);
