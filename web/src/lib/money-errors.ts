import { ErrorCode } from '@portal/contracts';

import { errorCode, errorData } from '@/lib/errors';

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
  [ErrorCode.notSession]: 'errors.loginRequired',
  [ErrorCode.tokenInvalid]: 'errors.loginRequired',
  [ErrorCode.loginRequired]: 'errors.loginRequired',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
  [ErrorCode.validation]: 'errors.validation',
  [ErrorCode.requestParamErr]: 'errors.validation',
  [ErrorCode.requestBodyRequired]: 'errors.validation',
  [ErrorCode.upstreamUnavailable]: 'errors.upstreamUnavailable',
  [ErrorCode.upstreamTimeout]: 'errors.upstreamTimeout',
  [ErrorCode.upstreamBadResponse]: 'errors.upstreamUnavailable',
};

/** The translated-message key (wallet namespace) for an error; never the server's own text. */
export function walletErrorKey(error: unknown): string {
  const code = errorCode(error);
  // No code: the request never reached the gateway (offline, connection reset).
  if (code === undefined) return 'errors.network';
  return KEYS[code] ?? 'errors.unknown';
}

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

export function fieldOfError(error: unknown): string | undefined {
  const code = errorCode(error);
  return code ? FIELD_OF_CODE[code] : undefined;
}

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
  const fields = errorData(error)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields)) {
    if (typeof key !== 'string') continue;
    const field =
      path
        .split('.')
        .filter((p) => !/^\d+$/.test(p))
        .pop() ?? path;
    out[field] = FIELD_KEYS[key] ?? 'validation.invalid';
  }
  return out;
}
