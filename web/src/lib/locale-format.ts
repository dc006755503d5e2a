import { intlLocalesOf, NATIVE_DIGITS } from '@portal/contracts';
import { fromI18nCode } from './languages';

// The digits each language writes figures in are the contracts' (ADR 0013): the gateway's pages and
// the demo vendor's game pages use the same rule.
export { NATIVE_DIGITS };

/** The Intl numbering system (digits) of an i18next language. */
export function numberingSystemOf(lng: string): string {
  return NATIVE_DIGITS[fromI18nCode(lng)] ?? 'latn';
}

/**
 * The Intl locales of an i18next language: the language with its digits and the Gregorian calendar
 * (one calendar everywhere: the brand's days, draw dates and date filters are Gregorian, so a Thai or
 * Farsi date is never shown in another era beside a filter of Gregorian days), then the same digits
 * in British English's conventions for a browser whose Intl lacks the language (Chromium's lacks
 * Burmese and Khmer: a Burmese page wrote Latin amounts). Intl takes the first it has.
 */
export function intlLocales(lng: string): [string, string] {
  return intlLocalesOf(fromI18nCode(lng));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.NumberFormat in the language (its digits) with these options. */
export function numberFormat(lng: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales(lng), options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Loads the browser's number data ahead of the page's first figure: the first number format a page
 * makes loads it, the slowest step of formatting (20 to 40 ms of a fast machine's main thread, four
 * times that on a slow phone), which then weighs on whichever render shows the first amount. The
 * data is the page's process's, not a thread's, so a worker makes that first format off the main
 * thread (lib/intl-warm.worker.ts); where there is no worker, a task of its own on the main thread
 * does, outside any render.
 */
export function warmNumberFormat(lng: string): void {
  if (typeof Worker === 'function') {
    try {
      const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = () => worker.terminate();
      worker.onerror = () => worker.terminate();
      worker.postMessage(intlLocales(lng));
      return;
    } catch {
      // A worker refused (a policy, a private mode): the main thread's own task below.
    }
  }
  setTimeout(() => numberFormat(lng).format(0), 0);
}

/** A cached Intl.DateTimeFormat in the language (its digits, the Gregorian calendar) with these options. */
export function dateFormat(lng: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales(lng), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A count or figure in the language: its group separators and digits (12,500 / 12.500 / ۱۲٬۵۰۰). */
export function formatNumber(
  value: number | bigint | string,
  lng: string,
  options: Intl.NumberFormatOptions = {},
): string {
  if (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  return numberFormat(lng, options).format(value as number);
}

/**
 * A share (0.25) as the language writes a percentage (25%, 25 %, %25), sign and percent sign
 * included: strings take it whole ("{{value}} vs previous period"), never a "%" of their own.
 */
export function formatPercent(
  share: number,
  lng: string,
  maximumFractionDigits = 0,
  signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
): string {
  return numberFormat(lng, { style: 'percent', maximumFractionDigits, signDisplay }).format(share);
}

/** A rate already in percent (the wire's "12.5" for 12.5 %) as the language writes it. */
export function formatPercentValue(percent: number | string, lng: string): string {
  const value = typeof percent === 'string' ? Number(percent) : percent;
  if (!Number.isFinite(value)) return String(percent);
  return numberFormat(lng, { style: 'percent', maximumFractionDigits: 4 }).format(value / 100);
}

/**
 * A string of Latin digits built by the code (a countdown's "4:05") in the language's digits: the
 * separators stay, each digit becomes the language's own.
 */
export function withDigits(text: string, lng: string): string {
  if (numberingSystemOf(lng) === 'latn') return text;
  const format = numberFormat(lng, { useGrouping: false });
  return text.replace(/[0-9]/g, (digit) => format.format(Number(digit)));
}
