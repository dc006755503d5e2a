import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { PageQuerySchema, pageOf } from './wallet.js';

/**
 * Referral, "invite friends" (the member centre's `referral` page). The real platform's
 * referral payloads are not published, so this file decides them (upstream-contract.md).
 *
 * Every real member has a stable referral code; the link the member shares is the ordinary
 * registration with `?referralCode=<code>`, and whoever registers through it is the member's
 * friend. A friend moves from registered to deposited (first deposit made) to active (valid bets
 * reached the brand's threshold). When the friend's first deposit and valid bets both reach the
 * brand's thresholds, the referrer gets ONE reward in the reward centre (source `referral`), unless
 * the friend registered from a device or an IP the referrer has used: then the reward is refused
 * with that reason. Money stays a decimal string.
 */

/** A member's referral code: 8 letters and digits without look-alikes. */
export const ReferralCodeSchema = z.string().regex(/^[A-HJ-NP-Z2-9]{8}$/, 'referral_code_format');

/** The brand's terms (operator-set per brand). */
export const ReferralRulesSchema = z.object({
  /** False: friends are still listed, but no new reward is issued. */
  enabled: z.boolean(),
  /** The friend's first deposit must be at least this. */
  minFirstDeposit: MoneySchema,
  /** The friend's valid bets (settled stakes) must reach this; reaching it makes the friend active. */
  minValidBets: MoneySchema,
  /** The reward paid to the referrer per qualifying friend. */
  reward: MoneySchema,
  /** Turnover the reward raises, as a multiple of it. */
  turnoverMultiplier: z.number().int().min(0),
});
export type ReferralRules = z.infer<typeof ReferralRulesSchema>;

/** `GET /wps/relay/REF_info`: the member's code, the brand's terms and the member's totals. */
export const ReferralInfoSchema = z.object({
  code: ReferralCodeSchema,
  rules: ReferralRulesSchema,
  summary: z.object({
    invited: z.number().int().nonnegative(),
    deposited: z.number().int().nonnegative(),
    active: z.number().int().nonnegative(),
    rewarded: z.number().int().nonnegative(),
    /** The sum of the rewards issued for friends. */
    rewardTotal: MoneySchema,
  }),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

export const REFERRAL_FRIEND_STATUSES = ['registered', 'deposited', 'active'] as const;
export const ReferralFriendStatusSchema = z.enum(REFERRAL_FRIEND_STATUSES);
export type ReferralFriendStatus = z.infer<typeof ReferralFriendStatusSchema>;

/** pending: not qualified yet; rewarded: the reward row was issued; refused: never paid. */
export const REFERRAL_REWARD_STATES = ['pending', 'rewarded', 'refused'] as const;
export const ReferralRewardStateSchema = z.enum(REFERRAL_REWARD_STATES);
export type ReferralRewardState = z.infer<typeof ReferralRewardStateSchema>;

/** Why a friend's reward is refused (the abuse rule). */
export const REFERRAL_REFUSALS = ['same_device', 'same_ip'] as const;
export const ReferralRefusalSchema = z.enum(REFERRAL_REFUSALS);
export type ReferralRefusal = z.infer<typeof ReferralRefusalSchema>;

/** One invited friend. Times are `YYYY-MM-DD HH:mm:ss` in the brand's zone. */
export const ReferralFriendSchema = z.object({
  /** The friend's account, masked (`ab***yz`). */
  account: z.string(),
  status: ReferralFriendStatusSchema,
  registeredAt: z.string(),
  depositedAt: z.string().nullable(),
  activeAt: z.string().nullable(),
  firstDeposit: MoneySchema.nullable(),
  validBets: MoneySchema,
  reward: ReferralRewardStateSchema,
  refusal: ReferralRefusalSchema.nullable(),
  rewardAmount: MoneySchema.nullable(),
  rewardedAt: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof ReferralFriendSchema>;

/** `GET /wps/relay/REF_friends`: the member's friends, newest registration first. */
export const ReferralFriendsQuerySchema = PageQuerySchema;
export const ReferralFriendsPageSchema = pageOf(ReferralFriendSchema);
export type ReferralFriendsPage = z.infer<typeof ReferralFriendsPageSchema>;

// ---------------------------------------------------------------- operator (/admin, x-admin-key)

const AdminAmountSchema = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format');

/** `PUT /admin/referral/settings`: the brand's terms and which abuse checks apply. */
export const AdminReferralSettingsSchema = z.object({
  enabled: z.boolean(),
  minFirstDeposit: AdminAmountSchema,
  minValidBets: AdminAmountSchema,
  reward: AdminAmountSchema.refine((v) => Number(v) > 0, 'amount_positive'),
  turnoverMultiplier: z.number().int().min(0).max(100),
  refuseSameIp: z.boolean().default(true),
  refuseSameDevice: z.boolean().default(true),
});
export type AdminReferralSettings = z.infer<typeof AdminReferralSettingsSchema>;

export const AdminReferralSettingsViewSchema = ReferralRulesSchema.extend({
  refuseSameIp: z.boolean(),
  refuseSameDevice: z.boolean(),
});
