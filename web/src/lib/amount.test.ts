import { describe, expect, it } from 'vitest';
import { amountLimits, amountProblem, quickAmounts, truncateAmount } from './amount';
import { addDays, dayIn, rangeFor } from './date-range';
import { newRequestId } from './request-id';

const format = (a: string) => `$${a}`;

describe('amounts', () => {
  it('compares amounts in minor units, beyond what a float holds', () => {
    // As JavaScript numbers these two are the same value.
    const limits = { decimals: 8, min: '0.01', max: '999999999999.99999998', format };
    expect(amountProblem('999999999999.99999998', limits)).toBeNull();
    expect(amountProblem('999999999999.99999999', limits)?.key).toBe('validation.amountRange');
    expect(amountProblem('0.1', { decimals: 2, available: '0.09', format })?.key).toBe(
      'validation.amountOverBalance',
    );
  });

  it('words a limit on one side as that side only, never "between x and 0"', () => {
    expect(amountProblem('4', { decimals: 2, min: '5', max: null, format })).toEqual({
      key: 'validation.amountMin',
      values: { min: format('5') },
    });
    expect(amountProblem('6', { decimals: 2, min: null, max: '5', format })).toEqual({
      key: 'validation.amountMax',
      values: { max: format('5') },
    });
    expect(amountProblem('6', { decimals: 2, min: '5', max: null, format })).toBeNull();
    expect(amountLimits(null, null, format)).toBeNull();
    expect(amountLimits('1', '2', format)?.key).toBe('validation.amountRange');
  });

  it('refuses a malformed amount, too many decimals and zero', () => {
    expect(amountProblem('', { decimals: 2, format })?.key).toBe('validation.required');
    expect(amountProblem('1e3', { decimals: 2, format })?.key).toBe('validation.amountFormat');
    expect(amountProblem('1.001', { decimals: 2, format })?.key).toBe('validation.amountDecimals');
    expect(amountProblem('10.5', { decimals: 0, format })?.key).toBe('validation.amountDecimals');
    expect(amountProblem('0.00', { decimals: 2, format })?.key).toBe('validation.amountPositive');
  });

  it('offers quick amounts only within the limits', () => {
    expect(quickAmounts('50.00', '1000.00', 2)).toEqual(['50', '100', '200', '500', '1000']);
    expect(quickAmounts('10000', '200000', 0)).toEqual(['10000', '50000', '200000']);
  });

  it('cuts a balance to the currency decimals for "all", never rounding up', () => {
    expect(truncateAmount('12.3456', 2)).toBe('12.34');
    expect(truncateAmount('500.00', 2)).toBe('500');
  });
});

describe('record date ranges', () => {
  // 20:30 UTC on 1 March is already 2 March in Ho Chi Minh City (UTC+7).
  const now = new Date('2026-03-01T20:30:00Z');

  it('uses calendar days of the brand zone, not of UTC or the browser', () => {
    expect(dayIn('Asia/Ho_Chi_Minh', now)).toBe('2026-03-02');
    expect(dayIn('UTC', now)).toBe('2026-03-01');
    expect(rangeFor('today', 'Asia/Ho_Chi_Minh', now)).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(rangeFor('yesterday', 'Asia/Ho_Chi_Minh', now)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
  });

  it('counts 7 and 30 days including today, across month ends', () => {
    expect(rangeFor('last7', 'Asia/Ho_Chi_Minh', now)).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
    });
    expect(rangeFor('last30', 'Asia/Ho_Chi_Minh', now)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-02',
    });
    expect(rangeFor('yesterday', 'America/New_York', new Date('2026-03-01T03:00:00Z'))).toEqual({
      startDate: '2026-02-27',
      endDate: '2026-02-27',
    });
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('request ids', () => {
  it('match the contract', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
