/**
 * tRPC is created once, here. Features import only `router` and the procedure builders below.
 *
 * Errors: every error leaving a procedure becomes an AppError (toAppError); its ErrorCode decides the
 * tRPC code and HTTP status, and the client gets `data.code` (ErrorCode) and `data.fields` (field ->
 * message key). The message is the code itself: the web translates codes and a raw server message or
 * stack never reaches a person (internal details are logged by the adapter's onError instead).
 */
import { ErrorCode, UNSAFE_TEXT, unsafeTextFields, type FieldErrors } from '@portal/contracts';
import { TRPCError, initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { AppError, httpStatusFor, toAppError, trpcCodeFor, type ErrorDetails } from '../errors/app-error.js';
import { spendSocketCall } from '../http/rate-limit.js';
import type { Context } from './context.js';
import { closeMovedSocket } from './session-bound.js';

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

/**
 * Over a WebSocket the context is the connection's, made from the cookie of its upgrade: each call
 * re-reads that session from the Store, so a call on a socket whose session has ended (logout, a
 * later login, a lock, an idle expiry) runs as a visitor's and a session procedure answers
 * LOGIN_REQUIRED without reaching the platform. One GET, which leaves the expiry alone: the socket
 * carries subscriptions, which the server, not the person, keeps busy (HTTP calls slide it). A
 * session moved to a new id (password change) also gets its socket closed, for the client to
 * reconnect with the new cookie. HTTP contexts are read per request already.
 */
const liveSessionOverSocket = t.middleware(async ({ ctx, next }) => {
  if (!ctx.ws || !ctx.session) return next();
  const { sessions } = ctx.services;
  const live = await sessions.peek(ctx.session.id);
  if (live) return next({ ctx: { session: live } });
  if (await sessions.isRenewed(ctx.session.id)) closeMovedSocket(ctx.ws);
  return next({ ctx: { session: null } });
});

/**
 * Calls over the WebSocket spend the visitor's per-IP budget one by one, as HTTP calls do (the
 * upgrade itself was counted once, by http/rate-limit.ts). A Store outage refuses them
 * (UPSTREAM_UNAVAILABLE), as over HTTP.
 */
const countSocketCall = t.middleware(async ({ ctx, next }) => {
  if (ctx.ws) {
    if (!(await spendSocketCall(ctx.services.apiBudget, ctx.visitor.ip, ctx.log))) {
      throw new AppError(ErrorCode.tooManyRequests);
    }
  }
  return next();
});

/**
 * The boundary's text rule (@portal/contracts boundary.ts) on every procedure's raw input, before
 * its own schema and before any session or limit check: a NUL or a lone surrogate anywhere is a
 * field-level VALIDATION refusal (`fields[path] = validation.unsafe_text`).
 */
const refuseUnsafeText = t.middleware(async ({ getRawInput, next }) => {
  const fields = unsafeTextFields(await getRawInput(), `validation.${UNSAFE_TEXT}`, '_');
  if (fields) throw new AppError(ErrorCode.validation, undefined, fields);
  return next();
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure
  .use(mapErrors)
  .use(countSocketCall)
  .use(refuseUnsafeText)
  .use(liveSessionOverSocket);
