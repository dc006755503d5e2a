import { ErrorCode } from '@portal/contracts';
import { SHARED_CODE_KEYS, areaCodes, errorKeysOf, fieldErrorsOf, fieldsOf } from '@/lib/errors';

/**
 * Every code the agent centre and the join form can answer: its key (agent namespace, `errors.*`),
 * and the form field its message also sits beside, if any.
 */
const CODES = areaCodes({
  [ErrorCode.agentOnly]: 'errors.agentOnly',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.inviteLinkLimit]: 'errors.inviteLinkLimit',
  [ErrorCode.joinPending]: 'errors.joinPending',
  [ErrorCode.alreadyAgent]: 'errors.alreadyAgent',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
  [ErrorCode.notInDownline]: ['errors.notInDownline', 'account'],
  // Agent contracts: the whole form, or the offer form's downline field.
  [ErrorCode.contractProportionAboveUpline]: 'errors.contractProportionAboveUpline',
  [ErrorCode.contractNotFound]: 'errors.contractNotFound',
  [ErrorCode.contractOfferNotPending]: 'errors.contractOfferNotPending',
  [ErrorCode.contractDecisionNotAllowed]: 'errors.contractDecisionNotAllowed',
  [ErrorCode.contractOfferPending]: ['errors.contractOfferPending', 'downline'],
  [ErrorCode.contractDirectAgentOnly]: ['errors.contractDirectAgentOnly', 'downline'],
  [ErrorCode.recordRangeInvalid]: ['errors.recordRangeInvalid', 'startDate'],
  [ErrorCode.customerExist]: ['errors.usernameTaken', 'username'],
  [ErrorCode.mobileDuplicated]: ['errors.mobileTaken', 'mobileNum'],
  [ErrorCode.prohibitPassword123456]: ['errors.prohibitPassword', 'password'],
  [ErrorCode.passwordMismatch]: ['errors.passwordMismatch', 'confirmPassword'],
  [ErrorCode.decryptionFailed]: 'errors.unknown',
});

/** The translated-message key (agent namespace) for an error; never the server's own text. */
export const agentErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS });

/** Which form field a refusal is about (its message sits beside that field). */
export const fieldOfAgentError = fieldsOf(CODES.fields);

/** Server field messages (`data.fields`: path -> key) that the agent namespace words. */
const FIELD_KEYS: Record<string, string> = {
  'validation.day_invalid': 'validation.day',
  'validation.range_order': 'validation.rangeOrder',
  'validation.range_too_long': 'validation.rangeTooLong',
  join_contact_required: 'validation.contactRequired',
  // The contract offer's tiers (agent-contract.ts and the platform's bound, ADR 0009).
  tier_not_increasing: 'validation.tierNotIncreasing',
  tier_overlaps: 'validation.tierOverlaps',
  proportion_not_increasing: 'validation.proportionNotIncreasing',
  proportion_above_upline: 'validation.proportionAboveUpline',
  percent_format: 'validation.percentFormat',
  percent_range: 'validation.percentRange',
  amount_format: 'validation.amountFormat',
  amount_decimals: 'validation.amountDecimals',
  tiers_required: 'validation.tiersRequired',
  tiers_too_many: 'validation.tiersTooMany',
  period_not_upline: 'validation.periodNotUpline',
};

/**
 * Field problems of a refusal (VALIDATION's `data.fields`, a range's field) as form field -> agent
 * key; a message the table does not word reads "check this field".
 */
export function agentFieldErrors(error: unknown): Record<string, string> {
  return fieldErrorsOf(
    error,
    (path) => path.split('.').at(-1) ?? path,
    (key) => FIELD_KEYS[key] ?? 'validation.invalid',
  );
}

/**
 * Field problems of a contract offer, by their whole path (`tiers.2.proportion`, `downline`,
 * `period`): the tier editor puts each beside its own input. From the form's own check (zod
 * issues) or the server's refusal alike.
 */
export function contractFieldErrors(error: unknown): Record<string, string> {
  const out = fieldErrorsOf(
    error,
    (path) => path,
    // A refusal's own code at a field (NOT_IN_DOWNLINE...) is worded by the form's alert instead.
    (key) => (/^[A-Z_]+$/.test(key) ? '' : (FIELD_KEYS[key] ?? 'validation.invalid')),
  );
  return Object.fromEntries(Object.entries(out).filter(([, key]) => key !== ''));
}

/** The same from the form's own zod check (the shared offer schema). */
export function contractIssueErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= FIELD_KEYS[issue.message] ?? 'validation.invalid';
  }
  return out;
}
