import { ErrorCode } from '@portal/contracts';
import { AppError } from '../errors/app-error.js';
import { consumeRateLimit } from '../http/rate-limit.js';
import type { Context } from './context.js';
import { middleware } from './init.js';

export interface ProcedureLimit {
  /** Names the counter: one budget per name and key. */
  name: string;
  max: number;
  windowMs: number;
  /** Whose budget a call spends; the visitor's IP unless given (e.g. the username being tried). */
  key?: (ctx: Context) => string;
  /**
   * What makes calls the same call (a requestId, the seed pair a rotation names): the same call
   * again within the window spends nothing, so replays of one call, however many at once, all reach
   * the platform, which answers them alike. Needs the procedure's parsed input: `.input()` first.
   */
  sameCall?: (input: unknown) => string | undefined;
}

/**
 * Per-procedure limit (all procedures share the one `/trpc/:path` route, so the route-level limits of
 * @fastify/rate-limit cannot tell them apart). Counters live in the Store: the limit holds across
 * processes. Use: `publicProcedure.use(limit({ name: 'login', max: 5, windowMs: 60_000 }))`.
 */
export function limit(opts: ProcedureLimit) {
  return middleware(async ({ ctx, input, next }) => {
    const who = opts.key?.(ctx) ?? ctx.visitor.ip;
    const same = opts.sameCall?.(input);
    // Reserved first: of many copies of one call at once, exactly one spends from the budget.
    if (
      same !== undefined &&
      !(await ctx.services.store.setIfAbsent(`proc:${opts.name}:${who}:call:${same}`, '1', opts.windowMs))
    ) {
      return next();
    }
    const result = await consumeRateLimit(ctx.services.store, {
      key: `proc:${opts.name}:${who}`,
      max: opts.max,
      windowMs: opts.windowMs,
    });
    if (!result.allowed) {
      ctx.reply?.header('retry-after', Math.ceil(result.resetMs / 1000));
      throw new AppError(ErrorCode.tooManyRequests);
    }
    return next();
  });
}
