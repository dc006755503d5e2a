/**
 * The operator's missions (under /admin, x-admin-key): list, create, and change one (its texts,
 * target, reward, points, and `active` to switch it on or off). A change applies from the next
 * event on; progress already made in the current period stays.
 */
import { isMoneyMission, toMinor, type AdminMission, type AdminMissionRow } from '@portal/contracts';
import { asc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { missions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { MissionRow } from './missions.repository.js';

function rowView(m: MissionRow, merchant: MerchantRow): AdminMissionRow {
  return {
    id: m.id,
    code: m.code,
    title: m.title,
    period: m.period,
    kind: m.kind,
    category: m.category,
    target: isMoneyMission(m.kind) ? money(m.target, merchant) : m.target.toString(),
    reward: money(m.rewardMinor, merchant),
    missionPoints: m.missionPoints,
    turnoverMultiplier: m.turnoverMultiplier,
    active: m.active,
    sort: m.sort,
  };
}

function valuesOf(merchant: MerchantRow, body: AdminMission) {
  const minor = (field: 'target' | 'reward', v: string) => {
    try {
      return toMinor(v, merchant.currencyDecimals);
    } catch {
      throw AppError.badRequest('too many decimals', { [field]: 'amount_format' });
    }
  };
  return {
    title: body.title,
    period: body.period,
    kind: body.kind,
    category: body.category,
    target: isMoneyMission(body.kind) ? minor('target', body.target) : BigInt(body.target),
    rewardMinor: minor('reward', body.reward),
    missionPoints: body.missionPoints,
    turnoverMultiplier: body.turnoverMultiplier,
    active: body.active,
    sort: body.sort,
  };
}

export function createMissionsAdmin(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(merchant: MerchantRow): Promise<AdminMissionRow[]> {
      const rows = await db
        .select()
        .from(missions)
        .where(eq(missions.merchantId, merchant.id))
        .orderBy(asc(missions.sort), asc(missions.id));
      return rows.map((m) => rowView(m, merchant));
    },

    async create(merchant: MerchantRow, body: AdminMission): Promise<AdminMissionRow> {
      const [row] = await db
        .insert(missions)
        .values({ merchantId: merchant.id, code: body.code ?? null, ...valuesOf(merchant, body) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw AppError.badRequest('a mission with this code exists', { code: 'code_taken' });
      return rowView(row, merchant);
    },

    async update(merchant: MerchantRow, id: number, body: AdminMission): Promise<AdminMissionRow> {
      const [row] = await db
        .update(missions)
        .set({ ...valuesOf(merchant, body), updatedAt: new Date() })
        .where(and(eq(missions.id, id), eq(missions.merchantId, merchant.id)))
        .returning();
      if (!row) throw AppError.notFound('no such mission');
      return rowView(row, merchant);
    },
  };
}

export type MissionsAdmin = ReturnType<typeof createMissionsAdmin>;
