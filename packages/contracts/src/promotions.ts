import { z } from 'zod';
import { textsSchema } from './localized.js';
import { MoneySchema } from './envelope.js';
import { FeedbackImageSchema } from './messages.js';
import { BrandDateTimeSchema, DayRangeShape, isBrandDateTime, withRange } from './dates.js';
import { AmountSchema, PageQuerySchema, RequestIdSchema, pageOf } from './wallet.js';

/**
 * The promotions area: promotions the operator runs, each member's state in each, the
 * raffle, the reward centre and the manual rebate. The real platform's payloads are not published,
 * so this file decides them (upstream-contract.md: "this project decides"). Money moves only through
 * the ledger, each movement idempotent by the client's `requestId`; amounts are decimal strings in
 * major units on the wire, bigint minor units upstream.
 */

// ---------------------------------------------------------------- kinds and states

/**
 * What a promotion does:
 * - `depositBonus`: the member's first deposit ever, if it reaches `minDeposit` (or with `reload`,
 *   the next qualifying deposit after joining) earns `percent`% of it up to `cap`; a member who has
 *   deposited is shown a first-deposit bonus as closed. The bonus raises the withdrawal turnover by
 *   bonus x multiplier.
 * - `application`: the member applies (comment and up to 3 images); the operator approves (a reward
 *   is issued to the reward centre) or rejects with a reason.
 * - `rebate`: a cashback of `percent`% of the net loss (or of valid bets, `basis`) over the period,
 *   claimable once the period has ended.
 * - `raffle`: draws earned by deposits or valid bets; each draw picks a prize from the stocked table.
 */
export const PROMOTION_KINDS = ['depositBonus', 'application', 'rebate', 'raffle'] as const;
export const PromotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKindSchema>;

/**
 * The spec's ten states of a member in a promotion (section 4). Transitions, enforced upstream:
 * - comingSoon -> (start) -> join, or closed if the member is not in the audience;
 * - join -(join)-> joined (depositBonus, rebate, raffle) | -(apply)-> applying (application);
 * - joined -(qualifying deposit / first valid bet of the period)-> inProgress;
 * - inProgress -(target met, or the rebate period ended with something earned)-> claim;
 * - claim -(claim)-> claimed; or -(operator or auto issue)-> issued (waiting in the reward centre)
 *   -(claim in the reward centre)-> claimed;
 * - applying -(operator approves)-> issued | -(operator rejects)-> rejected -(apply again, while
 *   open)-> applying;
 * - any state but claim, issued and claimed -> closed at the end (or when the stock runs out).
 */
export const PROMOTION_STATES = [
  'comingSoon',
  'join',
  'applying',
  'rejected',
  'claim',
  'issued',
  'claimed',
  'inProgress',
  'joined',
  'closed',
] as const;
export const PromotionStateSchema = z.enum(PROMOTION_STATES);
export type PromotionState = z.infer<typeof PromotionStateSchema>;

/**
 * Whether a promotion still offers the viewer something in this state (null: a visitor, whose
 * state is not known): everything but closed (ended, or not for this member: a first-deposit bonus
 * to a member who has deposited, a member outside the audience, no stock left) and claimed (done).
 * A banner or dialog that points at a promotion is shown only then, and only before its end.
 */
export function promotionInvites(state: PromotionState | null): boolean {
  return state !== 'closed' && state !== 'claimed';
}

/** Who may take part. */
export const PromotionAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  /** Registered within `days` before joining. */
  z.object({ type: z.literal('newMembers'), days: z.number().int().min(1).max(365) }),
  /** VIP ranks (clubLabel.rankLevel) from `min` to `max`. */
  z.object({
    type: z.literal('vipRanks'),
    min: z.number().int().min(0).max(20),
    max: z.number().int().min(0).max(20),
  }),
  /** The downline (all levels) of one agent. */
  z.object({ type: z.literal('agentDownline'), agentAccount: z.string().min(1).max(64) }),
]);
export type PromotionAudience = z.infer<typeof PromotionAudienceSchema>;

export const PROMOTION_CATEGORIES = [
  'all',
  'newMember',
  'deposit',
  'rebate',
  'daily',
  'vip',
  'event',
] as const;
export const PromotionCategorySchema = z.enum(PROMOTION_CATEGORIES);

// ---------------------------------------------------------------- the player's view

/** Progress towards what moves the member on (turnover, target deposits or valid bets). */
export const PromotionProgressSchema = z.object({
  done: MoneySchema,
  target: MoneySchema,
});

