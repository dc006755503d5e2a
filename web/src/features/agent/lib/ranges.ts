import { AGENT_RANGE_PRESETS, MAX_AGENT_RANGE_DAYS, type AgentRangePreset } from '@portal/contracts';
import { addDays, dayIn, type DayRange } from '@/lib/date-range';

export { AGENT_RANGE_PRESETS, type AgentRangePreset };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Day of the week of a calendar day, Monday 0 to Sunday 6. */
function weekdayFromMonday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * A preset as calendar days of the brand's zone, both ends included (weeks start on Monday);
 * `custom` answers the days given.
 */
export function agentRangeFor(
  preset: AgentRangePreset,
  timeZone: string,
  custom: DayRange,
  now: Date = new Date(),
): DayRange {
  const today = dayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'thisWeek':
      return { startDate: addDays(today, -weekdayFromMonday(today)), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'custom':
      return custom;
  }
}

/** What is wrong with a custom range, as an agent-namespace key, or null when it can be asked. */
export function customRangeProblem(range: DayRange): { field: 'startDate' | 'endDate'; key: string } | null {
  if (!DAY.test(range.startDate)) return { field: 'startDate', key: 'validation.day' };
  if (!DAY.test(range.endDate)) return { field: 'endDate', key: 'validation.day' };
  if (range.startDate > range.endDate) return { field: 'endDate', key: 'validation.rangeOrder' };
  const [a, b] = [range.startDate, range.endDate].map((d) => Date.parse(`${d}T00:00:00Z`)) as [
    number,
    number,
  ];
  if ((b - a) / 86_400_000 > MAX_AGENT_RANGE_DAYS)
    return { field: 'startDate', key: 'validation.rangeTooLong' };
  return null;
}

/** The change of `current` against `previous` in percent, or null when there is nothing to compare. */
export function changePercent(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
