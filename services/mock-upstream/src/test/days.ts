import { demoMerchant } from '../db/seed/brand.js';

/** The demo brand's time zone: its reports and rollups count calendar days there, not in UTC. */
export const BRAND_TIME_ZONE = demoMerchant('test').timeZone;

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAND_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The brand's calendar day (YYYY-MM-DD) `ago` days before now. A test that asks for "today" in UTC
 * asks for yesterday's figures for seven hours of every day (the brand is UTC+7).
 */
export function brandDay(ago = 0, now = Date.now()): string {
  return format.format(new Date(now - ago * 86_400_000));
}
