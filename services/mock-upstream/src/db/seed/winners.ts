import { fromMinor, maskCustomerName } from '@portal/contracts';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { at } from '../../lib/at.js';
import { PLAYABLE_VENDORS } from '../../modules/games/vendor-pages.js';
import type { Db } from '../client.js';
import { DEMO_PLAYERS, random } from './demo-players.js';
import { gameVendors, games, merchantVendors, settings, winners } from '../schema/index.js';

const WINNERS_SEEDED_KEY = 'seed.winners';
export const SEED_WINNER_COUNT = 40;

/**
 * Plausible account names; only their masked form is stored. The first twenty demo players, the
 * first three in the board's original order so the seeded board stays the same.
 */
const ACCOUNTS = ['dealer88', 'minhtran', 'luckystar', ...DEMO_PLAYERS.slice(3, 20)];

/** Amount ranges (major units) per category: slots and fishing pay big multiples, tables less. */
const RANGES: Record<string, [number, number]> = {
  RNG: [800, 48_000],
  FISH: [500, 22_000],
  LIVE: [1_000, 35_000],
  PVP: [400, 12_000],
  SPORTS: [1_500, 60_000],
  ESPORTS: [600, 18_000],
  LOTT: [2_000, 95_000],
  ELOTT: [700, 25_000],
};

/**
 * Seeds about 40 big wins over the merchant's games that really play (a row of the board launches
 * its game: a sandbox game would be a dead end), half on each playable vendor, spread over the last
 * two days. Seeded once (a settings flag): an operator who clears the board does not get the seed
 * back on restart. A board an earlier seed wrote with sandbox games on it (a data folder from
 * before) is replaced by this one; the wins recorded by play are not seeded and stay.
 */
export async function seedWinners(tx: Db, merchantId: number, now = new Date()): Promise<void> {
  const first = await tx
    .insert(settings)
    .values({ key: WINNERS_SEEDED_KEY, value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (first.length === 0 && !(await seededOnSandboxGames(tx, merchantId))) return;
  await tx.delete(winners).where(and(eq(winners.merchantId, merchantId), eq(winners.seeded, true)));
  const rows = await seedRows(tx, merchantId, now);
  if (rows.length > 0) await tx.insert(winners).values(rows);
}

/** Whether a seeded win of the merchant's board is on a game that does not play. */
async function seededOnSandboxGames(tx: Db, merchantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: winners.id })
    .from(winners)
    .innerJoin(games, eq(games.id, winners.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(winners.merchantId, merchantId),
        eq(winners.seeded, true),
        notInArray(gameVendors.vendor, [...PLAYABLE_VENDORS]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function seedRows(tx: Db, merchantId: number, now: Date): Promise<(typeof winners.$inferInsert)[]> {
  const catalogue = await tx
    .select({ id: games.id, gameType: gameVendors.gameType, vendor: gameVendors.vendor })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .innerJoin(
      merchantVendors,
      and(eq(merchantVendors.vendorId, gameVendors.id), eq(merchantVendors.merchantId, merchantId)),
    )
    .where(inArray(gameVendors.vendor, [...PLAYABLE_VENDORS]))
    .orderBy(asc(games.id));
  if (catalogue.length === 0) return [];
  // By vendor first, so the demo vendor's one slot is not lost among the lottery's draws.
  const byVendor = [...new Set(catalogue.map((g) => g.vendor))].map((vendor) =>
    catalogue.filter((g) => g.vendor === vendor),
  );

  const next = random(20_260_601);
  return Array.from({ length: SEED_WINNER_COUNT }, (_, i) => {
    const ofVendor = at(byVendor, Math.floor(next() * byVendor.length));
    const game = at(ofVendor, Math.floor(next() * ofVendor.length));
    const [lo, hi] = RANGES[game.gameType] ?? [500, 20_000];
    const cents = Math.round((lo + (hi - lo) * next() ** 2) * 100);
    const account = at(ACCOUNTS, Math.floor(next() * ACCOUNTS.length));
    // Newest first is i = 0: one every 40 to 110 minutes back from now.
    const minutesAgo = (i + 1) * 40 + Math.floor(next() * 70);
    return {
      merchantId,
      gameId: game.id,
      customerName: maskCustomerName(account),
      winAmount: fromMinor(BigInt(cents), 2),
      wonAt: new Date(now.getTime() - minutesAgo * 60_000),
      seeded: true,
    };
  });
}
