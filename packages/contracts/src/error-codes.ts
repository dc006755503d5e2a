/**
 * Every error code the portal knows, one constant each: errors.ts exports them as the `ErrorCode`
 * namespace (`ErrorCode.notSession`). A module of constants, not an object, so that a bundle keeps
 * only the codes it names: the web's first paint reads a handful of them, the areas' tables (loaded
 * with their pages) the rest. Nothing may look a code up by its name at run time (`ErrorCode[name]`,
 * `Object.values(ErrorCode)`) in the web: that keeps every code in the chunk of this module.
 * Upstream codes keep the platform's spelling (see shared/design/upstream-contract.md);
 * gateway-only codes are UPPER_SNAKE.
 */
// upstream platform codes
export const notSession = 'login.not.session';
export const tokenInvalid = 'user.or.token.invalid';
export const functionNotAvailable = 'function.not.available';
export const requestBodyRequired = 'request_body_required';
export const requestParamErr = 'request_param_err';
export const tooManyRequests = 'TOO_MANY_REQUESTS';
export const incorrectUsernamePassword = 'US_INCORRECT_USERNAME_PASSWORD_ERROR';
export const userNotExist = 'USER_NOT_EXIST';
export const customerExist = 'US_CUSTOMER_EXIST_ERROR';
export const illegalRecommender = 'US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR';
export const mobileDuplicated = 'CUSTOMER_MOBILE_NO_DUPLICATED';
export const prohibitPassword123456 = 'PROHIBIT_PASSWORD_123456';
export const ipNotAllow = 'IP_NOT_ALLOW';
export const forbiddenLogin = 'US_FORBIDDEN_LOGIN_ERROR';
export const captchaError = 'CAPTCHA_ERROR';
export const previousGameNotFinished = 'PREVIOUS_GAME_NOT_FINISHED';
export const invitationCodeError = 'invitation_code_error';
export const notFound = 'NOT_FOUND';
export const systemError = 'SYSTEM_ERROR';
export const decryptionFailed = 'DECRYPTION_FAILED';
export const adminKeyInvalid = 'ADMIN_KEY_INVALID';
export const loginIpVerificationRequired = 'LOGIN_IP_VERIFICATION_REQUIRED';
export const smsCodeInvalid = 'SMS_CODE_INVALID';
export const smsCodeExpired = 'SMS_CODE_EXPIRED';
export const smsDailyLimit = 'SMS_DAILY_LIMIT';
/** The visitor's IP has had its hour's or day's SMS codes (details: until, when it may ask again). */
export const smsIpLimit = 'SMS_IP_LIMIT';
/** Codes to the number's country have reached the hour's ceiling (details: until). */
export const smsCountryLimit = 'SMS_COUNTRY_LIMIT';
/** The operator sends no codes to the number's country. */
export const smsCountryClosed = 'SMS_COUNTRY_CLOSED';
export const emailNotMatch = 'EMAIL_NOT_MATCH';
export const passwordMismatch = 'PASSWORD_MISMATCH';
export const oldPasswordIncorrect = 'OLD_PASSWORD_INCORRECT';
export const trialAccount = 'TRIAL_ACCOUNT';
export const passwordSameAsOld = 'PASSWORD_SAME_AS_OLD';
export const resetTokenInvalid = 'RESET_TOKEN_INVALID';
// wallet and money
export const insufficientBalance = 'INSUFFICIENT_BALANCE';
export const invalidAmount = 'INVALID_AMOUNT';
export const amountOutOfRange = 'AMOUNT_OUT_OF_RANGE';
export const idempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED';
export const walletNotFound = 'WALLET_NOT_FOUND';
export const vendorMaintenance = 'VENDOR_MAINTENANCE';
export const transferFailed = 'TRANSFER_FAILED';
export const channelNotAvailable = 'CHANNEL_NOT_AVAILABLE';
export const orderNotFound = 'ORDER_NOT_FOUND';
export const orderStateInvalid = 'ORDER_STATE_INVALID';
export const signatureInvalid = 'SIGNATURE_INVALID';
export const paymentPasswordNotSet = 'PAYMENT_PASSWORD_NOT_SET';
export const paymentPasswordIncorrect = 'PAYMENT_PASSWORD_INCORRECT';
export const paymentPasswordLocked = 'PAYMENT_PASSWORD_LOCKED';
/** Every attempt the lock allows is being checked right now: nothing was checked or moved; the
 * same call (same requestId) can be sent again. Never a wrong-password answer. */
