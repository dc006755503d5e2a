import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { NoticeSchema } from './content.js';
import { DayRangeShape, DaySchema, MAX_RECORD_RANGE_DAYS, withRange } from './dates.js';
import { PageQuerySchema, TransactionTypeSchema, pageOf } from './wallet.js';

/**
 * The agent area: the agent centre's team, downline accounts, reports and the live team
 * feed. The real platform's agent payloads are not published, so this file decides them
 * (upstream-contract.md: "this project decides"). Every agent endpoint is `member` auth and answers
 * AGENT_ONLY to a member whose type is not an agent's (AGENT_TYPES in accounts.ts); every one that names a member answers
 * NOT_IN_DOWNLINE for a member that is not the caller's descendant, whether or not it exists (no
 * oracle). Amounts are decimal strings in major units on the wire, bigint minor units upstream.
 *
 * Sign of profit and loss: `profitLoss` is the TEAM's result, payouts + bonuses + rebates - bets
 * (negative when the team lost money to the house), the way the member's own P&L reads. The agent
 * centre shows it from the agent's side, as the team's net loss (its negation, the dividend's base).
 */

/** An account name in a query or body (the platform's username rule, loosely: the server decides). */
export const AccountNameSchema = z.string().trim().min(1).max(64);

/** A report range: brand-zone days, start <= end, at most MAX_RECORD_RANGE_DAYS inclusive (the
 * date rule of dates.ts: RECORD_RANGE_INVALID naming the field otherwise). */
export const AgentRangeQuerySchema = withRange(z.object(DayRangeShape));
export type AgentRangeQuery = z.infer<typeof AgentRangeQuerySchema>;
export const MAX_AGENT_RANGE_DAYS = MAX_RECORD_RANGE_DAYS;

/** The range presets of the centre's pickers (the web turns them into days in the brand's zone). */
export const AGENT_RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'last7',
  'last30',
  'custom',
] as const;
export type AgentRangePreset = (typeof AGENT_RANGE_PRESETS)[number];

/** Largest page the agent lists answer (a larger pageSize is refused at the boundary). */
export const AGENT_MAX_PAGE_SIZE = 100;
export const AgentPageQuerySchema = PageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(AGENT_MAX_PAGE_SIZE).default(20),
});

// ---------------------------------------------------------------- team overview

/** Counters of the team (every level below the agent, the agent itself excluded) over a range. */
export const TeamStatsSchema = z.object({
  /** Members registered before the range's end: direct downlines and all levels. */
  teamSizeDirect: z.number().int(),
  teamSizeAll: z.number().int(),
  /** Registered within the range. */
  newMembers: z.number().int(),
  /** Placed at least one bet within the range. */
  activeMembers: z.number().int(),
  /** Made their first ever deposit within the range, and the sum of those deposits. */
  firstDeposits: z.number().int(),
  firstDepositAmount: MoneySchema,
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  validBets: MoneySchema,
  profitLoss: MoneySchema,
});
export type TeamStats = z.infer<typeof TeamStatsSchema>;

export const TeamDaySchema = z.object({
  day: DaySchema,
  deposits: MoneySchema,
  validBets: MoneySchema,
  profitLoss: MoneySchema,
});

/** `GET /wps/relay/AGENT_teamOverview?startDate&endDate`: the range, the previous range of equal
 * length that ends the day before it, both ranges' counters, and the range by day (every day
 * present, zeros included, oldest first). */
export const TeamOverviewSchema = z.object({
  range: AgentRangeQuerySchema,
  previousRange: AgentRangeQuerySchema,
  current: TeamStatsSchema,
  previous: TeamStatsSchema,
  days: z.array(TeamDaySchema),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

// ---------------------------------------------------------------- team management

/**
 * A downline member's standing as the agent centre shows it. Two locks, two facts: `locked` is the
 * upline agents' (team management locks and unlocks it), `suspended` the operator's (the admin API;
 * no agent can lift it, and it shows whatever the agents' lock is). Either refuses the login.
 */
export const DownlineStatusSchema = z.enum(['active', 'locked', 'suspended']);
export type DownlineStatus = z.infer<typeof DownlineStatusSchema>;
export const DownlineKindSchema = z.enum(['player', 'agent']);
export type DownlineKind = z.infer<typeof DownlineKindSchema>;

/** `GET /wps/relay/AGENT_team`: the downline, paged, newest registration first. `scope` direct =
 * children only, all = every level. `parentAccount` lists that descendant's direct downline instead
 * (it must be in the caller's downline). Last-login range filters by brand-zone day. */
export const TeamQuerySchema = withRange(
  AgentPageQuerySchema.extend({
    scope: z.enum(['direct', 'all']).default('direct'),
    parentAccount: AccountNameSchema.optional(),
    /** Exact account, or a prefix of it (case-insensitive). */
    account: z.string().trim().max(64).optional(),
    kind: DownlineKindSchema.optional(),
    /** Depth below the caller: 1 = direct. */
    level: z.coerce.number().int().min(1).max(64).optional(),
    status: DownlineStatusSchema.optional(),
    lastLoginFrom: DaySchema.optional(),
    lastLoginTo: DaySchema.optional(),
  }),
  { start: 'lastLoginFrom', end: 'lastLoginTo' },
);
export type TeamQuery = z.infer<typeof TeamQuerySchema>;

export const DownlineMemberSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  kind: DownlineKindSchema,
  memberType: z.number().int(),
  /** Depth below the caller: 1 = direct. */
  level: z.number().int(),
  uplineAccount: z.string(),
  status: DownlineStatusSchema,
  /** The upline agents' lock, whatever the operator's: what team management's lock switch shows. */
  agentLocked: z.boolean(),
  /** Main wallet plus vendor wallets. */
  balance: MoneySchema,
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Lifetime sums. */
  deposits: MoneySchema,
  validBets: MoneySchema,
  /** How many direct downlines it has (so the row can offer "see its downline"). */
  directCount: z.number().int(),
});
export type DownlineMember = z.infer<typeof DownlineMemberSchema>;
export const TeamPageSchema = pageOf(DownlineMemberSchema);
export type TeamPage = z.infer<typeof TeamPageSchema>;

