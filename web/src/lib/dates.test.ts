import { describe, expect, it } from 'vitest';
import { formatDateTimeInZone } from './dates';

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
