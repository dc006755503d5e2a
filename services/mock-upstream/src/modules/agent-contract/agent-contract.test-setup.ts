import { ContractOfferResultSchema, type RsaKey } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { merchants } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { brandOffer, contractCall, salaryTiers, valueOf } from '../../test/contracts.js';
import { createMember, type TestMember } from '../../test/wallet.js';

/**
 * The contract lifecycle through the platform's routes (ADR 0009): offers, decisions, the bound,
 * the automatic ends, the change log, and who may see and move what. Each test builds its own
 * small tree of agents, so they do not depend on each other's contracts.
 */
export let t: TestApp;

export let key: RsaKey;
export let timeZone = 'UTC';

export interface Tree {
  top: TestMember;
  sub: TestMember;
  subsub: TestMember;
  sibling: TestMember;
  player: TestMember;
}

/** A top agent with two direct sub-agents (one with a sub-agent of its own) and a direct player. */
export async function tree(prefix: string): Promise<Tree> {
  const top = await createMember(t.app, key, { type: 1, prefix: `${prefix}t` });
  const sub = await createMember(t.app, key, { type: 1, prefix: `${prefix}s`, uplineId: top.id });
  const subsub = await createMember(t.app, key, { type: 1, prefix: `${prefix}u`, uplineId: sub.id });
  const sibling = await createMember(t.app, key, { type: 1, prefix: `${prefix}b`, uplineId: top.id });
  const player = await createMember(t.app, key, { type: 3, prefix: `${prefix}p`, uplineId: top.id });
  return { top, sub, subsub, sibling, player };
}

export const offer = async (token: string, body: Record<string, unknown>) =>
  ContractOfferResultSchema.parse(valueOf(await contractCall(t.app, token, 'offer', body)));

export const decide = async (token: string, offerId: number, decision: 'accept' | 'reject' | 'cancel') =>
  ContractOfferResultSchema.parse(valueOf(await contractCall(t.app, token, 'decide', { offerId, decision })));

/** Brand -> top and top -> sub contracts of a kind, both agreed. */
export async function chain(
  tr: Tree,
  kind: 'dailyWages' | 'realtimeSalary' | 'dividend',
  brand: string,
  sub: string,
  extra: Record<string, unknown> = {},
) {
  const b = await brandOffer(t.app, {
    downline: tr.top.account,
    kind,
    tiers: salaryTiers(['0', brand]),
    ...extra,
  });
  await decide(tr.top.token, b.offer.id, 'accept');
  const o = await offer(tr.top.token, {
    downline: tr.sub.account,
    kind,
    tiers: salaryTiers(['0', sub]),
    ...extra,
  });
  return decide(tr.sub.token, o.offer.id, 'accept');
}

export const countRows = async (downlineId: number) => {
  const [row] = rowsOf(
    await t.app.db.execute(sql`SELECT
      (SELECT count(*)::int FROM agent_contract_offers WHERE downline_id = ${downlineId}) AS offers,
      (SELECT count(*)::int FROM agent_contracts WHERE downline_id = ${downlineId}) AS contracts,
      (SELECT count(*)::int FROM agent_contract_events WHERE downline_id = ${downlineId}) AS events`),
  );
  return row;
};

/** Registers the hooks that build (and close) what the agent-contract test files share; each file calls this at its top. */
export function useContractApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    key = await rsaKey(t.app);
    const [m] = await t.app.db
      .select({ timeZone: merchants.timeZone })
      .from(merchants)
      .orderBy(merchants.id)
      .limit(1);
    timeZone = m?.timeZone ?? 'UTC';
  });
  afterAll(async () => t?.close());
}