/** `POST /wps/relay/AGENT_memberLock`: lock or unlock a descendant's login, the agents' lock only.
 * Locking ends its sessions everywhere (the session.revoked event). Idempotent: locking a locked
 * member answers its state. An unlock leaves the operator's suspension in place: the answer then
 * says `suspended` (the member still cannot log in). */
export const AgentLockRequestSchema = z.object({ account: AccountNameSchema, locked: z.boolean() });
export const AgentLockSchema = z.object({
  account: z.string(),
  status: DownlineStatusSchema,
  agentLocked: z.boolean(),
});
export type AgentLock = z.infer<typeof AgentLockSchema>;

// ---------------------------------------------------------------- open account (register centre)

/** `POST /wps/relay/AGENT_register` (encrypted): the agent registers a direct downline, a player or
 * a sub-agent, under the same server rules as self-registration (register rules, username and
 * password patterns, uniqueness). The new member gets no session. */
export const DownlineRegisterRequestSchema = z.object({
  kind: DownlineKindSchema,
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: z.string().max(5).optional(),
});
export type DownlineRegisterRequest = z.infer<typeof DownlineRegisterRequestSchema>;
export const DownlineRegisterSchema = z.object({
  account: z.string(),
  kind: DownlineKindSchema,
  /** Set for a sub-agent: its own affiliate code. */
  affiliateCode: z.string().nullable(),
  registeredAt: z.string(),
});

/** An invitation link: registering with its `code` as the affiliate code places the new member
 * directly under the agent, as a player or a sub-agent per `kind`. */
