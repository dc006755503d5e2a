import { fromMinor } from '@portal/contracts';
import type { WithdrawInfo } from '../api/types';
import type { CentreSection } from '@/lib/account-overlays';
import { minorOf } from '@/lib/amount';

/** Turnover still to bet, in the currency's minor units (never below zero). */
export function turnoverRemaining(info: WithdrawInfo, decimals: number): bigint {
  const required = minorOf(info.turnoverRequired, decimals) ?? 0n;
  const done = minorOf(info.turnoverDone, decimals) ?? 0n;
  return required > done ? required - done : 0n;
}

/**
 * One reason the platform would refuse a withdrawal right now, as a `payments` key and its values;
 * `fixInSecurityCenter`: fixed there (`section`: the part of it that fixes it).
 */
export type Blocker = {
  key: string;
  values?: Record<string, string>;
  fixInSecurityCenter?: boolean;
  section?: CentreSection;
};

/**
 * Everything that would make the platform refuse a withdrawal now, in the order a person fixes
 * them; empty when a request can go through (the amount is still checked on the form).
 */
export function withdrawBlockers(
  info: WithdrawInfo,
  ctx: { hasCard: boolean; isTrial: boolean; decimals: number },
): Blocker[] {
  // The member centre already sends a trial account to registration; should one get here anyway,
  // nothing else is worth fixing first.
  if (ctx.isTrial) return [{ key: 'withdraw.blockedTrial' }];
  const blockers: Blocker[] = [];
  if (!info.isPaymentPasswordSet)
    blockers.push({
      key: 'withdraw.needsPaymentPassword',
      fixInSecurityCenter: true,
      section: 'paymentPassword',
    });
  if (!ctx.hasCard) blockers.push({ key: 'withdraw.needsCard', fixInSecurityCenter: true });
  if (info.hasPendingWithdrawal) blockers.push({ key: 'withdraw.pendingExists' });
  if (info.dailyCountUsed >= info.dailyCountLimit) blockers.push({ key: 'withdraw.dailyLimitReached' });
  const remaining = turnoverRemaining(info, ctx.decimals);
  if (remaining > 0n) {
    blockers.push({
      key: 'withdraw.blockedTurnover',
      values: { remaining: fromMinor(remaining, ctx.decimals) },
    });
  }
  const available = minorOf(info.withdrawable, ctx.decimals) ?? 0n;
  const min = minorOf(info.minAmount, ctx.decimals) ?? 0n;
  if (available < min) {
    blockers.push({
      key: 'withdraw.blockedBalance',
      values: { available: info.withdrawable, min: info.minAmount },
    });
  }
  return blockers;
}
