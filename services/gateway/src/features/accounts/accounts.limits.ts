/**
 * Throttles of the account flows. Every counter lives in the Store (atomic incr with a TTL), so a limit
 * holds across all gateway processes, and every key names what it limits: a client (device id, or IP
 * when the browser presented no device cookie), an account, a phone number or an IP.
 *
 * Login failures never lock an account: a stranger who knows a username must not be able to keep its
 * owner out. Instead, three failures (per account, IP or device, in 15 minutes) make the gateway
 * demand a captcha, and ten make each further attempt wait a growing, capped delay before it reaches
 * the platform. A correct password with a correct captcha still logs in, only more slowly. Every
 * attempt is counted (reserveLogin) before its password is forwarded, so parallel guesses cannot
 * slip under the threshold; and each takes its turn in a queue its account, IP and device share
 * (Store.reserveTurn) before it is forwarded, its delay after the turn before it, so guesses sent
 * together wait as long as the same guesses sent one after the other, on any number of processes.
 * A turn further off than LOGIN_QUEUE_MAX_MS is not given: that attempt is refused as busy
 * (TOO_MANY_REQUESTS, retryable, not counted), so no request waits without end. A success clears the
 * account's count only: clearing the IP's would let an attacker reset it by logging into an account
 * of their own between guesses.
 */
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import { consumeRateLimit } from '../../http/rate-limit.js';
import type { Store } from '../../store/store.js';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const SLOW_DOWN_AFTER_FAILURES = 10;
export const CAPTCHA_REFRESH_MS = 1000;
export const SMS_CLIENT_THROTTLE_MS = 1000;
/** The longest an attempt is made to wait for its turn, unless configured (LOGIN_QUEUE_MAX_MS). */
export const LOGIN_QUEUE_MAX_MS = 30_000;

/** Who is asking, for per-client limits. */
export interface Client {
  ip: string;
  /** The device cookie the browser presented; null for a browser without one (then the IP counts). */
  deviceId: string | null;
}

function clientKey(client: Client): string {
  return client.deviceId ? `dev:${client.deviceId}` : `ip:${client.ip}`;
}

export function tooMany(resetMs: number): AppError {
  return new AppError(ErrorCode.tooManyRequests, undefined, undefined, {
    cause: { retryAfterMs: resetMs },
  });
}

/** Milliseconds a refusal asks the client to wait, when it carries one. */
export function retryAfterMsOf(err: AppError): number | null {
  const cause = err.cause as { retryAfterMs?: unknown } | undefined;
  return typeof cause?.retryAfterMs === 'number' ? cause.retryAfterMs : null;
}

/** The wait before the n-th attempt after SLOW_DOWN_AFTER_FAILURES failures: 2^k x base, capped. */
export function loginDelayMs(failures: number, baseMs: number, maxMs: number): number {
  if (failures < SLOW_DOWN_AFTER_FAILURES) return 0;
  const exponent = Math.min(failures - SLOW_DOWN_AFTER_FAILURES, 20);
  return Math.min(maxMs, 2 ** exponent * baseMs);
}

export interface AuthLimitsOptions {
  registerPerHour: number;
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** The longest wait for a turn; a later one is refused as busy (default LOGIN_QUEUE_MAX_MS). */
  loginQueueMaxMs?: number;
}

export class AuthLimits {
  constructor(
    private readonly store: Store,
    private readonly options: AuthLimitsOptions,
  ) {}

  /** Captcha images: one per second per client, and a per-IP ceiling for clients that drop cookies. */
  async captcha(client: Client): Promise<void> {
    await this.consume(`captcha:${clientKey(client)}`, 1, CAPTCHA_REFRESH_MS);
    if (client.deviceId) await this.consume(`captcha:ipcap:${client.ip}`, 10, CAPTCHA_REFRESH_MS);
  }

  /**
   * SMS sends: one per 1000 ms per client, against double clicks. The IP's and the destination
   * country's budgets are SmsLimits' (sms.limits.ts).
   */
  async smsClient(client: Client): Promise<void> {
    await this.consume(`sms:${clientKey(client)}`, 1, SMS_CLIENT_THROTTLE_MS);
  }

  /**
   * Claims the number for one countdown before the send; the claim is released when the send fails
   * and stretched to the platform's countdown when it succeeds. Atomic: two concurrent sends to one
   * number cannot both pass.
   */
  async claimNumber(number: string): Promise<void> {
    const key = `sms:num:${number}`;
    if (!(await this.store.setIfAbsent(key, '1', 60_000))) {
      const ttl = await this.store.ttl(key);
      throw tooMany(ttl > 0 ? ttl : 60_000);
    }
  }

  async confirmNumber(number: string, countdownMs: number): Promise<void> {
    await this.store.expire(`sms:num:${number}`, countdownMs);
  }

  async releaseNumber(number: string): Promise<void> {
    await this.store.del(`sms:num:${number}`);
  }

  /** Registrations that reach the platform, per IP per hour. */
  async register(ip: string): Promise<void> {
    await this.consume(`register:ip:${ip}`, this.options.registerPerHour, 3600_000);
  }

