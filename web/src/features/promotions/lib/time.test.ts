import { describe, expect, it } from 'vitest';
import { withScheduleState } from './time';

describe('withScheduleState', () => {
  const promotion = { state: null, startsAt: '2026-06-01 00:00:00', endsAt: '2026-06-30 23:59:59' };
  const at = (iso: string) => Date.parse(iso);

  it('shows a visitor coming soon before the start and closed after the end (brand zone)', () => {
    // Asia/Ho_Chi_Minh is UTC+7: the start is 2026-05-31 17:00 UTC.
    expect(withScheduleState(promotion, 'Asia/Ho_Chi_Minh', at('2026-05-31T16:59:59Z')).state).toBe(
      'comingSoon',
    );
    expect(withScheduleState(promotion, 'Asia/Ho_Chi_Minh', at('2026-05-31T17:00:00Z')).state).toBeNull();
    expect(withScheduleState(promotion, 'Asia/Ho_Chi_Minh', at('2026-06-30T16:59:59Z')).state).toBe('closed');
  });

  it("keeps the member's own state", () => {
    expect(withScheduleState({ ...promotion, state: 'claim' }, 'UTC', at('2027-01-01T00:00:00Z')).state).toBe(
      'claim',
    );
  });
});
