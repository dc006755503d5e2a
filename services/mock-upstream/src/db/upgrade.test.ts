/**
 * Upgrading a database that holds data across migrations 0029 and 0030: a database is
 * migrated to 0028, given members, login records and the former per-IP and per-device tables, then
 * migrated to the end. 0029 leaves an e-mail several members held with one of them (the one who
 * proved it first, else the first registered) before its unique index; 0030 carries every IP and
 * device into member_logins, where LOGINIPVERF3's lookup and the referral abuse rule find them and
 * the login history does not list them. 0035 splits a member's lock into the operator's and the
 * upline agents' (a lock from before is taken as the operator's) and derives `status` from both.
 * 0038 marks the winner board an earlier seed wrote (sandbox games on it) as seeded, so the seed
 * replaces it with wins on games that play and leaves the wins recorded by play. 0049 moves the live
 * baccarat tables' and the cockfight arenas' rounds and bets (migrated to 0048 with rounds of both
 * underway) to the round tables' pair, where the games' repositories read and settle them. 0053
 * turns two sportsbook singles of 0048 into bets of one leg each.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { createProfileRepository } from '../modules/accounts/profile.repository.js';
import { createBaccaratRepository } from '../modules/demo-vendor/baccarat/baccarat.service.js';
import { createCockfightRepository } from '../modules/demo-vendor/cockfight/cockfight.service.js';
import { PLAYABLE_VENDORS } from '../modules/games/vendor-pages.js';
import { rowsOf } from './rows.js';
import { SEED_WINNER_COUNT, seedWinners } from './seed/winners.js';
import * as schema from './schema/index.js';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const BEFORE = 28;

let client: PGlite;
let db: ReturnType<typeof drizzle<typeof schema>>;
let dir: string;

/** A copy of the migrations whose journal ends at `last`. */
async function migrationsUpTo(last: number): Promise<string> {
  const folder = join(dir, `upto-${last}`);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** Inserts a row giving every NOT NULL column without a default a plain value of its type. */
async function insertPlain(table: string, values: Record<string, string | number>): Promise<number> {
  const columns = rowsOf(
    await db.execute(sql`SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_name = ${table} AND is_nullable = 'NO' AND column_default IS NULL AND is_generated = 'NEVER'`),
  ) as { name: string; type: string }[];
  const row: Record<string, unknown> = {};
  for (const { name, type } of columns) {
    row[name] = type === 'jsonb' ? '[]' : type === 'boolean' ? false : /int|numeric/.test(type) ? 0 : 'x';
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  const [made] = rowsOf(
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      )}) VALUES (${sql.join(
        names.map((n) => sql`${row[n]}`),
        sql`, `,
      )}) RETURNING id`,
    ),
  ) as { id: number }[];
  if (!made) throw new Error(`no ${table} row`);
  return made.id;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upgrade-'));
  client = new PGlite();
  db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: await migrationsUpTo(BEFORE) });

  const merchant = await insertPlain('merchants', { code: 'upg', time_zone: 'UTC' });
  ids.merchant = merchant;
  const member = (account: string, extra: Record<string, string | number> = {}) =>
    insertPlain('members', { merchant_id: merchant, account, type: 3, nickname: account, ...extra });
  ids.referrer = await member('referrer', { registration_ip: '192.0.2.1', registration_device: 'dev-ref' });
  // One address, three holders: the later one proved it, so it keeps it.
  ids.first = await member('first', { email: 'shared@example.com' });
  ids.prover = await member('prover', { email: 'Shared@Example.com' });
  ids.third = await member('third', { email: 'SHARED@example.com' });
  await db.execute(sql`UPDATE members SET email_verified_at = now() WHERE id = ${ids.prover}`);
  // Unproven by all: the first registered keeps it.
  ids.early = await member('early', { email: 'twice@example.com' });
  ids.late = await member('late', { email: 'twice@example.com' });
  // One lock before 0035 said nobody's: taken as the operator's.
  ids.disabled = await member('disabled', { status: 'disabled' });

  await db.execute(sql`INSERT INTO member_login_ips (member_id, ip, first_seen_at) VALUES
    (${ids.referrer}, '198.51.100.9', now() - interval '3 days'),
    (${ids.referrer}, '203.0.113.5', now() - interval '2 days')`);
  await db.execute(sql`INSERT INTO member_login_devices (member_id, device_id) VALUES
    (${ids.referrer}, 'dev-old-phone')`);
  // A login of 0028's history, from one of those IPs.
  await db.execute(sql`INSERT INTO member_logins (member_id, ip, device, login_type) VALUES
    (${ids.referrer}, '203.0.113.5', 'web -phone', 'username')`);

  // The board as the first winner seed wrote it: in the seed's transaction with its flag, over every
  // vendor's games (a sandbox vendor's among them). Then two wins recorded by play, one of them on
  // the sandbox game (an operator's record through the admin call).
  const vendor = async (code: string, gameType: string) => {
    const vendorId = await insertPlain('game_vendors', { vendor: code, game_type: gameType });
    await insertPlain('merchant_vendors', { merchant_id: merchant, vendor_id: vendorId, sort: 1 });
    return (gameCode: string) => insertPlain('games', { vendor_id: vendorId, game_code: gameCode, sort: 1 });
  };
  ids.sandboxGame = await (await vendor('JILI', 'RNG'))('JL1001');
  ids.demoSlot = await (await vendor('DEMO', 'RNG'))('DEMO_SLOT');
  ids.lotteryGame = await (await vendor('TCG_LOTTO_VN', 'LOTT'))('HANOI');
  const win = (gameId: number, name: string, amount: string, hoursAgo: number) =>
    sql`(${merchant}, ${gameId}, ${name}, ${amount}, now() - make_interval(hours => ${hoursAgo}))`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO settings (key, value) VALUES ('seed.winners', 'true')`);
    await tx.execute(sql`INSERT INTO winners (merchant_id, game_id, customer_name, win_amount, won_at) VALUES
      ${win(ids.sandboxGame!, 'de***88', '48000.00', 1)}, ${win(ids.demoSlot!, 'mi***an', '900.00', 2)},
      ${win(ids.sandboxGame!, 'lu***ar', '12000.50', 3)}`);
  });
  await db.execute(sql`INSERT INTO winners (merchant_id, game_id, customer_name, win_amount, won_at) VALUES
    ${win(ids.demoSlot!, 're***er', '5000.00', 0)}`);
  await db.execute(sql`INSERT INTO winners (merchant_id, game_id, customer_name, win_amount, won_at) VALUES
    ${win(ids.sandboxGame!, 'fi***st', '7000.00', 4)}`);

  // 0048: a dealt baccarat round with a settled and a pending bet, and an open fight with a bet at its odds.
  await migrate(db, { migrationsFolder: await migrationsUpTo(48) });
  await db.execute(sql`INSERT INTO baccarat_rounds (table_id, round_no, server_seed, server_seed_hash, opens_at,
    closes_at, status, result) VALUES ('BC-1', 700, 'seed-b', 'hash-b', now() - interval '30 seconds',
    now() - interval '15 seconds', 'settling', '{"roundNo": 700}')`);
  await db.execute(sql`INSERT INTO baccarat_bets (id, merchant_id, member_id, table_id, round_no, spot,
    amount_minor, status, win_minor) VALUES
    (${`BB-${ids.referrer}-upgrade-1`}, ${merchant}, ${ids.referrer}, 'BC-1', 700, 'banker', 500, 'settled', 975),
    (${`BB-${ids.referrer}-upgrade-2`}, ${merchant}, ${ids.referrer}, 'BC-1', 700, 'tie', 100, 'pending', NULL)`);
  await db.execute(sql`INSERT INTO cockfight_fights (arena_id, fight_no, server_seed, server_seed_hash, opens_at,
    closes_at) VALUES ('DS88L101', 900, 'seed-c', 'hash-c', now(), now() + interval '20 seconds')`);
  await db.execute(sql`INSERT INTO cockfight_bets (id, merchant_id, member_id, arena_id, fight_no, side,
    amount_minor, odds_hundredths) VALUES
    (${`CB-${ids.referrer}-upgrade-3`}, ${merchant}, ${ids.referrer}, 'DS88L101', 900, 'meron', 1000, 185)`);
  // 0048: two sportsbook singles, one settled (half won), one placed and pending.
  await db.execute(sql`INSERT INTO sportsbook_bets (id, merchant_id, member_id, fixture_no, market, line,
      selection, odds_h, amount_minor, status, outcome, win_minor, settled_at) VALUES
    ('SB-1-settled01', ${merchant}, ${ids.first}, 240000, 'ah', -1, 'home', 195, 1000, 'settled', 'half_won', 1475, now()),
    ('SB-1-placed001', ${merchant}, ${ids.first}, 240010, '1x2', NULL, 'draw', 320, 500, 'placed', NULL, NULL, NULL)`);

  await migrate(db, { migrationsFolder: MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('upgrading across migrations 0029 and 0030', () => {
  it('leaves a shared e-mail with the member who proved it, else the first registered', async () => {
    const rows = rowsOf(
      await db.execute(sql`SELECT account, email, email_verified_at IS NOT NULL AS verified FROM members
        WHERE account IN ('first', 'prover', 'third', 'early', 'late') ORDER BY id`),
    );
    expect(rows).toEqual([
      { account: 'first', email: null, verified: false },
      { account: 'prover', email: 'shared@example.com', verified: true },
      { account: 'third', email: null, verified: false },
      { account: 'early', email: 'twice@example.com', verified: false },
      { account: 'late', email: null, verified: false },
    ]);
  });

  it('carries every IP and device into member_logins, read by the IP check and the abuse rule', async () => {
    const accounts = createAccountsRepository(db);
    expect(await accounts.hasLoginIp(ids.referrer!, '198.51.100.9')).toBe(true);
    expect(await accounts.hasLoginIp(ids.referrer!, '203.0.113.5')).toBe(true);
    expect(await accounts.hasLoginIp(ids.referrer!, '192.0.2.200')).toBe(false);
    const tables = rowsOf(
      await db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_name IN ('member_login_ips', 'member_login_devices')`),
    );
    expect(tables).toEqual([{ n: 0 }]);

    const friend = (account: string, ip: string, device: string) =>
      insertPlain('members', {
        merchant_id: ids.merchant!,
        account,
        type: 3,
        nickname: account,
        registration_ip: ip,
        registration_device: device,
      });
    const refusal = async (id: number) =>
      rowsOf(await db.execute(sql`SELECT referral_refusal(${id}, ${ids.referrer}, true, true) AS reason`))[0]
        ?.reason;
    expect(await refusal(await friend('onphone', '192.0.2.77', 'dev-old-phone'))).toBe('same_device');
    expect(await refusal(await friend('atoldip', '198.51.100.9', 'dev-new'))).toBe('same_ip');
    expect(await refusal(await friend('stranger', '192.0.2.78', 'dev-other'))).toBeNull();
  });

  it('0035: a member disabled before holds the operator’s lock, the others none; status follows the locks', async () => {
    const rows = async () =>
      rowsOf(
        await db.execute(sql`SELECT account, operator_locked, agent_locked, status FROM members
          WHERE account IN ('disabled', 'early') ORDER BY account`),
      );
    expect(await rows()).toEqual([
      { account: 'disabled', operator_locked: true, agent_locked: false, status: 'disabled' },
      { account: 'early', operator_locked: false, agent_locked: false, status: 'active' },
    ]);
    await db.execute(sql`UPDATE members SET operator_locked = false WHERE account = 'disabled'`);
    await db.execute(sql`UPDATE members SET agent_locked = true WHERE account = 'early'`);
    expect(await rows()).toEqual([
      { account: 'disabled', operator_locked: false, agent_locked: false, status: 'active' },
      { account: 'early', operator_locked: false, agent_locked: true, status: 'disabled' },
    ]);
    // Nobody writes the standing itself.
    await expect(
      db.execute(sql`UPDATE members SET status = 'active' WHERE account = 'early'`),
    ).rejects.toThrow();
    const index = rowsOf(
      await db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'members_locked_idx'`),
    );
    expect(index).toHaveLength(1);
  });

  it('keeps the login history to the logins: the carried IPs and devices are not listed', async () => {
    const history = await createProfileRepository(db).listLogins(ids.referrer!, 1, 10);
    expect(history.totalCount).toBe(1);
    expect(history.list).toEqual([
      expect.objectContaining({ ip: '203.0.113.5', device: 'web -phone', loginType: 'username' }),
    ]);
  });
});

describe('upgrading the winner board an earlier seed wrote (0038)', () => {
  const board = async () =>
    rowsOf(
      await db.execute(sql`SELECT w.id, w.customer_name AS name, w.win_amount AS amount, w.seeded, v.vendor
        FROM winners w JOIN games g ON g.id = w.game_id JOIN game_vendors v ON v.id = g.vendor_id
        WHERE w.merchant_id = ${ids.merchant} ORDER BY w.id`),
    ) as { id: number; name: string; amount: string; seeded: boolean; vendor: string }[];

  it('marks the rows of the seed’s transaction as seeded and the recorded wins as not', async () => {
    expect((await board()).map(({ name, seeded }) => ({ name, seeded }))).toEqual([
      { name: 'de***88', seeded: true },
      { name: 'mi***an', seeded: true },
      { name: 'lu***ar', seeded: true },
      { name: 're***er', seeded: false },
      { name: 'fi***st', seeded: false },
    ]);
  });

  it('replaces the seeded rows with wins on games that play, keeps the recorded ones, and then stays', async () => {
    const before = await board();
    const recorded = before.filter((w) => !w.seeded);
    const earlierSeed = before.filter((w) => w.seeded).map((w) => w.id);
    await seedWinners(db, ids.merchant!);
    const after = await board();
    // The recorded wins are untouched, the sandbox one included.
    expect(after.filter((w) => !w.seeded)).toEqual(recorded);
    const seeded = after.filter((w) => w.seeded);
    expect(seeded).toHaveLength(SEED_WINNER_COUNT);
    for (const w of seeded) expect(PLAYABLE_VENDORS).toContain(w.vendor);
    for (const id of earlierSeed) expect(after.map((w) => w.id)).not.toContain(id);

    // A restart does not seed again.
    await seedWinners(db, ids.merchant!);
    expect(await board()).toEqual(after);
  });
});

describe('upgrading the sportsbook’s singles to bets of legs (0053)', () => {
  it('moves each single’s pick to its one leg, dates it by its fixture’s full time, and closes a settled one by its result', async () => {
    const bets = rowsOf(
      await db.execute(sql`SELECT id, kind, odds_h, status, outcome, closed_by, win_minor::text AS win,
        to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS due
        FROM sportsbook_bets ORDER BY id`),
    );
    // Fixture n kicks off at 2026-01-01T00:00Z + n x 2 min; full time is 6 minutes later.
    expect(bets).toEqual([
      {
        id: 'SB-1-placed001',
        kind: 'single',
        odds_h: 320,
        status: 'placed',
        outcome: null,
        closed_by: null,
        win: null,
        due: '2026-11-30T08:26:00',
      },
      {
        id: 'SB-1-settled01',
        kind: 'single',
        odds_h: 195,
        status: 'settled',
        outcome: 'half_won',
        closed_by: 'result',
        win: '1475',
        due: '2026-11-30T08:06:00',
      },
    ]);
    const legs = rowsOf(
      await db.execute(sql`SELECT bet_id, leg_no, fixture_no::int AS fixture_no, market, line, selection,
        odds_h, outcome FROM sportsbook_legs ORDER BY bet_id`),
    );
    expect(legs).toEqual([
      {
        bet_id: 'SB-1-placed001',
        leg_no: 0,
        fixture_no: 240010,
        market: '1x2',
        line: null,
        selection: 'draw',
        odds_h: 320,
        outcome: null,
      },
      {
        bet_id: 'SB-1-settled01',
        leg_no: 0,
        fixture_no: 240000,
        market: 'ah',
        line: -1,
        selection: 'home',
        odds_h: 195,
        outcome: 'half_won',
      },
    ]);
  });
});

describe('moving the round tables’ rounds and bets to one pair (0049)', () => {
  it('keeps every baccarat round and bet, filed under baccarat, where its repository reads and settles them', async () => {
    const repo = createBaccaratRepository(db);
    expect(await repo.round('BC-1', 700)).toMatchObject({
      game: 'baccarat',
      serverSeed: 'seed-b',
      serverSeedHash: 'hash-b',
      status: 'settling',
      result: { roundNo: 700 },
    });
    expect(await repo.betsOf('BC-1', 700, ids.referrer!)).toMatchObject([
      { spot: 'banker', amountMinor: 500n, status: 'settled', winMinor: 975n, oddsHundredths: null },
      { spot: 'tie', amountMinor: 100n, status: 'pending', winMinor: null },
    ]);
    // The pending bet is still the settlement's to finish.
    expect((await repo.liveBets('BC-1', 700)).map((r) => [r.bet.id, r.account])).toEqual([
      [`BB-${ids.referrer}-upgrade-2`, 'referrer'],
    ]);
    expect(await repo.finishRound('BC-1', 700)).toBe(false);
  });

  it('keeps the open fight and its bet at the odds it was taken at, filed under cockfight', async () => {
    const repo = createCockfightRepository(db);
    expect(await repo.round('DS88L101', 900)).toMatchObject({ game: 'cockfight', status: 'open' });
    expect(await repo.bet(`CB-${ids.referrer}-upgrade-3`)).toMatchObject({
      game: 'cockfight',
      tableId: 'DS88L101',
      roundNo: 900,
      spot: 'meron',
      oddsHundredths: 185,
      status: 'pending',
    });
    // Each game reads its own rows only.
    expect(await createBaccaratRepository(db).round('DS88L101', 900)).toBeNull();
  });

  it('drops the four tables it emptied', async () => {
    const tables = rowsOf(
      await db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN
        ('baccarat_rounds', 'baccarat_bets', 'cockfight_fights', 'cockfight_bets')`),
    );
    expect(tables).toEqual([{ n: 0 }]);
  });
});
