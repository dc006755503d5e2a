import { MAIN_WALLET_ID } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { createMember, expectLedgerOk } from '../../test/wallet.js';
import { demoBrand, insertContract, settleNow, teamDay as insertTeamDay } from '../../test/contracts.js';

/**
 * The settlement of agent contracts on a real database (ADR 0009): the worked examples end to end
 * through the admin route that runs the job's pass, exactly once under two runners, nothing left
 * by a runner that dies mid-period, and the ledger balanced after each. Periods are made closed by
 * the database's own clock: the contracts start in the past (no sleeping, no fake runner clock).
 * The team figures of day-based periods are written into the daily rollups directly (the rollups
 * have their own property test); sub-day periods read rounds inserted with a past settled_at.
 */

export let t: TestApp;

export let key: Awaited<ReturnType<typeof rsaKey>>;
export let merchantId = 0;
export let timeZone = 'UTC';
export const DAY = 24 * 60 * 60_000;

export const agent = (uplineId: number | null, prefix: string) =>
  createMember(t.app, key, { type: 1, uplineId, prefix });

export const contract = (input: Parameters<typeof insertContract>[2]) =>
  insertContract(t.app, merchantId, input);

export const teamDay = (
  ...args: Parameters<typeof insertTeamDay> extends [unknown, ...infer R] ? R : never
) => insertTeamDay(t.app, ...args);

export const settle = () => settleNow(t.app);

export async function settlementsOf(contractId: number) {
  return rowsOf(
    await t.app.db.execute(sql`SELECT id, period_start, amount::text AS amount, paid_amount::text AS paid,
      status, tier_index, proportion_ppm FROM agent_contract_settlements WHERE contract_id = ${contractId}
      ORDER BY period_start`),
  );
}

export async function mainBalance(memberId: number): Promise<bigint> {
  const [row] = rowsOf(
    await t.app.db.execute(sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts
      WHERE kind = 'player' AND member_id = ${memberId} AND account_type_id = ${MAIN_WALLET_ID}`),
  );
  return BigInt(String(row?.['b'] ?? '0'));
}

export const days = (first: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10),
  );

/** Registers the hooks that build (and close) what the agent-contract.settlement test files share; each file calls this at its top. */
export function useSettlementApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    key = await rsaKey(t.app);
    ({ merchantId, timeZone } = await demoBrand(t.app));
  });
  afterEach(async () => expectLedgerOk(t.app));
  afterAll(async () => t?.close());
}
