/**
 * The missions area's queries. Periods are computed by PostgreSQL from the brand's zone
 * (merchant_day, mission_period_start of migration 0027), the same functions the triggers that
 * move progress use, so a page and the trigger never disagree on which day or week it is.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { missions } from '../../db/schema/index.js';

export type MissionRow = typeof missions.$inferSelect;

export interface Periods {
  /** Today and this ISO week's Monday and Sunday, brand days (YYYY-MM-DD). */
  day: string;
  weekStart: string;
  weekEnd: string;
}

export interface MemberMissionRow {
  mission: MissionRow;
  periodStart: string;
  progress: bigint;
  completedAt: Date | null;
  rewardId: number | null;
  rewardStatus: 'waiting' | 'claimed' | 'expired' | null;
  rewardExpired: boolean;
}

export interface LeaderboardRow {
  rank: number;
  points: number;
  memberId: number;
  account: string;
}

const str = (v: unknown) => String(v);

export function createMissionsRepository(db: Db) {
  return {
    async periods(merchantId: number): Promise<Periods> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT d::text AS day, mission_period_start('weekly', d)::text AS week_start,
            (mission_period_start('weekly', d) + 6)::text AS week_end
          FROM (SELECT merchant_day(${merchantId}::integer, now()) AS d) t`),
      );
      if (!row) throw new Error('missions: no brand day');
      return { day: str(row['day']), weekStart: str(row['week_start']), weekEnd: str(row['week_end']) };
    },

    /** The brand's active missions with the member's progress in each one's current period. */
    async memberMissions(merchantId: number, memberId: number, day: string): Promise<MemberMissionRow[]> {
      const active = await db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.active, true)))
        .orderBy(asc(missions.sort), asc(missions.id));
      if (active.length === 0) return [];
      const progress = rowsOf(
        await db.execute(sql`SELECT m.id AS mission_id, mission_period_start(m.period, ${day}::date)::text AS period_start,
            p.progress, p.completed_at, p.reward_id, r.status AS reward_status,
            (r.status = 'expired' OR (r.status = 'waiting' AND r.expires_at <= now())) AS reward_expired
          FROM missions m
          LEFT JOIN mission_progress p ON p.mission_id = m.id AND p.member_id = ${memberId}
            AND p.period_start = mission_period_start(m.period, ${day}::date)
          LEFT JOIN rewards r ON r.id = p.reward_id
          WHERE m.merchant_id = ${merchantId} AND m.active`),
      );
      const byId = new Map(progress.map((r) => [Number(r['mission_id']), r]));
      return active.map((mission) => {
        const r = byId.get(mission.id);
        return {
          mission,
          periodStart: str(r?.['period_start'] ?? day),
          progress: BigInt(str(r?.['progress'] ?? '0')),
          completedAt: r?.['completed_at'] ? toDate(r['completed_at']) : null,
          rewardId: r?.['reward_id'] == null ? null : Number(r['reward_id']),
          rewardStatus: (r?.['reward_status'] as MemberMissionRow['rewardStatus']) ?? null,
          rewardExpired: r?.['reward_expired'] === true,
        };
      });
    },

    /** Mission rewards waiting in the reward centre (any period, not expired). */
    async unclaimed(memberId: number): Promise<number> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rewards
          WHERE member_id = ${memberId} AND source = 'mission' AND status = 'waiting'
            AND (expires_at IS NULL OR expires_at > now())`),
      );
      return Number(row?.['n'] ?? 0);
    },

    /** Mission points of missions the member completed between two brand days (inclusive). */
    async pointsBetween(memberId: number, from: string, to: string): Promise<number> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT coalesce(sum(mission_points), 0)::int AS n FROM mission_progress
          WHERE member_id = ${memberId} AND completed_at IS NOT NULL
            AND completed_day BETWEEN ${from}::date AND ${to}::date`),
      );
      return Number(row?.['n'] ?? 0);
    },

    /**
     * The top `limit` of a period by mission points (a tie: who reached the score first, then the
     * lower member id), and the member's own row wherever it ranks.
     */
    async leaderboard(
      merchantId: number,
      memberId: number,
      from: string,
      to: string,
      limit: number,
    ): Promise<LeaderboardRow[]> {
      const rows = rowsOf(
        await db.execute(sql`WITH scores AS (
            SELECT p.member_id, sum(p.mission_points)::int AS points, max(p.completed_at) AS reached
            FROM mission_progress p
            WHERE p.merchant_id = ${merchantId} AND p.completed_at IS NOT NULL
              AND p.completed_day BETWEEN ${from}::date AND ${to}::date
            GROUP BY p.member_id HAVING sum(p.mission_points) > 0
          ), ranked AS (
            SELECT s.*, row_number() OVER (ORDER BY s.points DESC, s.reached ASC, s.member_id ASC) AS rank
            FROM scores s
          )
          SELECT r.rank::int AS rank, r.points, r.member_id, mb.account
          FROM ranked r JOIN members mb ON mb.id = r.member_id
          WHERE r.rank <= ${limit} OR r.member_id = ${memberId}
          ORDER BY r.rank`),
      );
      return rows.map((r) => ({
        rank: Number(r['rank']),
        points: Number(r['points']),
        memberId: Number(r['member_id']),
        account: str(r['account']),
      }));
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
