import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { vnLotteryDraws } from '../../../db/schema/index.js';
import { rsaKey } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { balances, createMember, expectLedgerOk, fund, type TestMember } from '../../../test/wallet.js';
import { createSeamlessClient } from '../seamless-client.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { BET_CLOSE_MS, LOTTERY_VENDOR } from './lottery.games.js';
import { createLotteryJob, type LotteryJob } from './lottery.job.js';
import { createLotteryRepository } from './lottery.repository.js';
import { drawKey } from './lottery.rules.js';

export let t: TestApp;
export let alice: TestMember;
export let bob: TestMember;
export let counter = 0;
export const nextBetId = () => `bet${process.pid}x${(counter += 1)}`;

/** One upstream process's draw job (two of them stand for two processes on one database). */
export function newJob(): LotteryJob {
  return createLotteryJob({
    repo: createLotteryRepository(t.app.db),
    seamless: createSeamlessClient({ masterSecret: t.config.seamlessSecret, inject: (o) => t.app.inject(o) }),
    drawKey: drawKey(t.config.seamlessSecret),
    log: t.app.log,
  });
}

export function ticketFor(member: TestMember, overrides: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: member.account,
    v: LOTTERY_VENDOR,
    g: 'VNHNVIP',
    t: 1,
    l: 'en',
    e: Date.now() + 60 * 60_000,
    n: `launch-nonce-${(counter += 1)}`,
    ...overrides,
  });
}

export const main = async (m: TestMember) => (await balances(t.app, m.token)).get(1) ?? '';
export const minor = (money: string) => BigInt(money.replace('.', ''));

export function placeBet(ticket: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/demo-vendor/api/lottery/bets?ticket=${encodeURIComponent(ticket)}`,
    payload: body,
  });
}

/** A scheduled draw of `game` whose betting stays open for at least `marginMs`. */
export async function openDraw(game: string, marginMs = 30_000) {
  const rows = await t.app.db
    .select()
    .from(vnLotteryDraws)
    .where(and(eq(vnLotteryDraws.gameCode, game), eq(vnLotteryDraws.status, 'scheduled')))
    .orderBy(vnLotteryDraws.drawAt);
  const draw = rows.find((d) => d.drawAt.getTime() - BET_CLOSE_MS > Date.now() + marginMs);
  if (!draw) throw new Error(`no open draw of ${game}`);
  return draw;
}

/** Registers the hooks that build (and close) what the lottery test files share; each file calls this at its top. */
export function useLotteryApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    const key = await rsaKey(t.app);
    alice = await createMember(t.app, key, { prefix: 'la' });
    bob = await createMember(t.app, key, { prefix: 'lb' });
    await fund(t.app, alice.account, '1000.00');
    await fund(t.app, bob.account, '5.00');
    await newJob().tick(new Date());
  });
  afterEach(async () => expectLedgerOk(t.app));
  afterAll(async () => t?.close());
}
