import {
  ErrorCode,
  fromMinor,
  isAgentType,
  MAX_INVITE_LINKS,
  TRIAL_TYPE,
  type DownlineProfitLoss,
  type DownlineProfitLossQuery,
  type DownlineRegisterRequest,
  type DownlineTransactionsQuery,
  type Income,
  type InviteLink,
  type Notice,
  type TeamBets,
  type TeamBetsQuery,
  type TeamEvent,
  type TeamOverview,
  type TeamPage,
  type TeamQuery,
  type TeamStats,
  type TransactionType,
} from '@portal/contracts';
import { checkRange } from '../../lib/day-range.js';
import { AppError } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/time.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { Caller } from '../accounts/accounts.common.js';
import { newAffiliateCode, type DownlinePlacement } from '../accounts/registration.service.js';
import { localized } from '../content/content.service.js';
import type { Db } from '../../db/client.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AgentRepository, DaySums, RangeDays } from './agent.repository.js';

export interface AgentDeps {
  repo: AgentRepository;
  /** Self-registration's code path (accounts), with the agent's placement. */
  registerDownline(
    merchant: MerchantRow,
    body: DownlineRegisterRequest,
    caller: Caller,
    placement: DownlinePlacement,
  ): Promise<MemberRow>;
  /** Revokes every token of a member and tells the gateways (session.revoked). */
  revokeSessions(merchant: MerchantRow, memberId: number): Promise<void>;
  /** Publishes a team.event to the named agents (the event bus). */
  publishTeamEvent(merchant: MerchantRow, agentIds: number[], event: TeamEvent): void;
  /** In the move's transaction, after a member changed upline: its contracts as a downline end
   * (agent contracts, ADR 0009 "Lifecycle"). */
  uplineMoved?(tx: Db, merchant: MerchantRow, memberId: number): Promise<void>;
}

const DAY_MS = 86_400_000;

/** The field names the member the way the request did (`account`, `parentAccount`). */
export const notInDownline = (field = 'account') =>
  AppError.rule(ErrorCode.notInDownline, 'no such member in your downline', { [field]: 'NOT_IN_DOWNLINE' });

