import {
  ErrorCode,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type PlaySummary,
  type ProtectionRefusal,
  type ProtectionSettings,
  type SetLimitRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  protectionQueries,
  type ProtectionLimitRow,
  type ProtectionQueries,
  type WindowSums,
} from './protection.repository.js';
import {
  addMonths,
  changeLimit,
  inForce,
  NO_LIMIT,
  pendingAt,
  roomLeft,
  type LimitState,
} from './protection.rules.js';

const DAY_MS = 24 * 3_600_000;

function refusal(code: ErrorCode, message: string, value: ProtectionRefusal, field?: string): AppError {
  return new AppError(400, code, message, field ? { [field]: code } : undefined, value);
}

const stateOf = (rows: ProtectionLimitRow[], kind: LimitKind, period: LimitPeriod): LimitState =>
  rows.find((r) => r.kind === kind && r.period === period) ?? NO_LIMIT;

/** The first window (day, week, month) whose limit `used + adding` would pass, with its room. */
function firstPassed(
  rows: ProtectionLimitRow[],
  kind: LimitKind,
  used: WindowSums,
  adding: bigint,
  now: Date,
) {
  for (const period of LIMIT_PERIODS) {
    const limit = inForce(stateOf(rows, kind, period), now);
    if (limit === null) continue;
    const reached = adding === 0n ? used[period] >= limit : used[period] + adding > limit;
    if (reached) return { period, room: roomLeft(limit, used[period]) ?? 0n };
  }
  return null;
}

/**
 * Player protection (ADR 0011): the member's limits, reality check, time-out and
 * self-exclusion, and the checks deposits, launches, bets and logins make against them.
 */
