import { LIMIT_PERIOD_MS, type LimitKind, type LimitPeriod } from '@portal/contracts';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  depositOrders,
  gameRounds,
  members,
  protectionLimits,
  protectionSettings,
} from '../../db/schema/index.js';

export type ProtectionSettingsRow = typeof protectionSettings.$inferSelect;
export type ProtectionLimitRow = typeof protectionLimits.$inferSelect;

/** Sums per rolling window, minor units. */
export type WindowSums = Record<LimitPeriod, bigint>;

const since = (now: Date, period: LimitPeriod) => new Date(now.getTime() - LIMIT_PERIOD_MS[period]);

/**
 * Whether a bet of the member (SQL, its id) must be checked by `guardBet` before it is placed: a
 * time-out or self-exclusion not over, or a loss limit set or pending. Wider than what refuses (a
 * limit not reached yet is checked too); a member with none of them bets without the check.
 */
export function betNeedsGuard(memberId: SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM protection_settings s WHERE s.member_id = ${memberId}
      AND (s.timeout_until > now() OR s.excluded_until > now()))
    OR EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = ${memberId} AND l.kind = 'loss'
      AND (l.amount_minor IS NOT NULL OR l.next_minor IS NOT NULL OR l.next_at IS NOT NULL)))`;
}

/** The protection queries on a connection or a transaction. */
export function protectionQueries(db: Db) {
  /** Sums of `value` over rows created in each window (the month's is the widest, so it filters). */
  function windowSums(rows: { day: string | null; week: string | null; month: string | null } | undefined) {
    return {
      day: BigInt(rows?.day ?? '0'),
      week: BigInt(rows?.week ?? '0'),
      month: BigInt(rows?.month ?? '0'),
    };
  }

  return {
    db,

    /**
     * The member's settings row, locked until the transaction ends (created first if missing): the
     * one lock every limit change and deposit of the member takes, so they happen one at a time.
     */
    async lock(memberId: number): Promise<ProtectionSettingsRow> {
      await db.insert(protectionSettings).values({ memberId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(protectionSettings)
        .where(eq(protectionSettings.memberId, memberId))
        .for('update');
      if (!row) throw new Error('protection settings row missing after insert');
      return row;
    },

    async settings(memberId: number): Promise<ProtectionSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(protectionSettings)
        .where(eq(protectionSettings.memberId, memberId))
        .limit(1);
      return row;
    },

    async updateSettings(
      memberId: number,
      change: Partial<Pick<ProtectionSettingsRow, 'realityCheckMinutes' | 'timeoutUntil' | 'excludedUntil'>>,
    ): Promise<void> {
      await db
        .update(protectionSettings)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(protectionSettings.memberId, memberId));
    },

    limits(memberId: number, kind?: LimitKind): Promise<ProtectionLimitRow[]> {
      return db
        .select()
        .from(protectionLimits)
        .where(
          kind
            ? and(eq(protectionLimits.memberId, memberId), eq(protectionLimits.kind, kind))
            : eq(protectionLimits.memberId, memberId),
        );
    },

    async saveLimit(row: Omit<ProtectionLimitRow, 'updatedAt'>): Promise<void> {
      const values = { ...row, updatedAt: new Date() };
      await db
        .insert(protectionLimits)
        .values(values)
        .onConflictDoUpdate({
          target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
          set: {
            amountMinor: row.amountMinor,
            nextMinor: row.nextMinor,
            nextAt: row.nextAt,
            updatedAt: values.updatedAt,
          },
        });
    },

    /** Deposits asked for in each window: pending and credited orders (a failed one took nothing). */
    async depositSums(memberId: number, now: Date): Promise<WindowSums> {
      const w = (p: LimitPeriod) =>
        sql<
          string | null
        >`sum(${depositOrders.amountMinor}) filter (where ${depositOrders.createdAt} > ${since(now, p)})`;
      const [row] = await db
        .select({ day: w('day'), week: w('week'), month: w('month') })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.memberId, memberId),
            inArray(depositOrders.status, ['pending', 'success']),
            gt(depositOrders.createdAt, since(now, 'month')),
          ),
        );
      return windowSums(row);
    },

    /** Net loss (bets less wins; an open round's bet counts, its win not yet) in each window. */
    async lossSums(memberId: number, now: Date): Promise<WindowSums> {
      const w = (p: LimitPeriod) =>
        sql<
          string | null
        >`sum(${gameRounds.betMinor} - ${gameRounds.winMinor}) filter (where ${gameRounds.createdAt} > ${since(now, p)})`;
      const [row] = await db
        .select({ day: w('day'), week: w('week'), month: w('month') })
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), gt(gameRounds.createdAt, since(now, 'month'))));
      return windowSums(row);
    },

    /** Bets and wins of the member's rounds since an instant (the reality check). */
    async playSince(memberId: number, from: Date): Promise<{ rounds: number; bet: bigint; win: bigint }> {
      const [row] = await db
        .select({
          rounds: sql<number>`count(*)::int`,
          bet: sql<string | null>`sum(${gameRounds.betMinor})`,
          win: sql<string | null>`sum(${gameRounds.winMinor})`,
        })
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), gt(gameRounds.createdAt, from)));
      return { rounds: row?.rounds ?? 0, bet: BigInt(row?.bet ?? '0'), win: BigInt(row?.win ?? '0') };
    },

    /**
     * What a bet is checked against, in one query (a bet's hottest path): the member of `account`,
     * its break (time-out, self-exclusion) and its loss limits. Undefined: the brand has no such
     * member.
     */
    async betStanding(
      merchantId: number,
      account: string,
    ): Promise<
      | {
          memberId: number;
          settings: Pick<ProtectionSettingsRow, 'timeoutUntil' | 'excludedUntil'>;
          lossLimits: ProtectionLimitRow[];
        }
      | undefined
    > {
      const rows = await db
        .select({
          memberId: members.id,
          timeoutUntil: protectionSettings.timeoutUntil,
          excludedUntil: protectionSettings.excludedUntil,
          limit: protectionLimits,
        })
        .from(members)
        .leftJoin(protectionSettings, eq(protectionSettings.memberId, members.id))
        .leftJoin(
          protectionLimits,
          and(eq(protectionLimits.memberId, members.id), eq(protectionLimits.kind, 'loss')),
        )
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
      const [first] = rows;
      if (!first) return undefined;
      return {
        memberId: first.memberId,
        settings: { timeoutUntil: first.timeoutUntil, excludedUntil: first.excludedUntil },
        lossLimits: rows.flatMap((r) => (r.limit ? [r.limit] : [])),
      };
    },
  };
}
export type ProtectionQueries = ReturnType<typeof protectionQueries>;