/** A promotion as a member (or a visitor: state null) sees it in the list. */
export const PromotionCardSchema = z.object({
  id: z.number().int(),
  kind: PromotionKindSchema,
  category: PromotionCategorySchema,
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string().nullable(),
  /** Brand-zone "YYYY-MM-DD HH:mm:ss". */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Null for a visitor (the action asks them to log in). */
  state: PromotionStateSchema.nullable(),
  /** What the member would get or has earned, when known. */
  reward: MoneySchema.nullable(),
});
export type PromotionCard = z.infer<typeof PromotionCardSchema>;

/** `GET /wps/relay/PROMO_list?category` (token optional), newest start first. */
export const PromotionListQuerySchema = z.object({ category: PromotionCategorySchema.default('all') });
export const PromotionListSchema = z.object({
  categories: z.array(PromotionCategorySchema),
  promotions: z.array(PromotionCardSchema),
});

export const RafflePrizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: MoneySchema,
  /** Left in stock; 0 = no longer drawable. */
  remaining: z.number().int(),
});

/** `GET /wps/relay/PROMO_detail?id` (token optional). */
export const PromotionDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const PromotionDetailSchema = PromotionCardSchema.extend({
  /** HTML, sanitised by the web as notices are. */
  body: z.string(),
  terms: z.string(),
  progress: PromotionProgressSchema.nullable(),
  /** depositBonus and rebate. */
  percent: z.number().nullable(),
  cap: MoneySchema.nullable(),
  minDeposit: MoneySchema.nullable(),
  turnoverMultiplier: z.number().int().nullable(),
  /** raffle: the prize table and the draws the member has left. */
  prizes: z.array(RafflePrizeSchema).nullable(),
  drawsLeft: z.number().int().nullable(),
  /** application: the member's last application, if any. */
  application: z
    .object({
      id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
      comment: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;

// ---------------------------------------------------------------- actions

/** `POST /wps/relay/PROMO_join`: join (state join -> joined). Idempotent: joining twice answers the state. */
export const PromotionJoinRequestSchema = z.object({ id: z.number().int().positive() });
/** `POST /wps/relay/PROMO_claim`: claim (state claim -> claimed), paying through the ledger once. */
export const PromotionClaimRequestSchema = z.object({
  id: z.number().int().positive(),
  requestId: RequestIdSchema,
});
/** The state after an action, and the money it moved (null when none). */
export const PromotionActionSchema = z.object({
  id: z.number().int(),
  state: PromotionStateSchema,
  amount: MoneySchema.nullable(),
});

/** Spec section 5: comment within 140 characters; png or jpg images, 5 MB each, at most 3. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_MAX_IMAGES = 3;
/** `POST /wps/relay/PROMO_apply`: an application (state join or rejected -> applying). The images are
 * judged by their bytes upstream (the feedback rules: feedback_image_type, feedback_image_size). */
export const PromotionApplyRequestSchema = z.object({
  id: z.number().int().positive(),
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX, 'application_comment_max'),
  images: z.array(FeedbackImageSchema).max(APPLICATION_MAX_IMAGES, 'feedback_images_max').default([]),
});

/** `POST /wps/promotion/raffle` (the spec's raffle call): one draw, decided upstream with an
 * auditable seed; the prize goes to the reward centre. Idempotent by requestId; never oversells. */
export const RaffleDrawRequestSchema = z.object({
  id: z.number().int().positive(),
  requestId: RequestIdSchema,
});
export const RaffleDrawSchema = z.object({
  drawId: z.string(),
  prize: RafflePrizeSchema.omit({ remaining: true }).nullable(),
  drawsLeft: z.number().int(),
  /** The draw's server seed hash and the client-visible nonce, to audit the pick afterwards. */
  seedHash: z.string(),
  nonce: z.number().int(),
});

// ---------------------------------------------------------------- reward centre

export const REWARD_SOURCES = ['promotion', 'raffle', 'rebate', 'mission', 'referral'] as const;
export const RewardSchema = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  amount: MoneySchema,
  /** Turnover the reward adds to the withdrawal requirement when claimed (amount x multiplier). */
  turnover: MoneySchema,
  issuedAt: z.string(),
  /** Null when it never expires. */
  expiresAt: z.string().nullable(),
  status: z.enum(['waiting', 'claimed', 'expired']),
  claimedAt: z.string().nullable(),
  promotionId: z.number().int().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;
/** `GET /wps/relay/REWARD_list?status=waiting|history&pageNo&pageSize` (token). */
export const RewardListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['waiting', 'history']).default('waiting'),
});
export const RewardPageSchema = pageOf(RewardSchema);
/** `POST /wps/relay/REWARD_claim`: one reward (`rewardId`) or every waiting one (`all`). */
export const RewardClaimRequestSchema = z
  .object({
    requestId: RequestIdSchema,
    rewardId: z.number().int().positive().optional(),
    all: z.boolean().optional(),
  })
  .refine((r) => (r.rewardId !== undefined) !== (r.all === true), {
    message: 'reward_claim_target',
    path: ['rewardId'],
  });
