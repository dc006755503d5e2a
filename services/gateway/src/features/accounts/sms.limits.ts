/**
 * Limits on SMS sends, against SMS pumping (bots requesting codes to premium or high-cost ranges so
 * someone collects the termination fees) as much as against annoying one person. Every send of the
 * gateway passes them, without a login (sms.service.ts sendCode) or by a member binding a mobile
 * (sendMobileCode), on one set of counters:
 *
 * - per destination number: one send per countdown (AuthLimits.claimNumber, then the platform's
 *   own countdown and daily cap per number), keyed by the E.164 number so no form of it escapes;
 * - per visitor IP: SMS_IP_MAX_PER_HOUR and SMS_IP_MAX_PER_DAY (SMS_IP_LIMIT, until when);
 * - per destination country: SMS_COUNTRY_MAX_PER_HOUR, with per-country overrides
 *   (SMS_COUNTRY_LIMITS=VN:2000,PH:50; 0 sends nothing to that country: SMS_COUNTRY_CLOSED). A
 *   pumping run spread over many IPs still meets this ceiling (SMS_COUNTRY_LIMIT, until when), and
 *   an operator can shut a country that sees one.
 *
 * Every counter is an atomic increment in the Store (Redis in production), taken before the send: 50
 * concurrent sends from across the gateway processes get exactly `max` through. A refused attempt
 * counts too (fixed windows), so hammering does not buy more sends.
 */
import { ErrorCode } from '@portal/contracts';
import type { NormalizedPhone } from '@portal/contracts/phone';
import type { Config } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import { consumeRateLimit } from '../../http/rate-limit.js';
import type { Store } from '../../store/store.js';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export type SmsLimitsOptions = Config['sms'];

export class SmsLimits {
  constructor(
    private readonly store: Store,
    private readonly options: SmsLimitsOptions,
  ) {}

  /** The hour's ceiling of sends to one country (ISO code). */
  countryMax(country: string): number {
    return this.options.countryOverrides[country] ?? this.options.countryPerHour;
  }

  /**
   * One send from this IP. The day is counted only once the hour allows it, so someone waiting out
   * the hourly limit does not spend the day's on refusals.
   */
  async ip(ip: string): Promise<void> {
    await this.consume(`sms:ip:h:${ip}`, this.options.ipPerHour, HOUR_MS, ErrorCode.smsIpLimit);
    await this.consume(`sms:ip:d:${ip}`, this.options.ipPerDay, DAY_MS, ErrorCode.smsIpLimit);
  }

  /**
   * One send to this number's country. A number of a shared calling code whose country the library
   * cannot tell is counted under its calling code.
   */
  async country(phone: Pick<NormalizedPhone, 'country' | 'dialingCode'>): Promise<void> {
    const country = phone.country ?? phone.dialingCode;
    const max = this.countryMax(country);
    // 0: the operator closed this country; nothing is counted because nothing may pass.
    if (max === 0) throw new AppError(ErrorCode.smsCountryClosed);
    await this.consume(`sms:country:${country}`, max, HOUR_MS, ErrorCode.smsCountryLimit);
  }

  /** One atomic increment of the window's counter, taken before the send; refused past `max`. */
  private async consume(key: string, max: number, windowMs: number, code: ErrorCode): Promise<void> {
    const result = await consumeRateLimit(this.store, { key: `auth:${key}`, max, windowMs });
    if (!result.allowed) throw smsRefusal(code, result.resetMs);
  }
}

/** A budget spent: its own code, when it may be asked again (the web words it), Retry-After. */
function smsRefusal(code: ErrorCode, resetMs: number): AppError {
  return new AppError(code, undefined, undefined, {
    cause: { retryAfterMs: resetMs },
    details: { until: new Date(Date.now() + resetMs).toISOString() },
  });
}
