import { z } from 'zod';
import { PhoneSignInCode } from './phone-sign-in-errors.js';

/**
 * Every error code the portal knows. Upstream codes keep the platform's spelling
 * (see shared/design/upstream-contract.md); gateway-only codes are UPPER_SNAKE.
 */
export const ErrorCode = {
  // upstream platform codes
  notSession: 'login.not.session',
  tokenInvalid: 'user.or.token.invalid',
  functionNotAvailable: 'function.not.available',
  requestBodyRequired: 'request_body_required',
  requestParamErr: 'request_param_err',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  incorrectUsernamePassword: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
  userNotExist: 'USER_NOT_EXIST',
  customerExist: 'US_CUSTOMER_EXIST_ERROR',
  illegalRecommender: 'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR',
  mobileDuplicated: 'CUSTOMER_MOBILE_NO_DUPLICATED',
  prohibitPassword123456: 'PROHIBIT_PASSWORD_123456',
  ipNotAllow: 'IP_NOT_ALLOW',
  forbiddenLogin: 'US_FORBIDDEN_LOGIN_ERROR',
  captchaError: 'CAPTCHA_ERROR',
  previousGameNotFinished: 'PREVIOUS_GAME_NOT_FINISHED',
  invitationCodeError: 'invitation_code_error',
  notFound: 'NOT_FOUND',
  systemError: 'SYSTEM_ERROR',
  decryptionFailed: 'DECRYPTION_FAILED',
  adminKeyInvalid: 'ADMIN_KEY_INVALID',
  loginIpVerificationRequired: 'LOGIN_IP_VERIFICATION_REQUIRED',
  smsCodeInvalid: 'SMS_CODE_INVALID',
  smsCodeExpired: 'SMS_CODE_EXPIRED',
  smsDailyLimit: 'SMS_DAILY_LIMIT',
  /** The visitor's IP has had its hour's or day's SMS codes (details: until, when it may ask again). */
  smsIpLimit: 'SMS_IP_LIMIT',
  /** Codes to the number's country have reached the hour's ceiling (details: until). */
  smsCountryLimit: 'SMS_COUNTRY_LIMIT',
  /** The operator sends no codes to the number's country. */
  smsCountryClosed: 'SMS_COUNTRY_CLOSED',
  emailNotMatch: 'EMAIL_NOT_MATCH',
  passwordMismatch: 'PASSWORD_MISMATCH',
  oldPasswordIncorrect: 'OLD_PASSWORD_INCORRECT',
  trialAccount: 'TRIAL_ACCOUNT',
  passwordSameAsOld: 'PASSWORD_SAME_AS_OLD',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  // wallet and money
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  invalidAmount: 'INVALID_AMOUNT',
  amountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  walletNotFound: 'WALLET_NOT_FOUND',
  vendorMaintenance: 'VENDOR_MAINTENANCE',
  transferFailed: 'TRANSFER_FAILED',
  channelNotAvailable: 'CHANNEL_NOT_AVAILABLE',
  orderNotFound: 'ORDER_NOT_FOUND',
  orderStateInvalid: 'ORDER_STATE_INVALID',
  signatureInvalid: 'SIGNATURE_INVALID',
  paymentPasswordNotSet: 'PAYMENT_PASSWORD_NOT_SET',
  paymentPasswordIncorrect: 'PAYMENT_PASSWORD_INCORRECT',
  paymentPasswordLocked: 'PAYMENT_PASSWORD_LOCKED',
  /** Every attempt the lock allows is being checked right now: nothing was checked or moved; the
   * same call (same requestId) can be sent again. Never a wrong-password answer. */
  busy: 'BUSY',
  bankCardHolderMismatch: 'BANK_CARD_HOLDER_MISMATCH',
  bankCardDuplicated: 'BANK_CARD_DUPLICATED',
  bankCardLimit: 'BANK_CARD_LIMIT',
  bankCardNotFound: 'BANK_CARD_NOT_FOUND',
  withdrawPendingExists: 'WITHDRAW_PENDING_EXISTS',
  withdrawDailyLimit: 'WITHDRAW_DAILY_LIMIT',
  turnoverNotMet: 'TURNOVER_NOT_MET',
  transferTargetNotAllowed: 'TRANSFER_TARGET_NOT_ALLOWED',
  agentOnly: 'AGENT_ONLY',
  recordRangeInvalid: 'RECORD_RANGE_INVALID',
  /** The account is frozen (member_freezes: an unpaid contract settlement): no withdrawal and no
   * transfer out until the freeze lifts (ADR 0009, "Unpaid dividends"). */
  accountFrozen: 'ACCOUNT_FROZEN',
  /** A profile field the brand requires before a withdrawal is empty (`fields`: field ->
   * PROFILE_REQUIRED); the withdrawal readiness (WithdrawInfo.requirements) lists them first. */
  profileIncomplete: 'PROFILE_INCOMPLETE',
  // seamless wallet
  roundNotFound: 'ROUND_NOT_FOUND',
  roundClosed: 'ROUND_CLOSED',
  roundSettled: 'ROUND_SETTLED',
  roundMismatch: 'ROUND_MISMATCH',
  // PvP tables (pvp.ts)
  /** Every seat of the room is taken. */
  tableFull: 'TABLE_FULL',
  /** The hand was asked for at a room where the player has no seat (never joined, or left). */
  notSeated: 'NOT_SEATED',
  // agent centre
  /** The named member is not the caller's descendant (or does not exist: the same answer). */
  notInDownline: 'NOT_IN_DOWNLINE',
  inviteLinkLimit: 'INVITE_LINK_LIMIT',
  /** An agent application is already waiting for the operator. */
  joinPending: 'JOIN_PENDING',
  /** The caller is already an agent (join). */
  alreadyAgent: 'ALREADY_AGENT',
  // agent contracts (ADR 0009)
  /** An offer of the pair and kind is already waiting for the downline's answer (one at a time). */
  contractOfferPending: 'CONTRACT_OFFER_PENDING',
  /** A tier pays more than the upline's own contract of the kind (or the upline has none). */
  contractProportionAboveUpline: 'CONTRACT_PROPORTION_ABOVE_UPLINE',
  /** No such contract or offer of the caller's (unknown and foreign alike). */
  contractNotFound: 'CONTRACT_NOT_FOUND',
  /** The offer was already accepted, rejected or cancelled. */
  contractOfferNotPending: 'CONTRACT_OFFER_NOT_PENDING',
  /** The downline accepts or rejects, the upline cancels: not the other way round. */
  contractDecisionNotAllowed: 'CONTRACT_DECISION_NOT_ALLOWED',
  /** Contracts are signed with a DIRECT downline agent: the named member is deeper or a player. */
  contractDirectAgentOnly: 'CONTRACT_DIRECT_AGENT_ONLY',
  // promotions and rewards
  promotionNotFound: 'PROMOTION_NOT_FOUND',
  /** Not in the promotion's audience (new members, VIP ranks, an agent's downline). */
  promotionNotEligible: 'PROMOTION_NOT_ELIGIBLE',
  /** The action does not apply in the member's state (promotions.ts lists the transitions). */
  promotionStateInvalid: 'PROMOTION_STATE_INVALID',
  promotionClosed: 'PROMOTION_CLOSED',
  raffleNoDraws: 'RAFFLE_NO_DRAWS',
  raffleOutOfStock: 'RAFFLE_OUT_OF_STOCK',
  rewardExpired: 'REWARD_EXPIRED',
  nothingToClaim: 'NOTHING_TO_CLAIM',
  rebateBelowMinimum: 'REBATE_BELOW_MINIMUM',
  // points and the point mall
  /** The member has fewer points than the exchange takes. */
  pointsInsufficient: 'POINTS_INSUFFICIENT',
  /** The product has fewer left than asked for. */
  pointsOutOfStock: 'POINTS_OUT_OF_STOCK',
  pointsProductNotFound: 'POINTS_PRODUCT_NOT_FOUND',
  /** A physical product needs a delivery address. */
  pointsAddressRequired: 'POINTS_ADDRESS_REQUIRED',
  /** Fewer points than one conversion takes, or conversion switched off. */
  pointsBelowMinimum: 'POINTS_BELOW_MINIMUM',
  /** The exchange was already passed or rejected. */
  pointsExchangeStateInvalid: 'POINTS_EXCHANGE_STATE_INVALID',
  // player protection (protection.ts)
  /** The deposit would pass a deposit limit in force (value: period, remaining). */
  depositLimitExceeded: 'DEPOSIT_LIMIT_EXCEEDED',
  /** A loss limit in force is reached: no launch, no bet (value: period). */
  lossLimitReached: 'LOSS_LIMIT_REACHED',
  /** A time-out is in force: no deposit, no launch (value: until). */
  playerTimedOut: 'PLAYER_TIMED_OUT',
  /** Self-excluded: no login until the end date (value: until). */
  selfExcluded: 'SELF_EXCLUDED',
  /** A time-out or self-exclusion cannot be shortened or lifted by the member. */
  protectionCannotShorten: 'PROTECTION_CANNOT_SHORTEN',
  // profile and security centre (profile.ts)
  /** Field-level problems of a profile save (`fields`: field -> PROFILE_FIELD_ERRORS); nothing saved. */
  profileInvalid: 'PROFILE_INVALID',
  /** The e-mail or mobile is already bound to another member of the brand. */
  contactDuplicated: 'CONTACT_DUPLICATED',
  // passkeys (WebAuthn)
  /** The challenge is unknown, expired, already answered, or was issued for another member or purpose. */
  passkeyChallengeInvalid: 'PASSKEY_CHALLENGE_INVALID',
  /** No passkey of this brand (and, for a step-up, of this member) has that credential id. */
  passkeyUnknown: 'PASSKEY_UNKNOWN',
  /** The response did not verify: signature, origin, RP ID, user presence or verification. */
  passkeyVerificationFailed: 'PASSKEY_VERIFICATION_FAILED',
  /** The signature counter did not move forward: a cloned authenticator; refused and flagged. */
  passkeyCounterRegression: 'PASSKEY_COUNTER_REGRESSION',
  /** The member has a passkey: this operation is confirmed with it, not with the payment password. */
  passkeyRequired: 'PASSKEY_REQUIRED',
  /** The member already holds MAX_PASSKEYS passkeys. */
  passkeyLimit: 'PASSKEY_LIMIT',
  /** That authenticator is already registered. */
  passkeyDuplicated: 'PASSKEY_DUPLICATED',
  // round disputes (disputes.ts)
  /** The round was played more than DISPUTE_WINDOW_DAYS ago. */
  disputeWindowClosed: 'DISPUTE_WINDOW_CLOSED',
  /** The round already has an open dispute. */
  disputeAlreadyOpen: 'DISPUTE_ALREADY_OPEN',
  /** Operator: the dispute was already answered otherwise. */
  disputeAlreadyAnswered: 'DISPUTE_ALREADY_ANSWERED',
  // customer service and chat
  customerServiceUnavailable: 'CUSTOMER_SERVICE_UNAVAILABLE',
  // gateway codes
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  /** A call that moves money (it carries a requestId) got no answer in time: it may have gone
   * through. `details.requestId` names it; the same call sent again with that id answers its
   * outcome (the platform replays the first answer) and never moves money twice. */
  requestPending: 'REQUEST_PENDING',
  upstreamBadResponse: 'UPSTREAM_BAD_RESPONSE',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  /** A tRPC batch of more calls than TRPC_MAX_BATCH: refused whole, before any call runs. */
  batchTooLarge: 'BATCH_TOO_LARGE',
  validation: 'VALIDATION',
  humanVerificationFailed: 'HUMAN_VERIFICATION_FAILED',
  /** The session must change its password first (first login, default or expired password). */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  loginRequired: 'LOGIN_REQUIRED',
  internal: 'INTERNAL',
} as const;

