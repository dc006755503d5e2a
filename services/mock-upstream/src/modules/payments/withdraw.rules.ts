/**
 * The rules a withdrawal request must meet before its amount and card are looked at, as one list
 * (WITHDRAW_RULES): the readiness panel shows it (WithdrawInfo.requirements) and the request is
 * refused by its first unmet rule, so that nothing is asked at cash-out that the panel did not list.
 */
import {
  ErrorCode,
  PROFILE_FIELDS,
  TRIAL_TYPE,
  WITHDRAW_RULES,
  type ProfileField,
  type WithdrawRequirement,
  type WithdrawRule,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';

/** What the rules read of a member now (withdraw.service.ts reads it). */
export interface WithdrawState {
  isTrial: boolean;
  isFrozen: boolean;
  isPaymentPasswordSet: boolean;
  /** A member with a passkey confirms a withdrawal with it (step-up.ts): no payment password needed. */
  hasPasskey: boolean;
  cardCount: number;
  /** The brand's required profile fields the member has left empty. */
  missingFields: ProfileField[];
  hasOpen: boolean;
  usedToday: number;
  turnover: { required: bigint; done: bigint };
  withdrawableMinor: bigint;
}

/** The brand's required fields (an unknown name in the setting is ignored) that are empty. */
export function missingProfileFields(
  merchant: MerchantRow,
  values: Record<ProfileField, string>,
): ProfileField[] {
  const required = new Set(merchant.withdrawProfileFields);
  return PROFILE_FIELDS.filter((f) => required.has(f) && values[f].trim() === '');
}

interface Rule {
  code: ErrorCode;
  met: (s: WithdrawState, merchant: MerchantRow) => boolean;
  /** The refusal a request meets while the rule is not met. */
  refusal: (s: WithdrawState, merchant: MerchantRow) => AppError;
}

const RULES: Record<WithdrawRule, Rule> = {
  realAccount: {
    code: ErrorCode.trialAccount,
    met: (s) => !s.isTrial,
    refusal: () => new AppError(400, ErrorCode.trialAccount, 'a trial account cannot move money'),
  },
  notFrozen: {
    code: ErrorCode.accountFrozen,
    met: (s) => !s.isFrozen,
    refusal: () =>
      AppError.rule(
        ErrorCode.accountFrozen,
        'the account is frozen until an unpaid contract settlement is paid',
      ),
  },
  paymentPassword: {
    code: ErrorCode.paymentPasswordNotSet,
    met: (s) => s.isPaymentPasswordSet || s.hasPasskey,
    refusal: () =>
      AppError.rule(ErrorCode.paymentPasswordNotSet, 'set a payment password first', {
        paymentPassword: 'PAYMENT_PASSWORD_NOT_SET',
      }),
  },
  bankCard: {
    code: ErrorCode.bankCardNotFound,
    met: (s) => s.cardCount > 0,
    refusal: () =>
      AppError.rule(ErrorCode.bankCardNotFound, 'bind a bank card first', {
        bankCardId: 'BANK_CARD_NOT_FOUND',
      }),
  },
  profile: {
    code: ErrorCode.profileIncomplete,
    met: (s) => s.missingFields.length === 0,
    refusal: (s) =>
      AppError.rule(
        ErrorCode.profileIncomplete,
        `fill in ${s.missingFields.join(', ')} before withdrawing`,
        Object.fromEntries(s.missingFields.map((f) => [f, 'PROFILE_REQUIRED'])),
      ),
  },
  noPending: {
    code: ErrorCode.withdrawPendingExists,
    met: (s) => !s.hasOpen,
    refusal: () => AppError.rule(ErrorCode.withdrawPendingExists, 'a withdrawal is already being processed'),
  },
  dailyCount: {
    code: ErrorCode.withdrawDailyLimit,
    met: (s, m) => s.usedToday < m.withdrawDailyCount,
    refusal: (_s, m) =>
      AppError.rule(ErrorCode.withdrawDailyLimit, `at most ${m.withdrawDailyCount} withdrawals a day`),
  },
  turnover: {
    code: ErrorCode.turnoverNotMet,
    met: (s) => s.turnover.done >= s.turnover.required,
    refusal: (s, m) =>
      AppError.rule(
        ErrorCode.turnoverNotMet,
        `bet ${money(s.turnover.required - s.turnover.done, m)} more before withdrawing`,
      ),
  },
  balance: {
    code: ErrorCode.insufficientBalance,
    met: (s, m) => s.withdrawableMinor >= m.withdrawMinMinor,
    refusal: (_s, m) =>
      AppError.rule(
        ErrorCode.insufficientBalance,
        `the withdrawable balance is below the minimum withdrawal of ${money(m.withdrawMinMinor, m)}`,
        { amount: 'INSUFFICIENT_BALANCE' },
      ),
  },
};

/** Every rule, in WITHDRAW_RULES order, met or not. */
export function withdrawRequirements(state: WithdrawState, merchant: MerchantRow): WithdrawRequirement[] {
  return WITHDRAW_RULES.map((rule) => ({
    rule,
    met: RULES[rule].met(state, merchant),
    code: RULES[rule].code,
    missingFields: rule === 'profile' ? state.missingFields : [],
  }));
}

/** Throws the refusal of the first rule not met; returns when a request may go on. */
export function refuseUnready(state: WithdrawState, merchant: MerchantRow): void {
  const first = WITHDRAW_RULES.find((rule) => !RULES[rule].met(state, merchant));
  if (first) throw RULES[first].refusal(state, merchant);
}

export const isTrialMember = (member: MemberRow) => member.type === TRIAL_TYPE;
