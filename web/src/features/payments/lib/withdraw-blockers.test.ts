import { describe, expect, it } from 'vitest';
import { withdrawInfo } from '@/testing/wallet-fixtures';
import { turnoverRemaining, withdrawBlockers } from './withdraw-blockers';

const open = { hasCard: true, isTrial: false, decimals: 2 };
const keys = (blockers: { key: string }[]) => blockers.map((b) => b.key);

describe('withdrawBlockers', () => {
  it('finds nothing in the way of a member who met the turnover and has a card and a password', () => {
    expect(withdrawBlockers(withdrawInfo({ turnoverDone: '1000.00' }), open)).toEqual([]);
  });

  it('names the turnover still to bet, in the currency’s decimals', () => {
    const info = withdrawInfo({ turnoverRequired: '110.00', turnoverDone: '27.00' });
    expect(turnoverRemaining(info, 2)).toBe(8300n);
    expect(withdrawBlockers(info, open)).toEqual([
      { key: 'withdraw.blockedTurnover', values: { remaining: '83.00' } },
    ]);
  });

  it('lists every reason a person can fix, in order, the security-centre ones marked', () => {
    const info = withdrawInfo({
      isPaymentPasswordSet: false,
      hasPendingWithdrawal: true,
      dailyCountUsed: 5,
      withdrawable: '10.00',
    });
    const blockers = withdrawBlockers(info, { ...open, hasCard: false });
    expect(keys(blockers)).toEqual([
      'withdraw.needsPaymentPassword',
      'withdraw.needsCard',
      'withdraw.pendingExists',
      'withdraw.dailyLimitReached',
      'withdraw.blockedTurnover',
      'withdraw.blockedBalance',
    ]);
    expect(blockers.filter((b) => b.fixInSecurityCenter)).toHaveLength(2);
  });

  it('tells a trial account only that it cannot withdraw', () => {
    expect(keys(withdrawBlockers(withdrawInfo(), { ...open, isTrial: true }))).toEqual([
      'withdraw.blockedTrial',
    ]);
  });
});
