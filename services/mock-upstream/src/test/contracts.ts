import {
  agentContractEndpoints,
  ContractOfferResultSchema,
  toMinor,
  type ContractKind,
  type ContractOfferResult,
  type ContractPeriod,
  type ContractTier,
} from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.js';
import { agentContracts, members } from '../db/schema/index.js';
import { maxProportion, tiersFromWire, tiersToJson } from '../modules/agent-contract/agent-contract.rules.js';
import { adminHeaders, json } from './app.js';

/** Helpers for the agent contracts' tests: calls by endpoint name, the operator's offers, tiers. */

type Name = keyof typeof agentContractEndpoints;

/** Calls an agent contract endpoint as the token's member: a body for POSTs, a query for GETs. */
export function contractCall(
  app: FastifyInstance,
  token: string,
  name: Name,
  input: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const e = agentContractEndpoints[name];
  if (e.method === 'GET') {
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return app.inject({ method: 'GET', url: e.path, headers: { authorization: token }, query });
  }
  return app.inject({
    method: 'POST',
    url: e.path,
    headers: { authorization: token },
    payload: input,
  });
}

/** The envelope's value of a successful answer (throws with the body otherwise). */
export function valueOf<T = unknown>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (json(res) as { value: T }).value;
}

/** The error code and field messages of a refused call. */
export function refusalOf(res: LightMyRequestResponse): { code: string | undefined; fields: unknown } {
  const body = json(res) as { errorCode?: string; fields?: unknown };
  return { code: body.errorCode, fields: body.fields };
}

/** The operator's offer of a brand contract to a top agent. */
export async function brandOffer(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<ContractOfferResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/agent-contracts/offers',
    headers: adminHeaders,
    payload: body,
  });
  return ContractOfferResultSchema.parse(valueOf(res));
}

/** A salary tier table: one tier per [totalAmount, proportion]. */
export const salaryTiers = (...rows: Array<[string, string]>) =>
  rows.map(([totalAmount, proportion], i) => ({ teamDays: 0, activeNumber: i, totalAmount, proportion }));

let inserted = 0;
/**
 * An agent (type 1) under `uplineId` (null: a top agent), inserted as the seed's demoplayer is (same
 * brand, same password hash): for tests that write contract rows themselves. Answers its id and brand.
 */
export async function insertAgent(
  app: FastifyInstance,
  uplineId: number | null,
  prefix: string,
): Promise<{ id: number; merchantId: number }> {
  inserted += 1;
  const [template] = await app.db.select().from(members).where(eq(members.account, 'demoplayer')).limit(1);
  if (!template) throw new Error('seed has no demoplayer');
  const [row] = await app.db
    .insert(members)
    .values({
      merchantId: template.merchantId,
      account: `${prefix}${process.pid % 1000}x${inserted}`,
      passwordHash: template.passwordHash,
      type: 1,
      uplineId,
      nickname: `Agent ${inserted}`,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  return { id: row.id, merchantId: template.merchantId };
}

/**
 * A contract row written directly (agreed in the past, so that its periods are closed by the
 * database's clock): with `endsAt`, it is ending (terminated) at that instant.
 */
export async function insertContract(
  app: FastifyInstance,
  merchantId: number,
  input: {
    kind: ContractKind;
    period: ContractPeriod;
    uplineId: number | null;
    downlineId: number;
    tiers: ContractTier[];
    startsAt: number;
    endsAt?: number;
  },
): Promise<number> {
  const { tiers, fields } = tiersFromWire(input.tiers, 2);
  if (Object.keys(fields).length > 0) throw new Error(`tiers: ${JSON.stringify(fields)}`);
  const [row] = await app.db
    .insert(agentContracts)
    .values({
      merchantId,
      kind: input.kind,
      period: input.period,
      uplineId: input.uplineId,
      downlineId: input.downlineId,
      tiers: tiersToJson(tiers),
      maxProportionPpm: maxProportion(tiers),
      startsAt: new Date(input.startsAt),
      ...(input.endsAt === undefined
        ? {}
        : { status: 'ending' as const, endsAt: new Date(input.endsAt), endReason: 'terminated' as const }),
    })
    .returning({ id: agentContracts.id });
  return row?.id ?? 0;
}

/** A team's figures for one brand day, written where the settlement reads them: the agent's daily
 * rollup row and its active members (each first active that day), plus `activeDays` other days. */
export async function teamDay(
  app: FastifyInstance,
  agentId: number,
  day: string,
  f: {
    active: number;
    validBets: string;
    payouts: string;
    bonuses?: string;
    rebates?: string;
    betCount?: number;
  },
  activeDays: string[] = [],
): Promise<void> {
  const m = (v: string | undefined) => toMinor(v ?? '0', 2).toString();
  await app.db.execute(sql`
    INSERT INTO agent_daily (agent_id, day, depth, bet_count, bets, valid_bets, payouts, bonuses, rebates)
    VALUES (${agentId}, ${day}::date, 1, ${f.betCount ?? 100}, ${m(f.validBets)}::bigint, ${m(f.validBets)}::bigint,
      ${m(f.payouts)}::bigint, ${m(f.bonuses)}::bigint, ${m(f.rebates)}::bigint)`);
  await app.db.execute(sql`
    INSERT INTO agent_active_days (agent_id, day, gap, members) VALUES (${agentId}, ${day}::date, 32, ${f.active})`);
  for (const other of activeDays) {
    if (other === day) continue;
    await app.db.execute(sql`
      INSERT INTO agent_active_days (agent_id, day, gap, members) VALUES (${agentId}, ${other}::date, 1, 1)`);
  }
}

/** The operator's "settle now" (one pass of the job), its report. */
export async function settleNow(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/admin/contracts/settle', headers: adminHeaders });
  if (res.statusCode !== 200) throw new Error(`settle answered ${res.statusCode}: ${res.body}`);
  return (
    json(res) as {
      value: { settled: Array<Record<string, unknown>>; swept: number; unfrozen: number; failed: number[] };
    }
  ).value;
}

/** The seed's brand (demoplayer's): its id and time zone. */
export async function demoBrand(app: FastifyInstance): Promise<{ merchantId: number; timeZone: string }> {
  const [m] = rowsOf(
    await app.db.execute(sql`SELECT m.id, m.time_zone FROM merchants m JOIN members x ON x.merchant_id = m.id
      WHERE x.account = 'demoplayer'`),
  );
  return { merchantId: Number(m?.['id']), timeZone: String(m?.['time_zone']) };
}
