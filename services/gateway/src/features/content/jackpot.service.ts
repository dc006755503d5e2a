/**
 * The home page's jackpot counter. Its value is a function of the clock alone,
 *
 *   value(t) = BASE + 165.11 × (max(0, floor((t − EPOCH) / 3000 ms)) mod steps-per-cycle)
 *
 * (JACKPOT_BASE, JACKPOT_EPOCH and JACKPOT_CYCLE_DAYS; 165.11 and 3000 ms are spec section 9's
 * constants). The cycle starts the count again from BASE, as a won jackpot does; without it a fixed
 * rise of 4.75 million a day would reach billions within a year. Every gateway process shows the
 * same number at the same instant without talking to the others, and a restart changes nothing.
 * Amounts are integers of hundredths (the step's scale) in bigint: no float ever touches them.
 *
 * Pushes: one timer per process, armed at the next step boundary of the epoch (so all processes
 * tick together), fans each new value out to every subscriber; it runs only while someone listens.
 */
import { fromMinor, toMinor } from '@portal/contracts';
import type { AppServices } from '../../services.js';

export const JACKPOT_STEP_MS = 3000;
export const JACKPOT_STEP_AMOUNT = '165.11';
/** The scale of the rule's amounts (hundredths): the step has two decimals. */
const SCALE = 2;
const STEP_MINOR = toMinor(JACKPOT_STEP_AMOUNT, SCALE);

export interface JackpotRule {
  /** Milliseconds since 1970 at which the counter stands at `base`. */
  epochMs: number;
  /** Decimal amount at the epoch (at most two decimals). */
  base: string;
  /** Length of a cycle after which the counter starts again from `base`; absent or 0 = never. */
  cycleMs?: number;
}

export interface JackpotTick {
  /** Decimal string with two decimals, e.g. "1000165.11". */
  value: string;
  /** ISO time of the step boundary at which this value became current. */
  at: string;
  stepMs: number;
  stepAmount: string;
}

/** Whole steps since the epoch at `nowMs` (0 before it: the counter never goes below its base). */
export function jackpotStepAt(rule: JackpotRule, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - rule.epochMs) / JACKPOT_STEP_MS));
}

export function jackpotOfStep(rule: JackpotRule, step: number): JackpotTick {
  const stepsPerCycle = rule.cycleMs ? Math.max(1, Math.floor(rule.cycleMs / JACKPOT_STEP_MS)) : 0;
  const counted = stepsPerCycle > 0 ? step % stepsPerCycle : step;
  const minor = toMinor(rule.base, SCALE) + STEP_MINOR * BigInt(counted);
  return {
    value: fromMinor(minor, SCALE),
    at: new Date(rule.epochMs + step * JACKPOT_STEP_MS).toISOString(),
    stepMs: JACKPOT_STEP_MS,
    stepAmount: JACKPOT_STEP_AMOUNT,
  };
}

export function jackpotAt(rule: JackpotRule, nowMs: number): JackpotTick {
  return jackpotOfStep(rule, jackpotStepAt(rule, nowMs));
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Reads the globals at call time, so tests' fake timers apply. */
const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type Listener = (tick: JackpotTick) => void;

/** One timer for every subscriber of the process. */
export class JackpotTicker {
  private readonly listeners = new Set<Listener>();
  private timer: unknown = null;
  /** The last step pushed: a timer that fires a little early never pushes the same value twice. */
  private lastStep = -1;

  constructor(
    private readonly rule: JackpotRule,
    private readonly clock: Clock = systemClock,
  ) {}

  current(): JackpotTick {
    return jackpotAt(this.rule, this.clock.now());
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  get isTicking(): boolean {
    return this.timer !== null;
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.timer === null) {
      this.lastStep = jackpotStepAt(this.rule, this.clock.now());
      this.arm();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer !== null) {
        this.clock.clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  private arm(): void {
    const now = this.clock.now();
    const nextStep = Math.max(this.lastStep + 1, jackpotStepAt(this.rule, now) + 1);
    const delay = Math.max(0, this.rule.epochMs + nextStep * JACKPOT_STEP_MS - now);
    this.timer = this.clock.setTimeout(() => this.fire(), delay);
  }

  private fire(): void {
    const step = jackpotStepAt(this.rule, this.clock.now());
    if (step > this.lastStep) {
      this.lastStep = step;
      const tick = jackpotOfStep(this.rule, step);
      for (const listener of [...this.listeners]) listener(tick);
    }
    if (this.listeners.size > 0) this.arm();
    else this.timer = null;
  }
}

const tickers = new WeakMap<AppServices, JackpotTicker>();

/** The process's ticker (one per app). */
export function jackpotTicker(services: AppServices): JackpotTicker {
  let ticker = tickers.get(services);
  if (!ticker) {
    ticker = new JackpotTicker(services.config.jackpot);
    tickers.set(services, ticker);
  }
  return ticker;
}

/**
 * The current value at once (so a reconnecting client resynchronises), then every step. A slow
 * reader gets the newest value, never a queue of stale ones.
 */
export async function* watchJackpot(
  services: AppServices,
  signal: AbortSignal | undefined,
): AsyncGenerator<JackpotTick> {
  const ticker = jackpotTicker(services);
  let pending: JackpotTick | null = null;
  let wake: (() => void) | null = null;
  const stop = ticker.listen((tick) => {
    pending = tick;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    let last = ticker.current();
    yield last;
    while (!signal?.aborted) {
      if (pending === null) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      const next: JackpotTick = pending;
      pending = null;
      if (next.at !== last.at) {
        last = next;
        yield next;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    stop();
  }
}
