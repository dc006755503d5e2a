import { describe, expect, it } from 'vitest';
import { ContractOfferRequestSchema } from './agent-contract-offers.js';
import {
  DividendTiersSchema,
  PercentSchema,
  SalaryTiersSchema,
  isPeriodOfKind,
  percentToPpm,
  ppmToPercent,
} from './agent-contract.js';

/** The field map the boundary answers (dotted path -> first message), as lib/route.ts builds it. */
function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

const tier = (totalAmount: string, proportion: string, extra: Record<string, unknown> = {}) => ({
  teamDays: 0,
  activeNumber: 0,
  totalAmount,
  proportion,
  ...extra,
});

describe('proportions', () => {
  it('converts percent strings to parts per million and back exactly', () => {
    expect(percentToPpm('0.015')).toBe(150);
    expect(percentToPpm('35')).toBe(350_000);
    expect(percentToPpm('100')).toBe(1_000_000);
    expect(percentToPpm('0.0001')).toBe(1);
    expect(ppmToPercent(150)).toBe('0.015');
    expect(ppmToPercent(350_000)).toBe('35');
    expect(ppmToPercent(1)).toBe('0.0001');
    for (const ppm of [1, 7, 10, 1234, 99_999, 100_000, 1_000_000])
      expect(percentToPpm(ppmToPercent(ppm))).toBe(ppm);
  });

  it('accepts 0 < p <= 100 % with at most 4 decimals', () => {
    expect(PercentSchema.safeParse('0.0001').success).toBe(true);
    expect(PercentSchema.safeParse('100').success).toBe(true);
    expect(PercentSchema.safeParse('0').error?.issues[0]?.message).toBe('percent_range');
    expect(PercentSchema.safeParse('100.0001').error?.issues[0]?.message).toBe('percent_range');
    expect(PercentSchema.safeParse('0.00001').error?.issues[0]?.message).toBe('percent_format');
    expect(PercentSchema.safeParse('-1').error?.issues[0]?.message).toBe('percent_format');
    expect(PercentSchema.safeParse('1e2').error?.issues[0]?.message).toBe('percent_format');
  });
});

describe('tier tables', () => {
  it('accepts tiers that get stricter in every condition and pay more', () => {
    const result = DividendTiersSchema.safeParse([
      tier('0', '10'),
      { teamDays: 3, activeNumber: 5, totalAmount: '10000', proportion: '20' },
      { teamDays: 5, activeNumber: 5, totalAmount: '50000.50', proportion: '30.5' },
    ]);
    expect(result.success).toBe(true);
  });

  it('names the field of the later tier that goes down', () => {
    const result = DividendTiersSchema.safeParse([
      { teamDays: 3, activeNumber: 5, totalAmount: '10000', proportion: '20' },
      { teamDays: 2, activeNumber: 9, totalAmount: '20000', proportion: '25' },
    ]);
    expect(fieldsOf(result)).toEqual({ '1.teamDays': 'tier_not_increasing' });
  });

  it('refuses two tiers with the same conditions (they would overlap)', () => {
    const result = DividendTiersSchema.safeParse([tier('1000', '10'), tier('1000', '12')]);
    expect(fieldsOf(result)).toEqual({ '1.totalAmount': 'tier_overlaps' });
  });

  it('refuses a stricter tier that does not pay strictly more', () => {
    const result = DividendTiersSchema.safeParse([tier('1000', '10'), tier('2000', '10')]);
    expect(fieldsOf(result)).toEqual({ '1.proportion': 'proportion_not_increasing' });
  });

  it('compares amounts exactly, whatever their decimals', () => {
    expect(DividendTiersSchema.safeParse([tier('1000.5', '1'), tier('1000.50000001', '2')]).success).toBe(
      true,
    );
    expect(
      fieldsOf(DividendTiersSchema.safeParse([tier('1000.5', '1'), tier('1000.49999999', '2')])),
    ).toEqual({
      '1.totalAmount': 'tier_not_increasing',
    });
  });

  it('treats a win-rate ceiling as stricter the lower it is, and an absent one as the loosest', () => {
    const ok = SalaryTiersSchema.safeParse([
      tier('1000', '0.5'),
      tier('1000', '0.6', { winRate: '98' }),
      tier('1000', '0.7', { winRate: '95', lossRate: '2', singleBetAmount: '10' }),
    ]);
    expect(ok.success).toBe(true);
    const bad = SalaryTiersSchema.safeParse([
      tier('1000', '0.5', { winRate: '95' }),
      tier('2000', '0.6', { winRate: '97' }),
    ]);
    expect(fieldsOf(bad)).toEqual({ '1.winRate': 'tier_not_increasing' });
    const dropped = SalaryTiersSchema.safeParse([
      tier('1000', '0.5', { lossRate: '1' }),
      tier('2000', '0.6'),
    ]);
    expect(fieldsOf(dropped)).toEqual({ '1.lossRate': 'tier_not_increasing' });
  });

  it('refuses salary conditions in a dividend tier, and empty or oversized tables', () => {
    expect(DividendTiersSchema.safeParse([tier('0', '10', { winRate: '90' })]).success).toBe(false);
    expect(fieldsOf(DividendTiersSchema.safeParse([]))).toEqual({ '': 'tiers_required' });
    const eleven = Array.from({ length: 11 }, (_, i) => tier(String(i * 100), String(i + 1)));
    expect(fieldsOf(DividendTiersSchema.safeParse(eleven))).toEqual({ '': 'tiers_too_many' });
  });

  it('reports a malformed tier at its own field and does not compare it', () => {
    const result = DividendTiersSchema.safeParse([tier('1000', '10'), tier('abc', '0'), tier('3000', '30')]);
    expect(fieldsOf(result)).toEqual({ '1.totalAmount': 'amount_format', '1.proportion': 'percent_range' });
  });
});

describe('offers', () => {
  it('reads a dividend offer with its period and a salary offer without one', () => {
    const dividend = ContractOfferRequestSchema.parse({
      downline: 'sub1',
      kind: 'dividend',
      period: 'weekly',
      tiers: [tier('0', '20')],
    });
    expect(dividend.kind === 'dividend' && dividend.period).toBe('weekly');
    const wages = ContractOfferRequestSchema.parse({
      downline: 'sub1',
      kind: 'dailyWages',
      tiers: [tier('0', '0.5')],
    });
    expect(wages.tiers[0]).toMatchObject({ winRate: null, lossRate: null, singleBetAmount: null });
  });

  it('answers field paths under tiers, and refuses a period the kind does not have', () => {
    const result = ContractOfferRequestSchema.safeParse({
      downline: 'sub1',
      kind: 'hourlySalary',
      period: 'daily',
      tiers: [tier('100', '0.2'), tier('50', '0.3')],
    });
    expect(Object.keys(fieldsOf(result)).sort()).toEqual(['period', 'tiers.1.totalAmount']);
    expect(
      ContractOfferRequestSchema.safeParse({ downline: 'sub1', kind: 'dividend', tiers: [tier('0', '1')] })
        .success,
    ).toBe(false);
  });

  it('pairs each kind with its periods', () => {
    expect(isPeriodOfKind('dividend', 'semimonthly')).toBe(true);
    expect(isPeriodOfKind('dividend', 'hourly')).toBe(false);
    expect(isPeriodOfKind('realtimeSalary', 'fiveMinutes')).toBe(true);
    expect(isPeriodOfKind('dailyWages', 'weekly')).toBe(false);
  });
});
