import { ErrorCode } from '@portal/contracts';
import { PasskeyCeremonyCode } from '@/lib/passkey-ceremony';

import {
  SHARED_CODE_KEYS,
  areaCodes,
  ownKeys,
  errorCode,
  errorKeysOf,
  fieldErrorsOf,
  fieldsOf,
} from '@/lib/errors';

export { errorCode };

/**
 * Every code the money calls can answer: its key (wallet namespace, `errors.*`), and the form
 * field its message also sits beside, if any.
 */
const CODES = areaCodes({
  ...ownKeys('idempotencyKeyReused', 'walletNotFound', 'vendorMaintenance', 'transferFailed'),
  ...ownKeys('orderNotFound', 'orderStateInvalid', 'paymentPasswordNotSet', 'bankCardLimit'),
  ...ownKeys('withdrawPendingExists', 'withdrawDailyLimit', 'turnoverNotMet', 'agentOnly'),
  ...ownKeys('recordRangeInvalid', 'accountFrozen', 'trialAccount', 'tooManyRequests'),
  ...ownKeys('profileIncomplete'),
  ...ownKeys('functionNotAvailable', 'passwordChangeRequired', 'playerTimedOut', 'selfExcluded'),
  insufficientBalance: ['errors.insufficientBalance', 'amount'],
  invalidAmount: ['errors.invalidAmount', 'amount'],
  amountOutOfRange: ['errors.amountOutOfRange', 'amount'],
  channelNotAvailable: ['errors.channelNotAvailable', 'channelId'],
  signatureInvalid: 'errors.unknown',
  paymentPasswordIncorrect: ['errors.paymentPasswordIncorrect', 'paymentPassword'],
  paymentPasswordLocked: ['errors.paymentPasswordLocked', 'paymentPassword'],
  bankCardHolderMismatch: ['errors.bankCardHolderMismatch', 'holderName'],
  bankCardDuplicated: ['errors.bankCardDuplicated', 'accountNumber'],
  bankCardNotFound: ['errors.bankCardNotFound', 'bankCardId'],
  transferTargetNotAllowed: ['errors.transferTargetNotAllowed', 'targetAccount'],
  oldPasswordIncorrect: ['errors.oldPaymentPasswordIncorrect', 'oldPaymentPassword'],
  passwordMismatch: ['errors.paymentPasswordMismatch', 'confirmPaymentPassword'],
  passwordSameAsOld: ['errors.paymentPasswordSameAsOld', 'newPaymentPassword'],
  // player protection: the member's own deposit limit (its breaks are among the own keys above)
  depositLimitExceeded: ['errors.depositLimitExceeded', 'amount'],
});

/** A passkey confirmation's refusals, the browser's and the platform's (wallet namespace). */
export const PASSKEY_CODE_KEYS: Readonly<Record<string, string>> = {
  [PasskeyCeremonyCode.cancelled]: 'passkey.errors.cancelled',
  [PasskeyCeremonyCode.unsupported]: 'passkey.errors.unsupported',
  [PasskeyCeremonyCode.failed]: 'passkey.errors.failed',
  [ErrorCode.passkeyChallengeInvalid]: 'passkey.errors.expired',
  [ErrorCode.passkeyUnknown]: 'passkey.errors.unknown',
  [ErrorCode.passkeyVerificationFailed]: 'passkey.errors.failed',
  [ErrorCode.passkeyCounterRegression]: 'passkey.errors.cloned',
  [ErrorCode.passkeyRequired]: 'passkey.errors.required',
};

/** The translated-message key (wallet namespace) for an error; never the server's own text. */
export const walletErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS, ...PASSKEY_CODE_KEYS });

/**
 * True when the server may or may not have acted (no answer, or the gateway lost the upstream's):
 * the same submission is then retried with the same requestId.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === undefined ||
    code === ErrorCode.upstreamTimeout ||
    code === ErrorCode.requestPending ||
    code === ErrorCode.busy ||
    code === ErrorCode.upstreamUnavailable ||
    code === ErrorCode.upstreamBadResponse ||
    code === ErrorCode.internal
  );
}

export const fieldOfError = fieldsOf(CODES.fields);

/** Server messages of a VALIDATION answer (`data.fields`: path -> message key) as wallet keys. */
const FIELD_KEYS: Record<string, string> = {
  amount_format: 'validation.amountFormat',
  amount_positive: 'validation.amountPositive',
  payment_password_format: 'validation.paymentPasswordFormat',
  bank_account_format: 'validation.accountNumberFormat',
  proof_image_format: 'validation.proofType',
  proof_image_too_large: 'validation.proofSize',
  transfer_same_wallet: 'validation.sameWallet',
  transfer_needs_main_wallet: 'validation.needsMainWallet',
};

export function serverFieldErrors(error: unknown): Record<string, string> {
  const code = errorCode(error);
  return fieldErrorsOf(
    error,
    (path) =>
      path
        .split('.')
        .filter((p) => !/^\d+$/.test(p))
        .pop() ?? path,
    // A field the platform names with the error's own code (`paymentPassword:
    // PAYMENT_PASSWORD_NOT_SET`) gets that code's message, not "Please check this field.".
    (key) => FIELD_KEYS[key] ?? (key === code ? walletErrorKey(error) : 'validation.invalid'),
  );
}