/** The caller as an agent: trial accounts and players are refused before anything is read. */
export function requireAgent(member: MemberRow): MemberRow {
  if (member.type === TRIAL_TYPE) throw AppError.rule(ErrorCode.trialAccount, 'a trial account has no team');
  if (!isAgentType(member.type)) throw AppError.rule(ErrorCode.agentOnly, 'only agents can do this');
  return member;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The range of equal length that ends the day before `r` starts. */
export function previousRange(r: RangeDays): RangeDays {
  const length = (timeOf(r.end) - timeOf(r.start)) / DAY_MS + 1;
  return { start: dayOf(timeOf(r.start) - length * DAY_MS), end: dayOf(timeOf(r.start) - DAY_MS) };
}

const inviteCode = () => `L${newAffiliateCode()}`;

export function createAgentService(deps: AgentDeps) {
  const { repo } = deps;

  function range(q: { startDate: string; endDate: string }): RangeDays {
    checkRange(q.startDate, q.endDate);
    return { start: q.startDate, end: q.endDate };
  }

  /** A descendant of the agent named by account; NOT_IN_DOWNLINE for anyone else. */
  async function descendant(merchant: MerchantRow, agent: MemberRow, account: string, field = 'account') {
    const found = await repo.findDescendant(agent.id, merchant.id, account);
    if (!found) throw notInDownline(field);
    return found;
  }

  const money = (merchant: MerchantRow, minor: bigint) => fromMinor(minor, merchant.currencyDecimals);

  async function stats(merchant: MerchantRow, agentId: number, r: RangeDays): Promise<TeamStats> {
    const [sums, size, active] = await Promise.all([
      repo.teamSums(agentId, r),
      repo.teamSizeAt(agentId, r.end),
      repo.activeMembers(agentId, r),
    ]);
    const m = (minor: bigint) => money(merchant, minor);
    return {
      teamSizeDirect: size.direct,
      teamSizeAll: size.all,
      newMembers: sums.newMembers,
      activeMembers: active,
      firstDeposits: sums.firstDeposits,
      firstDepositAmount: m(sums.firstDepositAmount),
      deposits: m(sums.deposits),
      withdrawals: m(sums.withdrawals),
      validBets: m(sums.validBets),
      profitLoss: m(profitLossOf(sums)),
    };
  }

  /** The team's result: payouts + bonuses + rebates - valid bets (agent.ts). */
  const profitLossOf = (s: DaySums) => s.payouts + s.bonuses + s.rebates - s.validBets;

  const betSums = (merchant: MerchantRow, s: DaySums) => ({
    betCount: s.betCount,
    bets: money(merchant, s.bets),
    validBets: money(merchant, s.validBets),
    payouts: money(merchant, s.payouts),
    profitLoss: money(merchant, s.payouts - s.validBets),
  });

  const plSums = (merchant: MerchantRow, s: DaySums) => ({
    bets: money(merchant, s.bets),
    validBets: money(merchant, s.validBets),
    payouts: money(merchant, s.payouts),
    bonuses: money(merchant, s.bonuses),
    rebates: money(merchant, s.rebates),
    profitLoss: money(merchant, profitLossOf(s)),
  });

  const page = <T>(list: T[], totalCount: number, pageNo: number, pageSize: number) => ({
    list,
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  });

  return {
    async notices(merchant: MerchantRow, member: MemberRow, language: string): Promise<Notice[]> {
      requireAgent(member);
      return (await repo.agentNotices(merchant.id, new Date())).map((n) => ({
        id: n.id,
        type: n.type as Notice['type'],
        ...localized(n, language),
        startDateStr: formatDateTime(n.startAt, merchant.timeZone),
      }));
    },

    async teamOverview(
      merchant: MerchantRow,
      member: MemberRow,
      q: { startDate: string; endDate: string },
    ): Promise<TeamOverview> {
      const agent = requireAgent(member);
      const current = range(q);
      const previous = previousRange(current);
      const [now, before, days] = await Promise.all([
        stats(merchant, agent.id, current),
        stats(merchant, agent.id, previous),
        repo.teamDays(agent.id, current),
      ]);
      return {
        range: { startDate: current.start, endDate: current.end },
        previousRange: { startDate: previous.start, endDate: previous.end },
        current: now,
        previous: before,
        days: days.map((d) => ({
          day: d.day,
          deposits: money(merchant, d.deposits),
          validBets: money(merchant, d.validBets),
          profitLoss: money(merchant, profitLossOf(d)),
        })),
      };
    },

    async team(merchant: MerchantRow, member: MemberRow, q: TeamQuery): Promise<TeamPage> {
      const agent = requireAgent(member);
      const base = q.parentAccount
        ? await descendant(merchant, agent, q.parentAccount, 'parentAccount')
        : undefined;
      const { total, rows } = await repo.team(agent.id, {
        baseId: base?.id ?? agent.id,
        baseDepth: base?.depth ?? 0,
        scope: base ? 'direct' : q.scope,
        account: q.account,
        kind: q.kind,
        level: q.level,
        status: q.status,
        lastLoginFrom: q.lastLoginFrom,
        lastLoginTo: q.lastLoginTo,
        timeZone: merchant.timeZone,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return page(
        rows.map((r) => ({
          account: r.account,
          nickname: r.nickname,
          kind: isAgentType(r.type) ? ('agent' as const) : ('player' as const),
          memberType: r.type,
          level: r.level,
          uplineAccount: r.uplineAccount,
          status: r.status === 'active' ? ('active' as const) : ('locked' as const),
          balance: money(merchant, r.balance),
          registeredAt: r.registeredAt.toISOString(),
          lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
          deposits: money(merchant, r.deposits),
          validBets: money(merchant, r.validBets),
          directCount: r.directCount,
        })),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    /** Locks (ending its sessions everywhere) or unlocks a descendant's login. */
    async memberLock(merchant: MerchantRow, member: MemberRow, body: { account: string; locked: boolean }) {
      const agent = requireAgent(member);
      const target = await descendant(merchant, agent, body.account);
      const wanted = body.locked ? 'disabled' : 'active';
      if ((await repo.statusOf(target.id)) !== wanted) {
        await repo.setStatus(target.id, wanted);
        if (body.locked) await deps.revokeSessions(merchant, target.id);
      }
      return { account: target.account, status: body.locked ? ('locked' as const) : ('active' as const) };
    },

    /**
     * The operator moves a member, with its whole team, under another agent (or to the top with
     * null). Refused: an unknown member or upline, an upline that is not an agent, and an upline in
     * the member's own team (a loop). Team reports follow the move from its day on.
     */
    async moveUpline(merchant: MerchantRow, account: string, uplineAccount: string | null) {
      const target = await repo.memberWithType(merchant.id, account);
      if (!target) throw AppError.badRequest('no such member', { account: 'NOT_FOUND' });
      let uplineId: number | null = null;
      if (uplineAccount !== null) {
        const upline = await repo.memberWithType(merchant.id, uplineAccount);
        if (!upline) throw AppError.badRequest('no such upline', { upline: 'NOT_FOUND' });
        if (!isAgentType(upline.type))
          throw AppError.badRequest('the upline is not an agent', { upline: 'NOT_AGENT' });
        uplineId = upline.id;
      }
      const moved = await repo.moveUpline(merchant.id, target.id, uplineId, (tx) =>
        deps.uplineMoved ? deps.uplineMoved(tx, merchant, target.id) : Promise.resolve(),
      );
      if (moved === 'cycle') {
        throw AppError.badRequest('the upline is in the member’s own team', { upline: 'IN_OWN_TEAM' });
      }
      return { account: account.trim().toLowerCase(), upline: uplineAccount?.trim().toLowerCase() ?? null };
    },

    async register(merchant: MerchantRow, member: MemberRow, body: DownlineRegisterRequest, caller: Caller) {
      const agent = requireAgent(member);
      const created = await deps.registerDownline(merchant, body, caller, {
        uplineId: agent.id,
        kind: body.kind,
      });
      return {
        account: created.account,
        kind: body.kind,
        affiliateCode: created.affiliateCode,
        registeredAt: created.createdAt.toISOString(),
      };
    },

    async affiliateCode(member: MemberRow): Promise<string> {
      const agent = requireAgent(member);
      return agent.affiliateCode ?? (await repo.ensureAffiliateCode(agent.id, newAffiliateCode()));
    },

    async inviteLinks(member: MemberRow) {
      const agent = requireAgent(member);
      const affiliateCode =
        agent.affiliateCode ?? (await repo.ensureAffiliateCode(agent.id, newAffiliateCode()));
      const links = await repo.listLinks(agent.id);
      return { affiliateCode, links: links.map(linkView) };
    },

    async createInviteLink(
      merchant: MerchantRow,
      member: MemberRow,
      kind: 'player' | 'agent',
    ): Promise<InviteLink> {
      const agent = requireAgent(member);
      const row = await repo.createLink(merchant.id, agent.id, kind, inviteCode(), MAX_INVITE_LINKS);
      if (!row) {
        throw AppError.rule(ErrorCode.inviteLinkLimit, `at most ${MAX_INVITE_LINKS} invitation links`);
      }
      return linkView(row);
    },

    async teamBets(merchant: MerchantRow, member: MemberRow, q: TeamBetsQuery): Promise<TeamBets> {
      const agent = requireAgent(member);
      const r = range(q);
      const target = q.account ? await descendant(merchant, agent, q.account) : undefined;
      const result = await repo.teamBets(agent.id, r, {
        groupBy: q.groupBy,
        memberId: target?.id,
        category: q.category,
        vendor: q.vendor,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      const names =
        q.groupBy === 'vendor' ? await repo.vendorNames(result.rows.map((x) => x.key)) : new Map();
      return {
        ...page(
          result.rows.map((x) => ({
            key: x.key,
            label: (names.get(x.key) as string | undefined) ?? x.key,
            ...betSums(merchant, x),
          })),
          result.total,
          q.pageNo,
          q.pageSize,
        ),
        totals: betSums(merchant, result.totals),
      };
    },

    async downlineProfitLoss(
      merchant: MerchantRow,
      member: MemberRow,
      q: DownlineProfitLossQuery,
    ): Promise<DownlineProfitLoss> {
      const agent = requireAgent(member);
      const r = range(q);
      const target = q.account ? await descendant(merchant, agent, q.account) : undefined;
      const result = await repo.profitLoss(agent.id, r, {
        groupBy: q.groupBy,
        memberId: target?.id,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return {
        ...page(
          result.rows.map((x) => ({ key: x.key, level: x.level, ...plSums(merchant, x) })),
          result.total,
          q.pageNo,
          q.pageSize,
        ),
        totals: plSums(merchant, result.totals),
      };
    },

    async income(
      merchant: MerchantRow,
      member: MemberRow,
      q: { startDate: string; endDate: string; period: 'day' | 'week' | 'month' },
    ): Promise<Income> {
      const agent = requireAgent(member);
      const r = range(q);
      const rows = await repo.income(agent.id, merchant.id, r, q.period, merchant.timeZone);
      const m = (minor: bigint) => money(merchant, minor);
      const view = (x: Omit<(typeof rows)[number], 'period'>) => ({
        commission: m(x.commission),
        dividend: m(x.dividend),
        salary: m(x.salary),
        transfersIn: m(x.transfersIn),
        transfersOut: m(x.transfersOut),
        total: m(x.commission + x.dividend + x.salary + x.transfersIn + x.transfersOut),
      });
      const totals = rows.reduce(
        (acc, x) => ({
          commission: acc.commission + x.commission,
          dividend: acc.dividend + x.dividend,
          salary: acc.salary + x.salary,
          transfersIn: acc.transfersIn + x.transfersIn,
          transfersOut: acc.transfersOut + x.transfersOut,
        }),
        { commission: 0n, dividend: 0n, salary: 0n, transfersIn: 0n, transfersOut: 0n },
      );
      return { rows: rows.map((x) => ({ period: x.period, ...view(x) })), totals: view(totals) };
    },

    async downlineTransactions(merchant: MerchantRow, member: MemberRow, q: DownlineTransactionsQuery) {
      const agent = requireAgent(member);
      const r = range(q);
      const target = q.account ? await descendant(merchant, agent, q.account) : undefined;
      const { total, rows } = await repo.transactions(
        agent.id,
        merchant.id,
        r,
        { memberId: target?.id, type: q.type, pageNo: q.pageNo, pageSize: q.pageSize },
        merchant.timeZone,
      );
      return page(
        rows.map((x) => ({
          id: x.id,
          account: x.account,
          time: x.time.toISOString(),
          type: x.type as TransactionType,
          amount: money(merchant, x.amount),
          balanceAfter: money(merchant, x.balanceAfter),
          reference: x.reference,
        })),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    /** Operator: who reads a notice (everyone, or agents in the centre's announcement page). */
    async setNoticeAudience(merchant: MerchantRow, id: number, audience: 'all' | 'agents') {
      const row = await repo.setNoticeAudience(merchant.id, id, audience);
      if (!row) throw AppError.notFound('no such notice');
      return row;
    },

    // ------------------------------------------------------------ the live team feed

    /** A member was registered: its agent ancestors hear of it. */
    async registered(merchant: MerchantRow, member: MemberRow): Promise<void> {
      if (member.uplineId === null) return;
      await publish(merchant, member.id, {
        kind: 'registration',
        account: member.account,
        amount: null,
        at: member.createdAt.toISOString(),
      });
    },

    /** A deposit was credited: when it was the member's first, its agent ancestors hear of it. */
    async deposited(merchant: MerchantRow, memberId: number, orderNo: string, amountMinor: bigint) {
      const account = await repo.firstDepositor(merchant.id, memberId, orderNo);
      if (account === null) return;
      await publish(merchant, memberId, {
        kind: 'firstDeposit',
        account,
        amount: money(merchant, amountMinor),
        at: new Date().toISOString(),
      });
    },

    async bigWin(merchant: MerchantRow, account: string, winMinor: bigint) {
      const found = await repo.memberByAccount(merchant.id, account);
      if (!found) return;
      await publish(merchant, found, {
        kind: 'bigWin',
        account,
        amount: money(merchant, winMinor),
        at: new Date().toISOString(),
      });
    },
  };

  async function publish(merchant: MerchantRow, memberId: number, event: TeamEvent) {
    const agentIds = await repo.agentAncestors(memberId);
    if (agentIds.length > 0) deps.publishTeamEvent(merchant, agentIds, event);
  }
}
export type AgentService = ReturnType<typeof createAgentService>;

function linkView(row: {
  id: number;
  kind: 'player' | 'agent';
  code: string;
  registrations: number;
  createdAt: Date;
}) {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    registrations: row.registrations,
    createdAt: row.createdAt.toISOString(),
  };
}