export const InviteLinkSchema = z.object({
  id: z.number().int(),
  kind: DownlineKindSchema,
  code: z.string(),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type InviteLink = z.infer<typeof InviteLinkSchema>;
/** `GET /wps/relay/AGENT_inviteLinks`: the agent's own affiliate code and its links, newest first. */
export const InviteLinksSchema = z.object({ affiliateCode: z.string(), links: z.array(InviteLinkSchema) });
/** `POST /wps/relay/AGENT_inviteLinks` (at most MAX_INVITE_LINKS per agent: INVITE_LINK_LIMIT). */
export const InviteLinkCreateSchema = z.object({ kind: DownlineKindSchema });
export const MAX_INVITE_LINKS = 20;

// ---------------------------------------------------------------- reports

export const TEAM_BET_GROUPS = ['member', 'category', 'vendor'] as const;
/** `GET /wps/relay/AGENT_teamBets`: the downline's bets over a range grouped by member, game
 * category or vendor, optionally narrowed to one member, category or vendor. Per category or vendor:
 * the groups with bets, by bets desc. Per member: every member of the team (all levels), newest
 * member first, zeros for one with no bets in the range, `totalCount` the team's size (a page costs
 * its own members, whatever the team's size; ranking 100,000 members by an amount would not). The
 * totals are the whole team's (or the named member's) over the range. */
export const TeamBetsQuerySchema = withRange(
  AgentPageQuerySchema.extend({
    ...DayRangeShape,
    groupBy: z.enum(TEAM_BET_GROUPS).default('member'),
    account: AccountNameSchema.optional(),
    category: z.string().trim().max(16).optional(),
    vendor: z.string().trim().max(32).optional(),
  }),
);
export type TeamBetsQuery = z.infer<typeof TeamBetsQuerySchema>;
export const BetSumsSchema = z.object({
  /** Settled rounds only (as validBets); `bets` also holds the stake of rounds still open. */
  betCount: z.number().int(),
  bets: MoneySchema,
  validBets: MoneySchema,
  payouts: MoneySchema,
  profitLoss: MoneySchema,
});
export const TeamBetRowSchema = BetSumsSchema.extend({ key: z.string(), label: z.string() });
export const TeamBetsSchema = pageOf(TeamBetRowSchema).extend({ totals: BetSumsSchema });
export type TeamBets = z.infer<typeof TeamBetsSchema>;

/** `GET /wps/relay/AGENT_downlineProfitLoss`: per member (each descendant's own figures; every
 * member of the team, newest member first, zeros included, as teamBets by member) or per level
 * below the caller (levels with figures, nearest first), over a range, with the whole team's totals. */
export const DownlineProfitLossQuerySchema = withRange(
  AgentPageQuerySchema.extend({
    ...DayRangeShape,
    groupBy: z.enum(['member', 'level']).default('member'),
    account: AccountNameSchema.optional(),
  }),
);
export type DownlineProfitLossQuery = z.infer<typeof DownlineProfitLossQuerySchema>;
export const ProfitLossSumsSchema = z.object({
  bets: MoneySchema,
  validBets: MoneySchema,
  payouts: MoneySchema,
  bonuses: MoneySchema,
  rebates: MoneySchema,
  profitLoss: MoneySchema,
});
export const DownlineProfitLossRowSchema = ProfitLossSumsSchema.extend({
  /** The account, or the level as a number string. */
  key: z.string(),
  level: z.number().int().nullable(),
});
export const DownlineProfitLossSchema = pageOf(DownlineProfitLossRowSchema).extend({
  totals: ProfitLossSumsSchema,
});
export type DownlineProfitLoss = z.infer<typeof DownlineProfitLossSchema>;

export const INCOME_SOURCES = ['commission', 'dividend', 'salary', 'transfersIn', 'transfersOut'] as const;
/** `GET /wps/relay/AGENT_income`: the agent's own income from its ledger, per day, week or month
 * of the range (oldest first), by source; `transfersOut` is negative. */
export const IncomeQuerySchema = withRange(
  z.object({
    ...DayRangeShape,
    period: z.enum(['day', 'week', 'month']).default('day'),
  }),
);
export const IncomeSumsSchema = z.object({
  commission: MoneySchema,
  dividend: MoneySchema,
  salary: MoneySchema,
  transfersIn: MoneySchema,
  transfersOut: MoneySchema,
  total: MoneySchema,
});
export const IncomeRowSchema = IncomeSumsSchema.extend({ period: z.string() });
export const IncomeSchema = z.object({ rows: z.array(IncomeRowSchema), totals: IncomeSumsSchema });
export type Income = z.infer<typeof IncomeSchema>;

/** `GET /wps/relay/AGENT_downlineTransactions`: the ledger movements of descendants' main wallets,
 * newest first, filterable by member and type. */
export const DownlineTransactionsQuerySchema = withRange(
  AgentPageQuerySchema.extend({
    ...DayRangeShape,
    account: AccountNameSchema.optional(),
    type: TransactionTypeSchema.optional(),
  }),
);
export type DownlineTransactionsQuery = z.infer<typeof DownlineTransactionsQuerySchema>;
export const DownlineTransactionSchema = z.object({
  id: z.string(),
  account: z.string(),
  time: z.string(),
  type: TransactionTypeSchema,
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  reference: z.string(),
});
export const DownlineTransactionsSchema = pageOf(DownlineTransactionSchema);

// ---------------------------------------------------------------- announcement

/** `GET /wps/relay/AGENT_notices`: notices whose audience is agents, newest first. */
export const AgentNoticesSchema = z.array(NoticeSchema);

// ---------------------------------------------------------------- join (become an agent)

export const JOIN_MARKETS = ['VN', 'TH', 'PH', 'ID', 'MY', 'BR', 'IN', 'OTHER'] as const;
/** `POST /wps/agent/join` (token optional): a visitor or player applies to become an agent. One
 * pending application per member or per contact (JOIN_PENDING). */
export const JoinApplicationRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    mobileNum: z.string().trim().max(32).optional(),
    email: z.string().trim().max(254).optional(),
    telegram: z.string().trim().max(64).optional(),
    market: z.enum(JOIN_MARKETS),
    experience: z.string().trim().max(1000).default(''),
  })
  .refine((r) => !!(r.mobileNum || r.email || r.telegram), {
    message: 'join_contact_required',
    path: ['mobileNum'],
  });
export type JoinApplicationRequest = z.infer<typeof JoinApplicationRequestSchema>;
export const JoinStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const JoinApplicationSchema = z.object({
  id: z.number().int(),
  status: JoinStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
/** `GET /wps/agent/join` (token): the member's latest application, if any. */
export const JoinApplicationStatusSchema = JoinApplicationSchema.nullable();
/** Operator: `POST /admin/agent-applications/:id` approve or reject; an approved member becomes an
 * agent (type 1) with an affiliate code. */
export const AdminJoinDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });

/** `GET /wps/relay/AGENT_affiliate`: the caller's affiliate code (agents only). */
export const AffiliateSchema = z.object({ affiliateCode: z.string() });

// ---------------------------------------------------------------- live team feed

export { TEAM_EVENT_KINDS, TeamEventSchema, type TeamEvent } from './team-event.js';