export const busy = 'BUSY';
export const bankCardHolderMismatch = 'BANK_CARD_HOLDER_MISMATCH';
export const bankCardDuplicated = 'BANK_CARD_DUPLICATED';
export const bankCardLimit = 'BANK_CARD_LIMIT';
export const bankCardNotFound = 'BANK_CARD_NOT_FOUND';
export const withdrawPendingExists = 'WITHDRAW_PENDING_EXISTS';
export const withdrawDailyLimit = 'WITHDRAW_DAILY_LIMIT';
export const turnoverNotMet = 'TURNOVER_NOT_MET';
export const transferTargetNotAllowed = 'TRANSFER_TARGET_NOT_ALLOWED';
export const agentOnly = 'AGENT_ONLY';
export const recordRangeInvalid = 'RECORD_RANGE_INVALID';
/** The account is frozen (member_freezes: an unpaid contract settlement): no withdrawal and no
 * transfer out until the freeze lifts (ADR 0009, "Unpaid dividends"). */
export const accountFrozen = 'ACCOUNT_FROZEN';
/** A profile field the brand requires before a withdrawal is empty (`fields`: field ->
 * PROFILE_REQUIRED); the withdrawal readiness (WithdrawInfo.requirements) lists them first. */
export const profileIncomplete = 'PROFILE_INCOMPLETE';
// seamless wallet
export const roundNotFound = 'ROUND_NOT_FOUND';
export const roundClosed = 'ROUND_CLOSED';
export const roundSettled = 'ROUND_SETTLED';
export const roundMismatch = 'ROUND_MISMATCH';
// PvP tables (pvp.ts)
/** Every seat of the room is taken. */
export const tableFull = 'TABLE_FULL';
/** The hand was asked for at a room where the player has no seat (never joined, or left). */
export const notSeated = 'NOT_SEATED';
// agent centre
/** The named member is not the caller's descendant (or does not exist: the same answer). */
export const notInDownline = 'NOT_IN_DOWNLINE';
export const inviteLinkLimit = 'INVITE_LINK_LIMIT';
/** An agent application is already waiting for the operator. */
export const joinPending = 'JOIN_PENDING';
/** The caller is already an agent (join). */
export const alreadyAgent = 'ALREADY_AGENT';
// agent contracts (ADR 0009)
/** An offer of the pair and kind is already waiting for the downline's answer (one at a time). */
export const contractOfferPending = 'CONTRACT_OFFER_PENDING';
/** A tier pays more than the upline's own contract of the kind (or the upline has none). */
export const contractProportionAboveUpline = 'CONTRACT_PROPORTION_ABOVE_UPLINE';
/** No such contract or offer of the caller's (unknown and foreign alike). */
export const contractNotFound = 'CONTRACT_NOT_FOUND';
/** The offer was already accepted, rejected or cancelled. */
export const contractOfferNotPending = 'CONTRACT_OFFER_NOT_PENDING';
/** The downline accepts or rejects, the upline cancels: not the other way round. */
export const contractDecisionNotAllowed = 'CONTRACT_DECISION_NOT_ALLOWED';
/** Contracts are signed with a DIRECT downline agent: the named member is deeper or a player. */
export const contractDirectAgentOnly = 'CONTRACT_DIRECT_AGENT_ONLY';
// promotions and rewards
export const promotionNotFound = 'PROMOTION_NOT_FOUND';
/** Not in the promotion's audience (new members, VIP ranks, an agent's downline). */
export const promotionNotEligible = 'PROMOTION_NOT_ELIGIBLE';
/** The action does not apply in the member's state (promotions.ts lists the transitions). */
export const promotionStateInvalid = 'PROMOTION_STATE_INVALID';
export const promotionClosed = 'PROMOTION_CLOSED';
export const raffleNoDraws = 'RAFFLE_NO_DRAWS';
export const raffleOutOfStock = 'RAFFLE_OUT_OF_STOCK';
export const rewardExpired = 'REWARD_EXPIRED';
export const nothingToClaim = 'NOTHING_TO_CLAIM';
export const rebateBelowMinimum = 'REBATE_BELOW_MINIMUM';
// points and the point mall
/** The member has fewer points than the exchange takes. */
export const pointsInsufficient = 'POINTS_INSUFFICIENT';
/** The product has fewer left than asked for. */
export const pointsOutOfStock = 'POINTS_OUT_OF_STOCK';
export const pointsProductNotFound = 'POINTS_PRODUCT_NOT_FOUND';
/** A physical product needs a delivery address. */
export const pointsAddressRequired = 'POINTS_ADDRESS_REQUIRED';
/** Fewer points than one conversion takes, or conversion switched off. */
export const pointsBelowMinimum = 'POINTS_BELOW_MINIMUM';
/** The exchange was already passed or rejected. */
export const pointsExchangeStateInvalid = 'POINTS_EXCHANGE_STATE_INVALID';
// player protection (protection.ts)
/** The deposit would pass a deposit limit in force (value: period, remaining). */
export const depositLimitExceeded = 'DEPOSIT_LIMIT_EXCEEDED';
/** A loss limit in force is reached: no launch, no bet (value: period). */
export const lossLimitReached = 'LOSS_LIMIT_REACHED';
/** A time-out is in force: no deposit, no launch (value: until). */
export const playerTimedOut = 'PLAYER_TIMED_OUT';
/** Self-excluded: no login until the end date (value: until). */
export const selfExcluded = 'SELF_EXCLUDED';
/** A time-out or self-exclusion cannot be shortened or lifted by the member. */
export const protectionCannotShorten = 'PROTECTION_CANNOT_SHORTEN';
// profile and security centre (profile.ts)
/** Field-level problems of a profile save (`fields`: field -> PROFILE_FIELD_ERRORS); nothing saved. */
export const profileInvalid = 'PROFILE_INVALID';
/** The e-mail or mobile is already bound to another member of the brand. */
export const contactDuplicated = 'CONTACT_DUPLICATED';
// passkeys (WebAuthn)
/** The challenge is unknown, expired, already answered, or was issued for another member or purpose. */
export const passkeyChallengeInvalid = 'PASSKEY_CHALLENGE_INVALID';
/** No passkey of this brand (and, for a step-up, of this member) has that credential id. */
export const passkeyUnknown = 'PASSKEY_UNKNOWN';
/** The response did not verify: signature, origin, RP ID, user presence or verification. */
export const passkeyVerificationFailed = 'PASSKEY_VERIFICATION_FAILED';
/** The signature counter did not move forward: a cloned authenticator; refused and flagged. */
export const passkeyCounterRegression = 'PASSKEY_COUNTER_REGRESSION';
/** The member has a passkey: this operation is confirmed with it, not with the payment password. */
export const passkeyRequired = 'PASSKEY_REQUIRED';
/** The member already holds MAX_PASSKEYS passkeys. */
export const passkeyLimit = 'PASSKEY_LIMIT';
/** That authenticator is already registered. */
export const passkeyDuplicated = 'PASSKEY_DUPLICATED';
// round disputes (disputes.ts)
/** The round was played more than DISPUTE_WINDOW_DAYS ago. */
export const disputeWindowClosed = 'DISPUTE_WINDOW_CLOSED';
/** The round already has an open dispute. */
export const disputeAlreadyOpen = 'DISPUTE_ALREADY_OPEN';
/** Operator: the dispute was already answered otherwise. */
export const disputeAlreadyAnswered = 'DISPUTE_ALREADY_ANSWERED';
// customer service and chat
export const customerServiceUnavailable = 'CUSTOMER_SERVICE_UNAVAILABLE';
// gateway codes
export const upstreamUnavailable = 'UPSTREAM_UNAVAILABLE';
export const upstreamTimeout = 'UPSTREAM_TIMEOUT';
/** A call that moves money (it carries a requestId) got no answer in time: it may have gone
 * through. `details.requestId` names it; the same call sent again with that id answers its
 * outcome (the platform replays the first answer) and never moves money twice. */
export const requestPending = 'REQUEST_PENDING';
export const upstreamBadResponse = 'UPSTREAM_BAD_RESPONSE';
export const forbiddenOrigin = 'FORBIDDEN_ORIGIN';
/** A tRPC batch of more calls than TRPC_MAX_BATCH: refused whole, before any call runs. */
export const batchTooLarge = 'BATCH_TOO_LARGE';
export const validation = 'VALIDATION';
export const humanVerificationFailed = 'HUMAN_VERIFICATION_FAILED';
/** The session must change its password first (first login, default or expired password). */
export const passwordChangeRequired = 'PASSWORD_CHANGE_REQUIRED';
export const loginRequired = 'LOGIN_REQUIRED';
export const internal = 'INTERNAL';
