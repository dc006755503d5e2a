/**
 * tRPC is created once, here. Features import only `router` and the procedure builders below.
 *
 * Errors: every error leaving a procedure becomes an AppError (toAppError); its ErrorCode decides the
 * tRPC code and HTTP status, and the client gets `data.code` (ErrorCode) and `data.fields` (field ->
 * message key). The message is the code itself: the web translates codes and a raw server message or
 * stack never reaches a person (internal details are logged by the adapter's onError instead).
 */
import type { ErrorCode, FieldErrors } from '@portal/contracts';
import { TRPCError, initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { httpStatusFor, toAppError, trpcCodeFor, type ErrorDetails } from '../errors/app-error.js';
import type { Context } from './context.js';

export interface ErrorData {
  code: ErrorCode;
  httpStatus: number;
  path?: string;
  fields?: FieldErrors;
  /**
   * Data for the client besides the code, e.g. `maskedMobile` with LOGIN_IP_VERIFICATION_REQUIRED, or
   * `captchaRequired: true` on a failed login after which the next attempt needs a captcha.
   */
  details?: ErrorDetails;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ error, shape }) {
    const app = toAppError(error);
    const data: ErrorData = { code: app.code, httpStatus: httpStatusFor(app.code) };
    if (shape.data.path !== undefined) data.path = shape.data.path;
    if (app.fields) data.fields = app.fields;
    if (app.details) data.details = app.details;
    return { message: app.code, code: TRPC_ERROR_CODES_BY_KEY[trpcCodeFor(app.code)], data };
  },
});

/**
 * Re-throws whatever a procedure threw as a TRPCError whose code matches its ErrorCode, so callers
 * in-process (createCaller) see the same code as HTTP clients.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const app = toAppError(result.error);
    throw new TRPCError({ code: trpcCodeFor(app.code), message: app.code, cause: app });
  }
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);
