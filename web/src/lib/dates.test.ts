import { describe, expect, it } from 'vitest';
import { formatDateAndTime, formatDateTime, formatDay, wallClockInZone } from './dates';

describe('wallClockInZone', () => {
  it('reads an instant on the brand clock, across the date line (a machine value)', () => {
    expect(wallClockInZone('2026-11-21T22:12:12.000Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-22 05:12:12');
    expect(wallClockInZone('2026-11-21T22:12:12.000Z', 'UTC')).toBe('2026-11-21 22:12:12');
    expect(wallClockInZone('2026-01-01T00:00:00.000Z', 'America/New_York')).toBe('2025-12-31 19:00:00');
    expect(wallClockInZone('soon', 'UTC')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  const instant = '2026-11-21T22:12:12.000Z';

  it('shows an instant on the brand clock as the language writes a date and time', () => {
    expect(formatDateTime(instant, 'en', 'Asia/Ho_Chi_Minh')).toBe('11/22/2026, 05:12:12 AM');
    expect(formatDateTime(instant, 'vi', 'Asia/Ho_Chi_Minh')).toBe('05:12:12 22/11/2026');
    expect(formatDateTime(instant, 'de', 'UTC')).toBe('21.11.2026, 22:12:12');
    expect(formatDateTime(instant, 'ja', 'Asia/Tokyo')).toBe('2026/11/22 07:12:12');
  });

  it('keeps the Gregorian calendar in every language: no Buddhist era in Thai, no Solar Hijri in Farsi', () => {
    expect(formatDateTime(instant, 'th', 'Asia/Bangkok')).toContain('2026');
    expect(formatDateTime(instant, 'fa', 'Asia/Tehran')).toContain('۲۰۲۶');
  });

  it("writes the language's digits: native in Farsi, Bengali and Burmese, Latin in Arabic", () => {
    expect(formatDateTime(instant, 'ar', 'UTC')).toMatch(/2026/);
    expect(formatDateTime(instant, 'ar', 'UTC')).not.toMatch(/[٠-٩]/);
    expect(formatDateTime(instant, 'bn', 'UTC')).toMatch(/২০২৬/);
    expect(formatDateTime(instant, 'my', 'UTC')).toMatch(/၂၀၂၆/);
  });

  it('keeps a wall-clock time without a zone as it is written', () => {
    expect(formatDateTime('2026-03-04 05:06:07', 'de')).toBe('04.03.2026, 05:06:07');
    expect(formatDateTime('2026-03-04T05:06:07', 'de')).toBe('04.03.2026, 05:06:07');
    expect(formatDateTime('2026-3-4 5:06', 'de')).toBe('04.03.2026, 05:06:00');
    expect(formatDateTime('2026-12-31', 'de')).toBe('31.12.2026, 00:00:00');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5), 'de')).toBe('02.01.2026, 03:04:05');
  });

  it('leaves something that is no date as it is, and nothing as nothing', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDateTime('2026-13-45 99:99:99', 'en')).toBe('2026-13-45 99:99:99');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime(undefined, 'en')).toBe('');
  });
});

describe('formatDateAndTime and formatDay', () => {
  it('give the date and the time apart, on the brand clock', () => {
    expect(formatDateAndTime('2026-11-21T22:12:12.000Z', 'de', 'Asia/Ho_Chi_Minh')).toEqual({
      date: '22.11.2026',
      time: '05:12:12',
    });
  });

  it('write a calendar day of the brand as it is, never shifted by a zone', () => {
    expect(formatDay('2026-11-01', 'en')).toBe('11/01/2026');
    expect(formatDay('2026-11-01', 'vi')).toBe('01/11/2026');
    expect(formatDay('2026-11-01', 'en', { month: '2-digit', day: '2-digit' })).toBe('11/01');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});
