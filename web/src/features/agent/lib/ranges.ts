import {
  AGENT_RANGE_PRESETS,
  MAX_AGENT_RANGE_DAYS,
  dayRangeProblem,
  type AgentRangePreset,
  type DateFieldError,
} from '@portal/contracts';
import { addDays, dayIn, type DayRange } from '@/lib/date-range';

export { AGENT_RANGE_PRESETS, type AgentRangePreset };

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

/** The agent namespace's words for the date rule's refusals. */
const RANGE_KEYS: Record<DateFieldError, string> = {
  day_invalid: 'validation.day',
  instant_invalid: 'validation.day',
  range_order: 'validation.rangeOrder',
  range_too_long: 'validation.rangeTooLong',
};

/**
 * What is wrong with a custom range, as an agent-namespace key, or null when it can be asked: the
 * contracts' date rule, the one the gateway and the platform apply.
 */
export function customRangeProblem(range: DayRange): { field: 'startDate' | 'endDate'; key: string } | null {
  const problem = dayRangeProblem(range.startDate, range.endDate, MAX_AGENT_RANGE_DAYS);
  if (!problem) return null;
  return { field: problem.end === 'start' ? 'startDate' : 'endDate', key: RANGE_KEYS[problem.error] };
}

/** The change of `current` against `previous` in percent, or null when there is nothing to compare. */
export function changePercent(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