export const RewardClaimSchema = z.object({ claimed: z.array(RewardSchema), total: MoneySchema });

/** `GET /wps/relay/PROMO_unclaimed` (token): available promotions (state join or claim) and waiting
 * rewards, for the avatar's badge (with unread messages) and the reward centre's menu badge. */
export const UnclaimedCountSchema = z.object({ promotions: z.number().int(), rewards: z.number().int() });

// ---------------------------------------------------------------- manual rebate

export const RebateRateSchema = z.object({
  category: z.string(),
  vendor: z.string().nullable(),
  /** Percent of valid bets, e.g. "0.8". */
  rate: z.string(),
});
export const RebateAccruedSchema = z.object({
  category: z.string(),
  vendor: z.string(),
  validBets: MoneySchema,
  rate: z.string(),
  amount: MoneySchema,
});
/** `GET /wps/relay/REBATE_summary` (token): rates for the member's VIP rank, what accrued since the
 * last claim per category and vendor, and the last claim. */
export const RebateSummarySchema = z.object({
  rankLevel: z.number().int(),
  rates: z.array(RebateRateSchema),
  accrued: z.array(RebateAccruedSchema),
  total: MoneySchema,
  /** Smallest total a claim pays. */
  minClaim: MoneySchema,
  lastClaimAt: z.string().nullable(),
});
/** `POST /wps/relay/REBATE_claim`: pays the accrued total once through the ledger. */
export const RebateClaimRequestSchema = z.object({ requestId: RequestIdSchema });
export const RebateClaimSchema = z.object({
  claimId: z.string(),
  amount: MoneySchema,
  claimedAt: z.string(),
});
/** `GET /wps/relay/REBATE_history?startDate&endDate&pageNo&pageSize` (token). */
export const RebateHistoryQuerySchema = withRange(PageQuerySchema.extend(DayRangeShape));
export const RebateHistorySchema = pageOf(RebateClaimSchema.extend({ validBets: MoneySchema }));

// ---------------------------------------------------------------- operator

// Any language the portal offers (an unknown code is a field error at its path: `title.XX`).
const TranslatedTextSchema = textsSchema(z.string().max(100_000));
/** Operator: `POST /admin/promotions` (and `PUT /admin/promotions/:id`). Texts per language (EN
 * required) like the other content; amounts as decimal strings. */
export const AdminPromotionSchema = withRange(
  z.object({
    kind: PromotionKindSchema,
    category: PromotionCategorySchema,
    audience: PromotionAudienceSchema,
    title: TranslatedTextSchema,
    summary: TranslatedTextSchema,
    body: TranslatedTextSchema,
    terms: TranslatedTextSchema,
    bannerUrl: z.string().max(2048).nullable().default(null),
    startsAt: BrandDateTimeSchema,
    endsAt: BrandDateTimeSchema,
    percent: z.number().min(0).max(1000).nullable().default(null),
    cap: AmountSchema.nullable().default(null),
    minDeposit: AmountSchema.nullable().default(null),
    reload: z.boolean().default(false),
    turnoverMultiplier: z.number().int().min(0).max(50).default(1),
    rebateBasis: z.enum(['netLoss', 'validBets']).nullable().default(null),
    prizes: z
      .array(
        z.object({
          name: TranslatedTextSchema,
          amount: AmountSchema,
          stock: z.number().int().min(0),
          weight: z.number().int().min(1),
        }),
      )
      .nullable()
      .default(null),
    /** raffle: a draw per this much deposited or bet. */
    drawEvery: AmountSchema.nullable().default(null),
    drawBasis: z.enum(['deposits', 'validBets']).nullable().default(null),
  }),
  // A promotion may run for years: only the order is the date rule's.
  { start: 'startsAt', end: 'endsAt', maxDays: null, valid: isBrandDateTime },
);
/** Operator: `POST /admin/promotion-applications/:id` approve (with the reward) or reject (with a reason). */
export const AdminApplicationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    amount: AmountSchema,
    turnoverMultiplier: z.number().int().min(0).max(50).default(1),
  }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
]);
/** Operator: `PUT /admin/rebate-rates`: rates by VIP rank, category and (optionally) vendor. */
export const AdminRebateRatesSchema = z.object({
  minClaim: AmountSchema,
  rates: z.array(
    z.object({
      rankLevel: z.number().int().min(0).max(20),
      category: z.string().min(1).max(16),
      vendor: z.string().max(32).nullable(),
      rate: z.string().regex(/^\d{1,2}(\.\d{1,3})?$/),
    }),
  ),
});
