/**
 * Missions for a member: the brand's active missions with the member's progress this
 * period, the summary (the menu badge's count among it) and the leaderboard of a day or a week.
 * Nothing here moves progress: the database's triggers do, in the transactions that settle rounds,
 * post deposits and open sessions (migration 0027).
 */
import {
  isMoneyMission,
  maskCustomerName,
  type Mission,
  type MissionLeaderboard,
  type MissionLeaderboardQuery,
  type MissionRewardState,
  type MissionSummary,
  localized,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { formatDateTime } from '../../lib/time.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createMissionsRepository, type MemberMissionRow } from './missions.repository.js';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function createMissionsService(deps: { db: Db }) {
  const repo = createMissionsRepository(deps.db);

  function missionView(r: MemberMissionRow, merchant: MerchantRow, language: string): Mission {
    const m = r.mission;
    const capped = r.progress < m.target ? r.progress : m.target;
    const figure = (v: bigint) => (isMoneyMission(m.kind) ? money(v, merchant) : v.toString());
    let rewardState: MissionRewardState = 'none';
    if (r.rewardStatus !== null) rewardState = r.rewardExpired ? 'expired' : r.rewardStatus;
    return {
      id: m.id,
      period: m.period,
      kind: m.kind,
      category: m.category,
      title: localized(m, language, 'title'),
      target: figure(m.target),
      progress: figure(capped),
      percent: Number((capped * 100n) / m.target),
      completed: r.completedAt !== null,
      completedAt: r.completedAt ? formatDateTime(r.completedAt, merchant.timeZone) : null,
      reward: money(m.rewardMinor, merchant),
      missionPoints: m.missionPoints,
      rewardState,
      rewardId: r.rewardId,
      periodStart: r.periodStart,
      periodEnd: m.period === 'daily' ? r.periodStart : addDays(r.periodStart, 6),
    };
  }

  return {
    async list(merchant: MerchantRow, member: MemberRow, language: string): Promise<{ list: Mission[] }> {
      refuseTrial(member, 'cannot take part in promotions');
      const { day } = await repo.periods(merchant.id);
      const rows = await repo.memberMissions(merchant.id, member.id, day);
      return { list: rows.map((r) => missionView(r, merchant, language)) };
    },

    async summary(merchant: MerchantRow, member: MemberRow): Promise<MissionSummary> {
      refuseTrial(member, 'cannot take part in promotions');
      const periods = await repo.periods(merchant.id);
      const rows = await repo.memberMissions(merchant.id, member.id, periods.day);
      const done = rows.filter((r) => r.completedAt !== null);
      const earned = done.reduce((sum, r) => sum + (r.rewardId === null ? 0n : r.mission.rewardMinor), 0n);
      return {
        day: periods.day,
        weekStart: periods.weekStart,
        completed: done.length,
        total: rows.length,
        rewardsEarned: money(earned, merchant),
        weekPoints: await repo.pointsBetween(member.id, periods.weekStart, periods.weekEnd),
        unclaimed: await repo.unclaimed(member.id),
      };
    },

    async leaderboard(
      merchant: MerchantRow,
      member: MemberRow,
      q: MissionLeaderboardQuery,
    ): Promise<MissionLeaderboard> {
      refuseTrial(member, 'cannot take part in promotions');
      const periods = await repo.periods(merchant.id);
      const [from, to] =
        q.period === 'daily' ? [periods.day, periods.day] : [periods.weekStart, periods.weekEnd];
      const rows = await repo.leaderboard(merchant.id, member.id, from, to, q.limit);
      const mine = rows.find((r) => r.memberId === member.id);
      return {
        period: q.period,
        periodStart: from,
        periodEnd: to,
        list: rows
          .filter((r) => r.rank <= q.limit)
          .map((r) => ({
            rank: r.rank,
            name: r.memberId === member.id ? r.account : maskCustomerName(r.account),
            points: r.points,
            isMe: r.memberId === member.id,
          })),
        me: { rank: mine?.rank ?? null, points: mine?.points ?? 0 },
      };
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
