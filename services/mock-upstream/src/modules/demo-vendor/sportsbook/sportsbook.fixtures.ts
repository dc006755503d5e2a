import { randomBytes } from 'node:crypto';
import { seedHash } from '../fair-draw.js';
import type { FixtureSeedRow, NewFixtureSeed, SportsbookRepository } from './sportsbook.repository.js';
import {
  fairFixtureOf,
  legacyBookSeed,
  legacyFixtureOf,
  type BookFixture,
  type Sport,
} from './sportsbook.sport.js';

/** Fixtures kept in memory per book (least recently loaded dropped first): days of the clock's. */
const KEPT = 20_000;

/** What a player is shown of a fixture's seeds: the commitment, then the seed and its inputs. */
export interface FixtureCommit {
  seedHash: string;
  serverSeed: string;
  /** The draw's client seed and nonce (null for a legacy fixture, played from its seed alone). */
  clientSeed: string | null;
  nonce: number | null;
}

/**
 * A book's fixtures played from their stored seeds (ADR 0021, ADR 0025): `load` reads (or, the
 * first time a fixture is asked for, draws and stores) the seeds of the fixtures a request needs,
 * and the fixtures are then read by number. A seed never changes once stored, so a fixture loaded
 * once is kept: every process and every settlement plays the same fixture from it.
 */
export function createFixtureStore<F extends BookFixture>(deps: {
  sport: Sport<F>;
  repo: Pick<SportsbookRepository, 'fixtureSeeds'>;
  masterSecret: string;
}) {
  const { sport } = deps;
  const kept = new Map<number, { fixture: F; commit: FixtureCommit }>();

  /** A fixture's first seed: a fresh random one, or the legacy one of a fixture bet on before. */
  function seedOf(fixtureNo: number, hadBets: boolean): NewFixtureSeed {
    if (hadBets) {
      const legacy = legacyBookSeed(deps.masterSecret, sport.seedLabel, fixtureNo);
      return { fixtureNo, scheme: 'legacy', serverSeed: legacy.seed, serverSeedHash: legacy.hash };
    }
    const serverSeed = randomBytes(32).toString('hex');
    return { fixtureNo, scheme: 'fair', serverSeed, serverSeedHash: seedHash(serverSeed) };
  }

  function keep(row: FixtureSeedRow) {
    const fair = row.scheme === 'fair';
    kept.set(row.fixtureNo, {
      fixture: fair
        ? fairFixtureOf(sport, row.fixtureNo, row.serverSeed)
        : legacyFixtureOf(sport, row.fixtureNo, row.serverSeed),
      commit: {
        seedHash: row.serverSeedHash,
        serverSeed: row.serverSeed,
        clientSeed: fair ? sport.gameCode : null,
        nonce: fair ? row.fixtureNo : null,
      },
    });
  }

  function entry(fixtureNo: number) {
    const found = kept.get(fixtureNo);
    if (!found) throw new Error(`${sport.key}: fixture ${fixtureNo} read before its seed was loaded`);
    return found;
  }

  return {
    /** Makes the fixtures readable: their seeds read, or drawn and stored the first time. */
    async load(fixtureNos: Iterable<number>): Promise<void> {
      const missing: number[] = [];
      for (const n of new Set(fixtureNos)) {
        const found = kept.get(n);
        if (!found) missing.push(n);
        else {
          // Most recently loaded last: what a request is using is the last to be dropped.
          kept.delete(n);
          kept.set(n, found);
        }
      }
      if (missing.length > 0) for (const row of await deps.repo.fixtureSeeds(missing, seedOf)) keep(row);
      for (const n of kept.keys()) {
        if (kept.size <= KEPT) break;
        kept.delete(n);
      }
    },
    /** A loaded fixture. */
    fixture: (fixtureNo: number): F => entry(fixtureNo).fixture,
    /** A loaded fixture's commitment and seeds. */
    commit: (fixtureNo: number): FixtureCommit => entry(fixtureNo).commit,
  };
}
export type FixtureStore<F extends BookFixture = BookFixture> = ReturnType<typeof createFixtureStore<F>>;
