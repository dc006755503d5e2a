/**
 * What the round tables' route tests share (live baccarat, the cockfight arenas): the platform on
 * PostgreSQL, a rich, a poor and a crowd of funded members, launch tickets for the game, the ledger
 * checked after every test, and the deps of a game's service on its own clock, whose transport can
 * refuse credits. A test file calls `useRoundTableTest` at its top (it registers the hooks) and
 * reads the members from what it returns once its `beforeAll` has run.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { rsaKey } from '../../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../../test/app.js';
import { balances, createMember, expectLedgerOk, fund, type TestMember } from '../../../test/wallet.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { createSeamlessClient } from '../seamless-client.js';
import type { RoundTableDeps } from './round-table.service.js';
import { createRoundTableSettings, type RoundTableSettings } from './round-table.settings.js';

export interface RoundTableTest {
  t: TestApp;
  /** 5,000.00 in the main wallet. */
  rich: TestMember;
  /** 0.30: less than most bets. */
  poor: TestMember;
  /** Four members with 1,000.00 each, for bets at once. */
  crowd: TestMember[];
}

/**
 * Registers the hooks and answers the file's members (filled in by its `beforeAll`) and helpers.
 * `prefix`: the members' account prefix (two or three letters); `vendor`, `game`: whom a ticket
 * launches.
 */
export function useRoundTableTest(o: { prefix: string; vendor: string; game: string }) {
  const h = {} as RoundTableTest;
  let counter = 0;
  const nextId = (prefix = 'bet') => `${prefix}-${process.pid}-${String((counter += 1)).padStart(6, '0')}`;

  beforeAll(async () => {
    h.t = await startTestApp();
    const key = await rsaKey(h.t.app);
    h.rich = await createMember(h.t.app, key, { prefix: `${o.prefix}r` });
    h.poor = await createMember(h.t.app, key, { prefix: `${o.prefix}p` });
    h.crowd = [];
    for (let i = 0; i < 4; i++)
      h.crowd.push(await createMember(h.t.app, key, { prefix: `${o.prefix}c${i}` }));
    await fund(h.t.app, h.rich.account, '5000.00');
    await fund(h.t.app, h.poor.account, '0.30');
    for (const m of h.crowd) await fund(h.t.app, m.account, '1000.00');
  });
  afterEach(async () => expectLedgerOk(h.t.app));
  afterAll(async () => h.t?.close());

  const minor = (amount: string) => BigInt(amount.replace('.', ''));
  return {
    h,
    nextId,
    /** A launch ticket of the game for `member`, valid for two days (`over` changes any field). */
    ticketFor(member: TestMember, over: Partial<LaunchTicket> = {}): string {
      return signLaunchTicket(h.t.config.seamlessSecret, {
        m: h.t.config.merchantCode,
        a: member.account,
        v: o.vendor,
        g: o.game,
        t: 1,
        l: 'en',
        e: Date.now() + 48 * 60 * 60_000,
        n: nextId('n'),
        ...over,
      });
    },
    minor,
    mainBalance: async (m: TestMember) => minor((await balances(h.t.app, m.token)).get(1) ?? '0.00'),
    failure: (res: { body: string }) =>
      json(res) as { success: false; errorCode: string; fields?: Record<string, string> },
    memberId: async (m: TestMember) => {
      const [row] = rowsOf(
        await h.t.app.db.execute(sql`SELECT id FROM members WHERE account = ${m.account}`),
      );
      if (!row) throw new Error(`no member ${m.account}`);
      return Number(row['id']);
    },
    /**
     * What a game's service runs on, here: the real platform, `repo`, its own clock `now`, a credit
     * tried once, and a transport that refuses the next `refuseCredits.n` credits.
     */
    serviceDeps<R extends RoundTableDeps['repo']>(
      repo: R,
      c: { now: () => number; refuseCredits?: { n: number } },
    ): RoundTableDeps & { repo: R; settings: RoundTableSettings } {
      const inject = (opts: InjectOptions) => {
        if (c.refuseCredits && c.refuseCredits.n > 0 && String(opts.url).endsWith('/credit')) {
          c.refuseCredits.n -= 1;
          return h.t.app.inject({ ...opts, url: String(opts.url).replace('/credit', '/credit-nowhere') });
        }
        return h.t.app.inject(opts);
      };
      return {
        masterSecret: h.t.config.seamlessSecret,
        seamless: createSeamlessClient({ masterSecret: h.t.config.seamlessSecret, inject }),
        repo,
        log: h.t.app.log,
        creditRetryMs: [0],
        now: c.now,
        settings: createRoundTableSettings(h.t.app.db),
      };
    },
  };
}
