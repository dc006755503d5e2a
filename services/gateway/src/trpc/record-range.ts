/**
 * The range every record query names: calendar days of the brand's time zone, checked here as the
 * platform would check them, so that a range it would refuse costs no upstream call.
 */
import { ErrorCode, MAX_RECORD_RANGE_DAYS } from '@portal/contracts';
import { AppError } from '../errors/app-error.js';

export interface RecordRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** Days since the epoch of a YYYY-MM-DD that names a real calendar day, else null (2024-02-30). */
function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.getTime() / DAY_MS;
}

/**
 * startDate <= endDate, both real days, at most MAX_RECORD_RANGE_DAYS apart; else
 * RECORD_RANGE_INVALID with the field to fix.
 */
export function checkRange(range: RecordRange): void {
  const start = dayNumber(range.startDate);
  const end = dayNumber(range.endDate);
  if (start === null) throw rangeError('startDate', 'validation.day_invalid');
  if (end === null) throw rangeError('endDate', 'validation.day_invalid');
  if (start > end) throw rangeError('endDate', 'validation.range_order');
  if (end - start > MAX_RECORD_RANGE_DAYS) throw rangeError('startDate', 'validation.range_too_long');
}

function rangeError(field: keyof RecordRange, key: string): AppError {
  return new AppError(ErrorCode.recordRangeInvalid, undefined, { [field]: key });
}
