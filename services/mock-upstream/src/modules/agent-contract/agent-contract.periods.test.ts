import { CONTRACT_PERIODS } from '@portal/contracts';
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closedPeriods,
  dayOf,
  dayStart,
  isDayBased,
  periodAfter,
  periodContaining,
  periodDays,
  periodsUntil,
} from './agent-contract.periods.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const span = (p: { start: number; end: number }) => [iso(p.start), iso(p.end)];

describe('contract periods in the brand zone', () => {
  const VN = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving

  it('runs a day between brand-zone midnights', () => {
    // 03:00 on the 11th in Vietnam.
    expect(span(periodContaining('daily', at('2024-03-10T20:00:00Z'), VN))).toEqual([
      '2024-03-10T17:00:00.000Z',
      '2024-03-11T17:00:00.000Z',
    ]);
  });

  it('runs a week from Monday, a half month from the 1st or the 16th, a month from the 1st', () => {
    const wednesday = at('2024-03-13T05:00:00Z');
    expect(span(periodContaining('weekly', wednesday, VN))).toEqual([
      '2024-03-10T17:00:00.000Z',
      '2024-03-17T17:00:00.000Z',
    ]);
    expect(span(periodContaining('semimonthly', at('2024-02-20T00:00:00Z'), VN))).toEqual([
      '2024-02-15T17:00:00.000Z',
      '2024-02-29T17:00:00.000Z',
    ]);
    expect(span(periodContaining('semimonthly', at('2024-02-10T00:00:00Z'), VN))).toEqual([
      '2024-01-31T17:00:00.000Z',
      '2024-02-15T17:00:00.000Z',
    ]);
    // 31 December 23:30 in Vietnam is still December; the next month starts in the next year.
    expect(span(periodContaining('monthly', at('2024-12-31T16:30:00Z'), VN))).toEqual([
      '2024-11-30T17:00:00.000Z',
      '2024-12-31T17:00:00.000Z',
    ]);
    expect(span(periodContaining('monthly', at('2024-12-31T17:00:00Z'), VN))[0]).toBe(
      '2024-12-31T17:00:00.000Z',
    );
  });

  it('aligns hours and 5 minutes to the brand clock, half-hour zones included', () => {
    // India is UTC+5:30: 10:45Z is 16:15 there, so its hour started at 10:30Z.
    expect(span(periodContaining('hourly', at('2024-05-01T10:45:00Z'), 'Asia/Kolkata'))).toEqual([
      '2024-05-01T10:30:00.000Z',
      '2024-05-01T11:30:00.000Z',
    ]);
    expect(span(periodContaining('fiveMinutes', at('2024-05-01T10:47:30.250Z'), VN))).toEqual([
      '2024-05-01T10:45:00.000Z',
      '2024-05-01T10:50:00.000Z',
    ]);
  });

  it('agrees with PostgreSQL on days that daylight saving shortens, lengthens or starts late', () => {
    // Values of `(day::timestamp AT TIME ZONE zone)` on PostgreSQL 16.
    expect(iso(dayStart('2024-03-10', 'America/New_York'))).toBe('2024-03-10T05:00:00.000Z');
    expect(iso(dayStart('2024-03-11', 'America/New_York'))).toBe('2024-03-11T04:00:00.000Z');
    expect(iso(dayStart('2024-11-04', 'America/New_York'))).toBe('2024-11-04T05:00:00.000Z');
    // Chile skips midnight into 8 September 2024: the day starts at 01:00 local, the jump.
    expect(iso(dayStart('2024-09-08', 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
    expect(iso(dayStart('2024-09-09', 'America/Santiago'))).toBe('2024-09-09T03:00:00.000Z');
    const short = periodContaining('daily', at('2024-03-10T12:00:00Z'), 'America/New_York');
    expect((short.end - short.start) / 3_600_000).toBe(23);
  });

  it('names the rollup days a period reads', () => {
    const week = periodContaining('weekly', at('2024-03-13T05:00:00Z'), VN);
    expect(periodDays(week, VN)).toEqual({ firstDay: '2024-03-11', lastDay: '2024-03-17' });
    const hour = periodContaining('hourly', at('2024-03-13T16:30:00Z'), VN);
    expect(periodDays(hour, VN)).toEqual({ firstDay: '2024-03-13', lastDay: '2024-03-13' });
  });

  it('lists the closed periods of a contract, cut at its end, oldest first, bounded', () => {
    const start = at('2024-03-10T17:00:00Z'); // Monday 11 March, Vietnam
    const now = at('2024-03-14T18:00:00Z'); // Friday 01:00
    expect(closedPeriods('daily', start, null, now, VN).map((p) => dayOf(p.start, VN))).toEqual([
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
    ]);
    expect(closedPeriods('weekly', start, null, now, VN)).toEqual([]);
    // Ended on Wednesday midnight by an upline's change: the week is settled up to there.
    const cut = closedPeriods('weekly', start, at('2024-03-12T17:00:00Z'), now, VN);
    expect(cut.map(span)).toEqual([['2024-03-10T17:00:00.000Z', '2024-03-12T17:00:00.000Z']]);
    expect(closedPeriods('fiveMinutes', start, null, now, VN, 10)).toHaveLength(10);
  });
});

describe('contract periods (property)', () => {
  const zones = [
    'Asia/Ho_Chi_Minh',
    'Asia/Kolkata',
    'America/Sao_Paulo',
    'America/New_York',
    'America/Santiago',
    'Europe/London',
    'UTC',
  ];

  it('contain their instant, tile time, and begin on a brand-zone day boundary when day-based', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_PERIODS),
        fc.constantFrom(...zones),
        // 2015..2035: years with and without daylight saving in the zones above.
        fc.integer({ min: at('2015-01-01T00:00:00Z'), max: at('2035-01-01T00:00:00Z') }),
        (period, zone, instant) => {
          const p = periodContaining(period, instant, zone);
          expect(p.start).toBeLessThanOrEqual(instant);
          expect(p.end).toBeGreaterThan(instant);
          const next = periodAfter(period, p, zone);
          expect(next.start).toBe(p.end);
          expect(next.end).toBeGreaterThan(next.start);
          if (isDayBased(period)) {
            expect(dayOf(p.start - 1, zone)).not.toBe(dayOf(p.start, zone));
            expect(dayOf(p.end - 1, zone)).not.toBe(dayOf(p.end, zone));
          } else {
            expect(p.end - p.start).toBe(period === 'hourly' ? 3_600_000 : 300_000);
          }
        },
      ),
      { numRuns: propertyRuns(600) },
    );
  });

  it('lists the same periods by arithmetic as the walk from boundary to boundary (across daylight saving)', () => {
    for (const zone of zones) {
      for (const period of CONTRACT_PERIODS) {
        // Two days around New York's and London's spring change, and a month for the long periods.
        const from = at('2026-03-07T10:17:00Z');
        const until = from + (isDayBased(period) ? 40 : 2) * 86_400_000;
        const walked = [];
        for (let p = periodContaining(period, from, zone); p.end <= until; p = periodAfter(period, p, zone)) {
          walked.push(p);
        }
        expect(periodsUntil(period, from, until, zone), `${zone} ${period}`).toEqual(walked);
      }
    }
  });
});
