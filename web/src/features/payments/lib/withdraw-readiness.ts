import { fromMinor, type WithdrawRule } from '@portal/contracts';
import type { WithdrawInfo } from '../api/types';
import { minorOf } from '@/lib/amount';

/** Turnover still to bet, in the currency's minor units (never below zero). */
export function turnoverRemaining(info: WithdrawInfo, decimals: number): bigint {
  const required = minorOf(info.turnoverRequired, decimals) ?? 0n;
  const done = minorOf(info.turnoverDone, decimals) ?? 0n;
  return required > done ? required - done : 0n;
}

/** done/required as a whole percentage, in bigint arithmetic (100 when nothing is required). */
export function turnoverPercent(info: WithdrawInfo): number {
  const d = minorOf(info.turnoverDone, 8);
  const r = minorOf(info.turnoverRequired, 8);
  if (d === null || r === null || r <= 0n || d >= r) return 100;
  return Number((d * 100n) / r);
}

/** Where a person fixes an unmet rule: a part of My account, the deposit page, or the games. */
export type ReadinessFix = 'paymentPassword' | 'bankCards' | 'profile' | 'deposit' | 'play';

/** One line of the readiness panel: a platform rule, met or not, with what it says and fixes. */
export interface ReadinessItem {
  rule: WithdrawRule;
  met: boolean;
  /** `payments` key of the line's name. */
  label: string;
  /** `payments` key of what is missing (unmet only), and its values (amounts are formatted later). */
  detail?: { key: string; values?: Record<string, string>; amounts?: Record<string, string> };
  fix?: ReadinessFix;
}

/** Rules always shown: what a person prepares once. The others are shown only while they stand. */
const ALWAYS_SHOWN: readonly WithdrawRule[] = ['paymentPassword', 'bankCard', 'profile', 'turnover'];

/**
 * The panel's lines, from the platform's own list of the rules a withdrawal is checked against
 * (WithdrawInfo.requirements, in the order a person fixes them): nothing is asked at cash-out
 * that is not here. The turnover line carries the progress bar (see the component).
 */
export function readinessItems(info: WithdrawInfo, decimals: number): ReadinessItem[] {
  return info.requirements
    .filter((q) => !q.met || ALWAYS_SHOWN.includes(q.rule))
    .map((q): ReadinessItem => {
      const line = { rule: q.rule, met: q.met, label: `readiness.rules.${q.rule}` };
      if (q.met) return line;
      switch (q.rule) {
        case 'realAccount':
          return { ...line, detail: { key: 'withdraw.blockedTrial' } };
        case 'notFrozen':
          return { ...line, detail: { key: 'readiness.frozen' } };
        case 'paymentPassword':
          return { ...line, detail: { key: 'withdraw.needsPaymentPassword' }, fix: 'paymentPassword' };
        case 'bankCard':
          return { ...line, detail: { key: 'withdraw.needsCard' }, fix: 'bankCards' };
        case 'profile':
          return { ...line, detail: { key: 'readiness.profileMissing' }, fix: 'profile' };
        case 'noPending':
          return { ...line, detail: { key: 'withdraw.pendingExists' } };
        case 'dailyCount':
          return { ...line, detail: { key: 'withdraw.dailyLimitReached' } };
        case 'turnover':
          return {
            ...line,
            detail: {
              key: 'withdraw.blockedTurnover',
              amounts: { remaining: fromMinor(turnoverRemaining(info, decimals), decimals) },
            },
            fix: 'play',
          };
        case 'balance':
          return {
            ...line,
            detail: {
              key: 'withdraw.blockedBalance',
              amounts: { available: info.withdrawable, min: info.minAmount },
            },
            fix: 'deposit',
          };
      }
    });
}

/** Whether a request can go through now (amount and card aside). */
export const isReady = (info: WithdrawInfo) => info.requirements.every((q) => q.met);