  /** The account's counter (when one is named), the IP's and the browser's. */
  private failureKeys(account: string | null, client: Client): string[] {
    const keys = [`login:fail:ip:${client.ip}`];
    if (account !== null) keys.push(`login:fail:acct:${account.toLowerCase()}`);
    if (client.deviceId) keys.push(`login:fail:dev:${client.deviceId}`);
    return keys;
  }

  private async count(key: string): Promise<number> {
    const raw = await this.store.get(key);
    const n = raw === null ? 0 : Number(raw);
    return Number.isSafeInteger(n) ? n : 0;
  }

  /** The highest failure count among the account, the IP and the device. */
  async loginFailures(account: string | null, client: Client): Promise<number> {
    const counts = await Promise.all(this.failureKeys(account, client).map((k) => this.count(k)));
    return Math.max(0, ...counts);
  }

  /** Whether this visitor's next login must carry a captcha (auth.options.captchaOnLogin). */
  async captchaRequired(account: string | null, client: Client): Promise<boolean> {
    return (await this.loginFailures(account, client)) >= CAPTCHA_AFTER_FAILURES;
  }

  /**
   * Takes one login attempt on the account's, the IP's and the device's failure counters before the
   * password leaves the gateway: each counter is one atomic increment in the Store, so parallel
   * attempts (on any number of gateway processes) each get a distinct count, and the captcha rule
   * and the slow-down are judged on it, never on a count read before the others arrived. The attempt
   * counts as a failure until it is settled: `release` takes it back (the password was never judged
   * wrong), `succeeded` clears the account's count and takes back the IP's and the device's; a wrong
   * password simply leaves it in place.
   */
  async reserveLogin(account: string, client: Client): Promise<LoginReservation> {
    const keys = this.failureKeys(account, client);
    const counts = await Promise.all(keys.map((k) => this.store.incr(k, LOGIN_FAILURE_WINDOW_MS)));
    const count = Math.max(...counts);
    return new LoginReservation(this.store, keys, count, {
      delayMs: this.delayFor(count - 1),
      maxWaitMs: this.options.loginQueueMaxMs ?? LOGIN_QUEUE_MAX_MS,
    });
  }

  /** Counts a failure without an attempt behind it (tests seed past failures with it). */
  async recordLoginFailure(account: string, client: Client): Promise<void> {
    await Promise.all(
      this.failureKeys(account, client).map((k) => this.store.incr(k, LOGIN_FAILURE_WINDOW_MS)),
    );
  }

  delayFor(failures: number): number {
    return loginDelayMs(failures, this.options.loginDelayBaseMs, this.options.loginDelayMaxMs);
  }

  private async consume(key: string, max: number, windowMs: number): Promise<void> {
    const result = await consumeRateLimit(this.store, { key: `auth:${key}`, max, windowMs });
    if (!result.allowed) throw tooMany(result.resetMs);
  }
}

/**
 * The queue of turns next to a failure counter (`login:fail:acct:x` -> `login:turn:{login}:acct:x`).
 * One attempt moves the turns of its account, IP and device in one script, so every turn key carries
 * the same hash tag: on a Redis Cluster they all live in one slot (a few small keys per attempt).
 */
const turnKey = (failureKey: string) => failureKey.replace(/^login:fail:/, 'login:turn:{login}:');

/** One reserved login attempt (AuthLimits.reserveLogin), settled at most once. */
export class LoginReservation {
  private settled = false;

  constructor(
    private readonly store: Store,
    private readonly keys: string[],
    /** The highest count this attempt took, itself included. */
    readonly count: number,
    private readonly slowDown: { delayMs: number; maxWaitMs: number },
  ) {}

  /** The slow-down this attempt earned: what it waits after the turn before it (0: none). */
  get delayMs(): number {
    return this.slowDown.delayMs;
  }

  /**
   * Takes this attempt's turn in the queue of its account, IP and device, right before its password
   * is forwarded, and answers how long to wait for it: its own delay after the latest turn already
   * given, so concurrent attempts wait one after the other as sequential ones would. An attempt
   * without a delay takes no turn. Refused as busy (TOO_MANY_REQUESTS, nothing reserved) when the
   * turn is further off than the longest wait.
   */
  async takeTurn(): Promise<number> {
    if (this.slowDown.delayMs <= 0) return 0;
    const wait = await this.store.reserveTurn(
      this.keys.map(turnKey),
      this.slowDown.delayMs,
      this.slowDown.maxWaitMs,
    );
    if (wait === null) throw tooMany(this.slowDown.delayMs);
    return wait;
  }

  /** Failures that came before this attempt: what the captcha rule and the slow-down are judged on. */
  get before(): number {
    return this.count - 1;
  }

  /** Whether the attempt after this one, if this one fails, must carry a captcha. */
  get captchaNext(): boolean {
    return this.count >= CAPTCHA_AFTER_FAILURES;
  }

  async release(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await Promise.all(this.keys.map((k) => this.store.decr(k)));
  }

  async succeeded(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await Promise.all(
      this.keys.map((k) => (k.startsWith('login:fail:acct:') ? this.store.del(k) : this.store.decr(k))),
    );
  }
}