export function createProtectionService(deps: {
  db: Db;
  /** Ends every session of the member (self-exclusion). */
  revokeSessions: (merchant: MerchantRow, memberId: number) => Promise<void>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = protectionQueries(db);

  async function view(merchant: MerchantRow, memberId: number): Promise<ProtectionSettings> {
    const at = now();
    const [settings, rows, deposits, losses] = await Promise.all([
      repo.settings(memberId),
      repo.limits(memberId),
      repo.depositSums(memberId, at),
      repo.lossSums(memberId, at),
    ]);
    const future = (d: Date | null | undefined) => (d && d.getTime() > at.getTime() ? d.toISOString() : null);
    return {
      limits: LIMIT_KINDS.flatMap((kind) =>
        LIMIT_PERIODS.map((period) => {
          const state = stateOf(rows, kind, period);
          const limit = inForce(state, at);
          const pending = pendingAt(state, at);
          const used = (kind === 'deposit' ? deposits : losses)[period];
          return {
            kind,
            period,
            amount: limit === null ? null : money(limit, merchant),
            used: money(used < 0n ? 0n : used, merchant),
            pending: pending
              ? {
                  amount: pending.amountMinor === null ? null : money(pending.amountMinor, merchant),
                  effectiveAt: pending.at.toISOString(),
                }
              : null,
          };
        }),
      ),
      realityCheckMinutes: settings?.realityCheckMinutes ?? null,
      timeoutUntil: future(settings?.timeoutUntil),
      excludedUntil: future(settings?.excludedUntil),
    };
  }

  /** A time-out or self-exclusion in force refuses money in and play. */
  function refuseBreak(
    settings: { timeoutUntil: Date | null; excludedUntil: Date | null } | undefined,
    at: Date,
    field?: string,
  ) {
    if (settings?.excludedUntil && settings.excludedUntil > at) {
      throw refusal(
        ErrorCode.selfExcluded,
        'the member is self-excluded',
        { until: settings.excludedUntil.toISOString() },
        field,
      );
    }
    if (settings?.timeoutUntil && settings.timeoutUntil > at) {
      throw refusal(
        ErrorCode.playerTimedOut,
        'the member is taking a time-out',
        { until: settings.timeoutUntil.toISOString() },
        field,
      );
    }
  }

  return {
    async settings(merchant: MerchantRow, member: MemberRow): Promise<ProtectionSettings> {
      refuseTrial(member, 'has no limits');
      return view(merchant, member.id);
    },

    async setLimit(
      merchant: MerchantRow,
      member: MemberRow,
      body: SetLimitRequest,
    ): Promise<ProtectionSettings> {
      refuseTrial(member, 'has no limits');
      const wanted = body.amount === null ? null : amountMinor(body.amount, merchant);
      await db.transaction(async (tx) => {
        const q = protectionQueries(tx);
        await q.lock(member.id);
        const at = now();
        const rows = await q.limits(member.id, body.kind);
        const next = changeLimit(stateOf(rows, body.kind, body.period), wanted, at);
        await q.saveLimit({ memberId: member.id, kind: body.kind, period: body.period, ...next });
      });
      return view(merchant, member.id);
    },

    async setRealityCheck(merchant: MerchantRow, member: MemberRow, minutes: number | null) {
      refuseTrial(member, 'has no limits');
      await db.transaction(async (tx) => {
        const q = protectionQueries(tx);
        await q.lock(member.id);
        await q.updateSettings(member.id, { realityCheckMinutes: minutes });
      });
      return view(merchant, member.id);
    },

    /** A time-out of `days` from now; one in force is only ever lengthened. */
    async startTimeout(merchant: MerchantRow, member: MemberRow, days: number) {
      refuseTrial(member, 'has no limits');
      await db.transaction(async (tx) => {
        const q = protectionQueries(tx);
        const row = await q.lock(member.id);
        const until = new Date(now().getTime() + days * DAY_MS);
        if (row.timeoutUntil && row.timeoutUntil > until) {
          throw AppError.rule(ErrorCode.protectionCannotShorten, 'a time-out cannot be shortened', {
            days: 'PROTECTION_CANNOT_SHORTEN',
          });
        }
        await q.updateSettings(member.id, { timeoutUntil: until });
      });
      return view(merchant, member.id);
    },

    /** Self-exclusion for `months`: every session ends and login is refused until the end. */
    async selfExclude(merchant: MerchantRow, member: MemberRow, months: number) {
      refuseTrial(member, 'has no limits');
      await db.transaction(async (tx) => {
        const q = protectionQueries(tx);
        const row = await q.lock(member.id);
        const until = addMonths(now(), months);
        if (row.excludedUntil && row.excludedUntil > until) {
          throw AppError.rule(ErrorCode.protectionCannotShorten, 'a self-exclusion cannot be shortened', {
            months: 'PROTECTION_CANNOT_SHORTEN',
          });
        }
        await q.updateSettings(member.id, { excludedUntil: until });
      });
      const answer = await view(merchant, member.id);
      await deps.revokeSessions(merchant, member.id);
      return answer;
    },

    async playSummary(merchant: MerchantRow, member: MemberRow, since: string): Promise<PlaySummary> {
      const from = new Date(since);
      const play = await repo.playSince(member.id, from);
      return {
        since: from.toISOString(),
        rounds: play.rounds,
        bet: money(play.bet, merchant),
        win: money(play.win, merchant),
        net: money(play.win - play.bet, merchant),
      };
    },

    /**
     * Run on the deposit's transaction before its order is written: takes the member's lock (held
     * to the commit, so the next deposit counts this one), refuses during a time-out or exclusion,
     * and refuses an amount that would pass a deposit limit in force.
     */
    async checkDeposit(tx: Db, merchant: MerchantRow, memberId: number, minor: bigint): Promise<void> {
      const q = protectionQueries(tx);
      const settings = await q.lock(memberId);
      const at = now();
      refuseBreak(settings, at, 'amount');
      const rows = await q.limits(memberId, 'deposit');
      if (rows.every((r) => inForce(r, at) === null)) return;
      const passed = firstPassed(rows, 'deposit', await q.depositSums(memberId, at), minor, at);
      if (passed) {
        throw refusal(
          ErrorCode.depositLimitExceeded,
          `the deposit would pass the member's ${passed.period} deposit limit`,
          { period: passed.period, remaining: money(passed.room, merchant) },
          'amount',
        );
      }
    },

    /** A launch: no play during a break, no real-money play with a loss limit reached. */
    async checkLaunch(memberId: number, realMoney: boolean): Promise<void> {
      const at = now();
      refuseBreak(await repo.settings(memberId), at);
      if (realMoney) await refuseLossReached(repo, memberId, at);
    },

    /**
     * A vendor's bet (seamless debit) for the member of `account`, run by `place` once allowed. A
     * member with a loss limit in force has the check and the bet in one transaction behind the
     * member's protection lock (the one deposits take), so bets arriving together are counted one
     * after the other and play stops within one bet of the limit. Without a loss limit the bet
     * runs on its own, as cheap as before (`place(null)`).
     */
    async guardBet<T>(merchantId: number, account: string, place: (tx: Db | null) => Promise<T>): Promise<T> {
      const standing = await repo.betStanding(merchantId, account);
      if (standing === undefined) return place(null); // the seamless call answers the unknown member
      const { memberId } = standing;
      const at = now();
      refuseBreak(standing.settings, at);
      if (standing.lossLimits.every((r) => inForce(r, at) === null)) return place(null);
      return db.transaction(async (tx) => {
        const q = protectionQueries(tx);
        await q.lock(memberId);
        await refuseLossReached(q, memberId, now());
        return place(tx);
      });
    },

    /** A time-out or self-exclusion in force now: nothing but security news is pushed then (push). */
    async onBreak(memberId: number): Promise<boolean> {
      const settings = await repo.settings(memberId);
      const at = now();
      return (
        (settings?.excludedUntil != null && settings.excludedUntil > at) ||
        (settings?.timeoutUntil != null && settings.timeoutUntil > at)
      );
    },

    /** A login of a self-excluded member is refused until the exclusion ends. */
    async checkLogin(memberId: number): Promise<void> {
      const settings = await repo.settings(memberId);
      const at = now();
      if (settings?.excludedUntil && settings.excludedUntil > at) {
        throw refusal(ErrorCode.selfExcluded, 'the member is self-excluded', {
          until: settings.excludedUntil.toISOString(),
        });
      }
    },
  };

  async function refuseLossReached(q: ProtectionQueries, memberId: number, at: Date) {
    const rows = await q.limits(memberId, 'loss');
    if (rows.every((r) => inForce(r, at) === null)) return;
    const passed = firstPassed(rows, 'loss', await q.lossSums(memberId, at), 0n, at);
    if (passed) {
      throw refusal(ErrorCode.lossLimitReached, `the member's ${passed.period} loss limit is reached`, {
        period: passed.period,
      });
    }
  }
}
export type ProtectionService = ReturnType<typeof createProtectionService>;
