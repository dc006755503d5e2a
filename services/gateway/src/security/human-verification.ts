/**
 * Human verification before password logins, registrations, free play and SMS sends.
 *
 * Behind one interface so a hosted provider (Turnstile, hCaptcha, ...) can replace the default later
 * without touching the flows: `challenge()` gives the web what its widget needs, `verify()` checks the
 * widget's answer. The default is self-hosted ALTCHA proof of work: the browser must find a number
 * whose hash matches the challenge, which costs a phone well under a second at the configured
 * maxnumber but makes each scripted attempt cost CPU. No third party sees the visitor.
 *
 * A solution is single use: its challenge is remembered in the Store until the challenge expires, so
 * one solved challenge cannot be replayed for a burst of attempts, on any gateway process.
 */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Store } from '../store/store.js';

export interface AltchaChallenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * What the web's solver needs. A hosted provider would add a member to this union (e.g.
 * `{ provider: 'turnstile'; siteKey }`); the web switches on `provider`.
 */
export type Challenge = { provider: 'altcha'; challenge: AltchaChallenge };

export interface HumanVerifier {
  /** A challenge for a visitor at `ip` (its work may grow with that address's recent asks). */
  challenge(ip?: string): Promise<Challenge>;
  /** True when `payload` proves a human (or at least a paid-for attempt); never throws on junk. */
  verify(payload: string, ip: string): Promise<boolean>;
}

const AltchaPayloadSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().regex(/^[0-9a-f]{40,128}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{40,128}$/),
});

/** The widget sends base64 JSON; anything else is refused before the library sees it. */
function decodePayload(payload: string): z.infer<typeof AltchaPayloadSchema> | null {
  if (payload.length === 0 || payload.length > 4096) return null;
  try {
    const parsed = AltchaPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Seconds-since-epoch expiry the challenge carries in its (signed) salt, or null. */
function expiresAtMs(salt: string): number | null {
  const query = salt.split('?')[1];
  if (!query) return null;
  const expires = Number(new URLSearchParams(query).get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

export interface AltchaOptions {
  hmacKey: string;
  /** The work of a challenge for an ordinary visitor (ADR 0004: its time on a slow phone). */
  maxNumber: number;
  expiresS: number;
  /**
   * Challenges one address may ask for in ATTACK_WINDOW_MS at the ordinary work; past it each
   * further challenge costs 4 times as much, and past 3 times it 16 times. A person needs one per
   * login or registration; a script asking for hundreds pays for them.
   */
  attackAfter?: number;
}

/** The window in which an address's challenges are counted (an attack signal). */
export const ATTACK_WINDOW_MS = 10 * 60_000;
const DEFAULT_ATTACK_AFTER = 30;

export class AltchaVerifier implements HumanVerifier {
  constructor(
    private readonly store: Store,
    private readonly options: AltchaOptions,
  ) {}

  /** The work for the `asked`-th challenge of an address in the window. */
  workFor(asked: number): number {
    const after = this.options.attackAfter ?? DEFAULT_ATTACK_AFTER;
    const factor = asked > 3 * after ? 16 : asked > after ? 4 : 1;
    return this.options.maxNumber * factor;
  }

  async challenge(ip?: string): Promise<Challenge> {
    // Counted (atomically, across gateway processes) before the challenge is made.
    const asked = ip ? await this.store.incr(`hv:asked:${ip}`, ATTACK_WINDOW_MS) : 1;
    const maxNumber = this.workFor(asked);
    const c = await createChallenge({
      hmacKey: this.options.hmacKey,
      maxnumber: maxNumber,
      expires: new Date(Date.now() + this.options.expiresS * 1000),
    });
    return {
      provider: 'altcha',
      challenge: {
        algorithm: c.algorithm,
        challenge: c.challenge,
        maxnumber: c.maxnumber ?? maxNumber,
        salt: c.salt,
        signature: c.signature,
      },
    };
  }

  async verify(payload: string, _ip: string): Promise<boolean> {
    const solution = decodePayload(payload);
    if (!solution) return false;
    // Our challenges always expire; one without an expiry was not made here (or by an older key).
    const expiresAt = expiresAtMs(solution.salt);
    if (expiresAt === null || expiresAt <= Date.now()) return false;
    let valid: boolean;
    try {
      valid = await verifySolution(solution, this.options.hmacKey, true);
    } catch {
      return false;
    }
    if (!valid) return false;
    // The first caller to record the challenge wins; a replay, here or on another process, loses.
    return this.store.setIfAbsent(`hv:used:${solution.challenge}`, '1', expiresAt - Date.now() + 1000);
  }
}

/**
 * HUMAN_VERIFICATION=off (refused in production by the config): every attempt passes. It still hands
 * out a (trivial) ALTCHA challenge so the web runs the same code path whatever the setting.
 */
export class DisabledVerifier implements HumanVerifier {
  private readonly hmacKey = randomBytes(32).toString('hex');

  async challenge(): Promise<Challenge> {
    const c = await createChallenge({ hmacKey: this.hmacKey, maxnumber: 10 });
    return {
      provider: 'altcha',
      challenge: {
        algorithm: c.algorithm,
        challenge: c.challenge,
        maxnumber: c.maxnumber ?? 10,
        salt: c.salt,
        signature: c.signature,
      },
    };
  }

  async verify(): Promise<boolean> {
    return true;
  }
}

export function createHumanVerifier(config: Config, store: Store): HumanVerifier {
  if (config.humanVerification.mode === 'off') return new DisabledVerifier();
  return new AltchaVerifier(store, config.humanVerification);
}
