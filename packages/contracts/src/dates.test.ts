import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BrandDateTimeSchema,
  DayRangeShape,
  DaySchema,
  InstantSchema,
  MAX_RECORD_RANGE_DAYS,
  dayRangeProblem,
  daysSpanned,
  isBrandDateTime,
  withRange,
} from './dates.js';
import { BAD_DAYS, BAD_INSTANTS, BAD_BRAND_TIMES } from './testing/dates.js';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('the date rule', () => {
  it('takes real calendar days, leap days of leap years included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1900-01-01', '2026-12-31', '9999-12-31']) {
      expect(DaySchema.safeParse(day).success, day).toBe(true);
    }
  });

  it.each(BAD_DAYS)('refuses %j as a day, with day_invalid', (bad) => {
    expect(messages(DaySchema.safeParse(bad))).toEqual([':day_invalid']);
  });

  it.each(BAD_INSTANTS)('refuses %j as an instant, with instant_invalid', (bad) => {
    expect(messages(InstantSchema.safeParse(bad))).toEqual([':instant_invalid']);
  });

  it.each(BAD_BRAND_TIMES)('refuses %j as a brand time, with instant_invalid', (bad) => {
    expect(messages(BrandDateTimeSchema.safeParse(bad))).toEqual([':instant_invalid']);
  });

  it('takes instants with an offset and brand times of a real day', () => {
    for (const at of ['2026-01-01T00:00:00Z', '2024-02-29T23:59:59.999+07:00', '2026-06-30T12:00:00-03:00']) {
      expect(InstantSchema.safeParse(at).success, at).toBe(true);
    }
    expect(isBrandDateTime('2024-02-29 23:59:59')).toBe(true);
  });

  it('counts a span with both ends included', () => {
    expect(daysSpanned('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysSpanned('2026-01-01', '2026-01-31')).toBe(31);
    expect(daysSpanned('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysSpanned('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('judges a day range: days first, then the order, then the span', () => {
    expect(dayRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(dayRangeProblem('2026-02-30', '2026-01-31')).toEqual({ end: 'start', error: 'day_invalid' });
    expect(dayRangeProblem('2026-01-01', '2026-13-01')).toEqual({ end: 'end', error: 'day_invalid' });
    expect(dayRangeProblem('2026-02-01', '2026-01-01')).toEqual({ end: 'end', error: 'range_order' });
    expect(dayRangeProblem('2026-01-01', '2026-02-01')).toEqual({ end: 'start', error: 'range_too_long' });
    expect(dayRangeProblem('2026-01-01', '2026-02-01', null)).toBeNull();
    expect(MAX_RECORD_RANGE_DAYS).toBe(31);
  });

  describe('withRange', () => {
    const Paged = withRange(z.object({ ...DayRangeShape, pageNo: z.number().int() }));

    it('names the end of a reversed range and the start of an over-long one', () => {
      const ok = { startDate: '2026-01-01', endDate: '2026-01-31', pageNo: 1 };
      expect(Paged.safeParse(ok).success).toBe(true);
      expect(messages(Paged.safeParse({ ...ok, startDate: '2026-02-01' }))).toEqual(['endDate:range_order']);
      expect(messages(Paged.safeParse({ ...ok, endDate: '2026-02-01' }))).toEqual([
        'startDate:range_too_long',
      ]);
    });

    it('judges the range even while another field is wrong, and not when an end is not a day', () => {
      expect(messages(Paged.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' }))).toContain(
        'endDate:range_order',
      );
      expect(
        messages(Paged.safeParse({ startDate: '2026-02-30', endDate: '2026-01-01', pageNo: 1 })),
      ).toEqual(['startDate:day_invalid']);
    });

    it('keeps the rule when the schema is extended, and leaves an optional range alone when an end is missing', () => {
      const Extended = Paged.extend({ filter: z.string().optional() });
      expect(
        messages(Extended.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01', pageNo: 1 })),
      ).toEqual(['endDate:range_order']);
      const Optional = withRange(z.object({ from: DaySchema.optional(), to: DaySchema.optional() }), {
        start: 'from',
        end: 'to',
      });
      expect(Optional.safeParse({ from: '2026-02-01' }).success).toBe(true);
      expect(messages(Optional.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual([
        'to:range_order',
      ]);
    });
  });
});
