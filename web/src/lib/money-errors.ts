import { ErrorCode } from '@portal/contracts';
import { PasskeyCeremonyCode } from '@/lib/passkey-ceremony';

import { SHARED_CODE_KEYS, areaCodes, errorCode, errorKeysOf, fieldErrorsOf, fieldsOf } from '@/lib/errors';

export { errorCode };

/**
 * Every code the money calls can answer: its key (wallet namespace, `errors.*`), and the form
 * field its message also sits beside, if any.
 */
const CODES = areaCodes({
  [ErrorCode.idempotencyKeyReused]: 'errors.idempotencyKeyReused',
  [ErrorCode.walletNotFound]: 'errors.walletNotFound',
  [ErrorCode.vendorMaintenance]: 'errors.vendorMaintenance',
  [ErrorCode.transferFailed]: 'errors.transferFailed',
  [ErrorCode.orderNotFound]: 'errors.orderNotFound',
  [ErrorCode.orderStateInvalid]: 'errors.orderStateInvalid',
  [ErrorCode.paymentPasswordNotSet]: 'errors.paymentPasswordNotSet',
  [ErrorCode.bankCardLimit]: 'errors.bankCardLimit',
  [ErrorCode.withdrawPendingExists]: 'errors.withdrawPendingExists',
  [ErrorCode.withdrawDailyLimit]: 'errors.withdrawDailyLimit',
  [ErrorCode.turnoverNotMet]: 'errors.turnoverNotMet',
  [ErrorCode.agentOnly]: 'errors.agentOnly',
  [ErrorCode.recordRangeInvalid]: 'errors.recordRangeInvalid',
  [ErrorCode.accountFrozen]: 'errors.accountFrozen',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.profileIncomplete]: 'errors.profileIncomplete',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
  [ErrorCode.playerTimedOut]: 'errors.playerTimedOut',
  [ErrorCode.selfExcluded]: 'errors.selfExcluded',
  [ErrorCode.insufficientBalance]: ['errors.insufficientBalance', 'amount'],
  [ErrorCode.invalidAmount]: ['errors.invalidAmount', 'amount'],
  [ErrorCode.amountOutOfRange]: ['errors.amountOutOfRange', 'amount'],
  [ErrorCode.channelNotAvailable]: ['errors.channelNotAvailable', 'channelId'],
  [ErrorCode.signatureInvalid]: 'errors.unknown',
  [ErrorCode.paymentPasswordIncorrect]: ['errors.paymentPasswordIncorrect', 'paymentPassword'],
  [ErrorCode.paymentPasswordLocked]: ['errors.paymentPasswordLocked', 'paymentPassword'],
  [ErrorCode.bankCardHolderMismatch]: ['errors.bankCardHolderMismatch', 'holderName'],
  [ErrorCode.bankCardDuplicated]: ['errors.bankCardDuplicated', 'accountNumber'],
  [ErrorCode.bankCardNotFound]: ['errors.bankCardNotFound', 'bankCardId'],
  [ErrorCode.transferTargetNotAllowed]: ['errors.transferTargetNotAllowed', 'targetAccount'],
  [ErrorCode.oldPasswordIncorrect]: ['errors.oldPaymentPasswordIncorrect', 'oldPaymentPassword'],
  [ErrorCode.passwordMismatch]: ['errors.paymentPasswordMismatch', 'confirmPaymentPassword'],
  [ErrorCode.passwordSameAsOld]: ['errors.paymentPasswordSameAsOld', 'newPaymentPassword'],
  // player protection: the member's own deposit limit (its breaks are among the own keys above)
  [ErrorCode.depositLimitExceeded]: ['errors.depositLimitExceeded', 'amount'],
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
