import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Formats a date (ISO string, "YYYY-MM-DD HH:mm:ss" string or Date) as YYYY-MM-DD HH:mm:ss. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : String(value);
}
