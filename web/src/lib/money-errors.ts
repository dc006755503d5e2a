import { ErrorCode } from '@portal/contracts';

import { SHARED_CODE_KEYS, errorCode, errorKeysOf, fieldErrorsOf, fieldsOf } from '@/lib/errors';

export { errorCode };

/** Keys (wallet namespace) for every code a money call can answer. */
const KEYS: Record<string, string> = {
  [ErrorCode.insufficientBalance]: 'errors.insufficientBalance',
  [ErrorCode.invalidAmount]: 'errors.invalidAmount',
  [ErrorCode.amountOutOfRange]: 'errors.amountOutOfRange',
  [ErrorCode.idempotencyKeyReused]: 'errors.idempotencyKeyReused',
  [ErrorCode.walletNotFound]: 'errors.walletNotFound',
  [ErrorCode.vendorMaintenance]: 'errors.vendorMaintenance',
  [ErrorCode.transferFailed]: 'errors.transferFailed',
  [ErrorCode.channelNotAvailable]: 'errors.channelNotAvailable',
  [ErrorCode.orderNotFound]: 'errors.orderNotFound',
  [ErrorCode.orderStateInvalid]: 'errors.orderStateInvalid',
  [ErrorCode.signatureInvalid]: 'errors.unknown',
  [ErrorCode.paymentPasswordNotSet]: 'errors.paymentPasswordNotSet',
  [ErrorCode.paymentPasswordIncorrect]: 'errors.paymentPasswordIncorrect',
  [ErrorCode.paymentPasswordLocked]: 'errors.paymentPasswordLocked',
  [ErrorCode.bankCardHolderMismatch]: 'errors.bankCardHolderMismatch',
  [ErrorCode.bankCardDuplicated]: 'errors.bankCardDuplicated',
  [ErrorCode.bankCardLimit]: 'errors.bankCardLimit',
  [ErrorCode.bankCardNotFound]: 'errors.bankCardNotFound',
  [ErrorCode.withdrawPendingExists]: 'errors.withdrawPendingExists',
  [ErrorCode.withdrawDailyLimit]: 'errors.withdrawDailyLimit',
  [ErrorCode.turnoverNotMet]: 'errors.turnoverNotMet',
  [ErrorCode.transferTargetNotAllowed]: 'errors.transferTargetNotAllowed',
  [ErrorCode.agentOnly]: 'errors.agentOnly',
  [ErrorCode.recordRangeInvalid]: 'errors.recordRangeInvalid',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.oldPasswordIncorrect]: 'errors.oldPaymentPasswordIncorrect',
  [ErrorCode.passwordMismatch]: 'errors.paymentPasswordMismatch',
  [ErrorCode.passwordSameAsOld]: 'errors.paymentPasswordSameAsOld',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
  ...SHARED_CODE_KEYS,
};

/** The translated-message key (wallet namespace) for an error; never the server's own text. */
export const walletErrorKey = errorKeysOf(KEYS);

/**
 * True when the server may or may not have acted (no answer, or the gateway lost the upstream's):
 * the same submission is then retried with the same requestId.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === undefined ||
    code === ErrorCode.upstreamTimeout ||
    code === ErrorCode.upstreamUnavailable ||
    code === ErrorCode.upstreamBadResponse ||
    code === ErrorCode.internal
  );
}

/** Which form field a code is about, so the message also sits under that field. */
const FIELD_OF_CODE: Record<string, string> = {
  [ErrorCode.insufficientBalance]: 'amount',
  [ErrorCode.invalidAmount]: 'amount',
  [ErrorCode.amountOutOfRange]: 'amount',
  [ErrorCode.paymentPasswordIncorrect]: 'paymentPassword',
  [ErrorCode.paymentPasswordLocked]: 'paymentPassword',
  [ErrorCode.bankCardHolderMismatch]: 'holderName',
  [ErrorCode.bankCardDuplicated]: 'accountNumber',
  [ErrorCode.bankCardNotFound]: 'bankCardId',
  [ErrorCode.transferTargetNotAllowed]: 'targetAccount',
  [ErrorCode.oldPasswordIncorrect]: 'oldPaymentPassword',
  [ErrorCode.passwordMismatch]: 'confirmPaymentPassword',
  [ErrorCode.passwordSameAsOld]: 'newPaymentPassword',
  [ErrorCode.channelNotAvailable]: 'channelId',
};

export const fieldOfError = fieldsOf(FIELD_OF_CODE);

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
  return fieldErrorsOf(
    error,
    (path) =>
      path
        .split('.')
        .filter((p) => !/^\d+$/.test(p))
        .pop() ?? path,
    (key) => FIELD_KEYS[key] ?? 'validation.invalid',
  );
}
