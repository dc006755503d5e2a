/**
 * What stands between the gateway and a platform that has slowed down or gone away: a bulkhead (at
 * most `maxInFlight` calls waiting on the platform, `maxQueued` more waiting their turn, the rest
 * refused at once) and a circuit breaker (when at least `breakerThreshold` of the calls in the last
 * `breakerWindowMs` failed for want of an answer, and there were enough of them, every call is
 * refused at once for `breakerOpenMs`; then one call tries, and its success closes it again).
 * Both from cockatiel. A refused call never reached the platform: it moved nothing, and it is
 * answered UPSTREAM_UNAVAILABLE in a few milliseconds instead of a timeout after seconds, so the
 * gateway's event loop, sockets and memory stay free for what still works (cached pages, the
 * visitor's answers, the live feeds).
 */
import {
  bulkhead,
  circuitBreaker,
  CircuitState,
  handleWhen,
  isBrokenCircuitError,
  isBulkheadRejectedError,
  SamplingBreaker,
  wrap,
  type IPolicy,
} from 'cockatiel';
import { isOutage, UpstreamError } from './upstream-error.js';

export interface LoadGuardOptions {
  maxInFlight: number;
  maxQueued: number;
  /** Share of failed calls (0 to 1) that opens the breaker. */
  breakerThreshold: number;
  breakerWindowMs: number;
  /** Calls per second, averaged over the window, below which the breaker never opens. */
  breakerMinRps: number;
  breakerOpenMs: number;
}

export class LoadGuard {
  private readonly policy: IPolicy;
  private readonly breaker;

  constructor(options: LoadGuardOptions, onChange?: (state: 'open' | 'half-open' | 'closed') => void) {
    this.breaker = circuitBreaker(handleWhen(isOutage), {
      halfOpenAfter: options.breakerOpenMs,
      breaker: new SamplingBreaker({
        threshold: options.breakerThreshold,
        duration: options.breakerWindowMs,
        minimumRps: options.breakerMinRps,
      }),
    });
    if (onChange) {
      this.breaker.onStateChange((state) =>
        onChange(
          state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half-open' : 'open',
        ),
      );
    }
    // The breaker outside: while it is open, a call does not even take a place in the queue.
    this.policy = wrap(this.breaker, bulkhead(options.maxInFlight, options.maxQueued));
  }

  /** Whether calls are being refused at once because the platform failed. */
  get open(): boolean {
    return this.breaker.state === CircuitState.Open || this.breaker.state === CircuitState.HalfOpen;
  }

  /** Runs one call to the platform at `path`, or refuses it with an UpstreamError of kind `shed`. */
  async run<T>(path: string, call: () => Promise<T>): Promise<T> {
    try {
      return await this.policy.execute(call);
    } catch (err) {
      if (isBrokenCircuitError(err)) {
        throw new UpstreamError({
          kind: 'shed',
          path,
          message: 'the platform is failing: refused at once',
          cause: err,
        });
      }
      if (isBulkheadRejectedError(err)) {
        throw new UpstreamError({
          kind: 'shed',
          path,
          message: 'too many calls waiting on the platform',
          cause: err,
        });
      }
      throw err;
    }
  }
}
