import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeInZone } from './dates';

describe('formatDateTimeInZone', () => {
  it('shows an instant on the brand clock, across the date line', () => {
    expect(formatDateTimeInZone('2026-11-21T22:12:12.000Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-22 05:12:12');
    expect(formatDateTimeInZone('2026-11-21T22:12:12.000Z', 'UTC')).toBe('2026-11-21 22:12:12');
    expect(formatDateTimeInZone('2026-01-01T00:00:00.000Z', 'America/New_York')).toBe('2025-12-31 19:00:00');
  });

  it('leaves something that is not a date as it is', () => {
    expect(formatDateTimeInZone('soon', 'UTC')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('keeps a wall-clock time without a zone as it is written', () => {
    expect(formatDateTime('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('2026-3-4 5:06')).toBe('2026-03-04 05:06:00');
    expect(formatDateTime('2026-12-31')).toBe('2026-12-31 00:00:00');
    expect(formatDateTime('2026-12-31 23:59:59.999')).toBe('2026-12-31 23:59:59');
  });

  it('shows an instant (and a Date) on the browser clock', () => {
    const instant = new Date(Date.UTC(2026, 10, 21, 22, 12, 12));
    const local = `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(
      instant.getDate(),
    ).padStart(2, '0')} ${String(instant.getHours()).padStart(2, '0')}:${String(
      instant.getMinutes(),
    ).padStart(2, '0')}:12`;
    expect(formatDateTime('2026-11-21T22:12:12.000Z')).toBe(local);
    expect(formatDateTime(instant)).toBe(local);
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('leaves something that is no date as it is, and nothing as nothing', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('2026-13-45 99:99:99')).toBe('2026-13-45 99:99:99');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