/**
 * Codes only a demo vendor page's own API answers: its page reads them, the portal never sees them
 * (they are not ErrorCode, so the web's first-paint JavaScript does not carry them).
 */
export const VendorPageCode = {
  /** The sportsbook (ADR 0021): the pick's price moved since the slip showed it and the player did
   * not accept changes; the envelope's `value` carries the price now. */
  oddsChanged: 'ODDS_CHANGED',
  /** The sportsbook: the cash-out offer the page showed is no longer the offer now (the score or
   * the minute moved it); the envelope's `value` carries the offer now. */
  cashOutChanged: 'CASH_OUT_CHANGED',
} as const;
export type VendorPageCode = (typeof VendorPageCode)[keyof typeof VendorPageCode];

export type ErrorCode =
  (typeof ErrorCode)[keyof typeof ErrorCode] | (typeof PhoneSignInCode)[keyof typeof PhoneSignInCode];

/**
 * Every code of the portal, whichever object names it. Marked pure, as the schema below: a bundle
 * that reads neither carries neither (nor, then, PhoneSignInCode).
 */
export const ALL_ERROR_CODES: readonly ErrorCode[] = /* @__PURE__ */ Object.values({
  ...ErrorCode,
  ...PhoneSignInCode,
});

export const ErrorCodeSchema = /* @__PURE__ */ z.enum(ALL_ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** Field-level problems: dotted field path -> message key (translated by the web). */
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
