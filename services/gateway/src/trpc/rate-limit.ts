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
}

/**
 * Per-procedure limit (all procedures share the one `/trpc/:path` route, so the route-level limits of
 * @fastify/rate-limit cannot tell them apart). Counters live in the Store: the limit holds across
 * processes. Use: `publicProcedure.use(limit({ name: 'login', max: 5, windowMs: 60_000 }))`.
 */
export function limit(opts: ProcedureLimit) {
  return middleware(async ({ ctx, next }) => {
    const who = opts.key?.(ctx) ?? ctx.visitor.ip;
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
