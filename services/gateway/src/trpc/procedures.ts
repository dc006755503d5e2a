/**
 * Procedure builders for calls made on behalf of a logged-in person. Later issues build on these:
 *
 * - `sessionProcedure`: a logged-in session is required (else UNAUTHORIZED `LOGIN_REQUIRED`). Serves
 *   even while the password must be changed; only auth.changePassword, auth.logout and member.me use
 *   it directly.
 * - `memberProcedure`: as above, and refuses with FORBIDDEN `PASSWORD_CHANGE_REQUIRED` while the
 *   session must change its password first. The default for member features.
 * - `realAccountProcedure`: as memberProcedure, and refuses trial (type 4, free-play) sessions with
 *   FORBIDDEN `TRIAL_ACCOUNT` (the web then asks for a real account: in_need_true_account).
 * - `agentProcedure`: as realAccountProcedure, and refuses every member type but the agents' (1, 2,
 *   41, 42) with FORBIDDEN `AGENT_ONLY` (spec: non-agent cannot log in).
 *
 * `MemberContext` is the context these give a procedure; `callMeta(ctx)` is what every platform call
 * made for the person carries (visitor and token); `optionalCallMeta(ctx)` is a public call's, with
 * the token only when the visitor is logged in.
 *
 * All of them turn the platform's 401 `login.not.session` (token expired or revoked there) into the
 * end of the local session: the record is deleted, the cookie cleared, and the caller gets
 * UNAUTHORIZED `login.not.session`. Their subscriptions end with LOGIN_REQUIRED the moment the
 * session ends, on any gateway process (trpc/session-bound.ts).
 */
import { ErrorCode, TRIAL_TYPE, accountsEndpoints, isAgentType } from '@portal/contracts';
import { AppError, toAppError } from '../errors/app-error.js';
import { clearSessionCookie } from '../session/session.cookie.js';
import type { Session } from '../session/session.service.js';
import type { Context } from './context.js';
import { middleware, publicProcedure } from './init.js';
import { untilSessionEnds } from './session-bound.js';

/** A session that holds an upstream token. */
export interface LiveSession extends Session {
  data: Session['data'] & { upstreamToken: string };
}

/** The context of a call made for a logged-in person. */
export type MemberContext = Context & { session: LiveSession };

/** What every call made for the logged-in person carries: the visitor and the session's token. */
export function callMeta(ctx: MemberContext) {
  const { language, ip, requestId } = ctx.visitor;
  return { language, ip, requestId, token: ctx.session.data.upstreamToken };
}

/**
 * What a public call carries: the visitor, and the session's token when the visitor is logged in
 * (the platform then answers with the member's own states); a guest's call goes without one.
 */
export function optionalCallMeta(ctx: Context) {
  const { language, ip, requestId } = ctx.visitor;
  const token = ctx.session?.data.upstreamToken ?? undefined;
  return token ? { language, ip, requestId, token } : { language, ip, requestId };
}

function isLive(session: Session | null): session is LiveSession {
  return session !== null && session.data.upstreamToken !== null;
}

const requireSession = middleware(async ({ ctx, type, signal, next }) => {
  const session = ctx.session;
  if (!isLive(session)) throw new AppError(ErrorCode.loginRequired);
  const result = await next({ ctx: { session } });
  if (!result.ok && toAppError(result.error).code === ErrorCode.notSession) {
    // A password change under way revoked this token and is moving the session to a new one: this
    // call fails, the session does not end.
    if (!(await ctx.services.sessions.isRenewed(session.id))) {
      await ctx.services.sessions.destroy(session.id);
      if (ctx.reply) clearSessionCookie(ctx.reply, { secure: ctx.services.config.cookieSecure });
    }
    ctx.session = null;
  }
  if (result.ok && type === 'subscription' && isAsyncIterable(result.data)) {
    return { ...result, data: untilSessionEnds(ctx, session, result.data, signal) };
  }
  return result;
});

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

const requirePasswordCurrent = middleware(async ({ ctx, next }) => {
  if (ctx.session?.data.mustChangePassword) throw new AppError(ErrorCode.passwordChangeRequired);
  return next();
});

const requireAgent = middleware(async ({ ctx, next }) => {
  // Spec section 8, "non-agent cannot log in": the agent side is for member types 1, 2, 41, 42 only.
  const session = ctx.session;
  const type = session?.data.type;
  if (type !== undefined && type !== null && isAgentType(type)) return next();
  // The session's type is the one of its login; an approved agent application changes it on the
  // platform. Before refusing, ask the platform once: a member that became an agent carries on
  // (and its session now says so), a player still gets AGENT_ONLY.
  if (isLive(session) && type !== TRIAL_TYPE) {
    const { language, ip, requestId } = ctx.visitor;
    const info = await ctx.services.upstream
      .call(accountsEndpoints.memberInfo, { language, ip, requestId, token: session.data.upstreamToken })
      .catch((err: unknown) => {
        // A dead token ends the session as on any call; any other failure is still a refusal.
        if (toAppError(err).code === ErrorCode.notSession) throw err;
        return null;
      });
    if (info && isAgentType(info.type)) {
      const updated = await ctx.services.sessions.update(session, { type: info.type, isAgent: true });
      return next({ ctx: { session: updated } });
    }
  }
  throw new AppError(ErrorCode.agentOnly);
});

const requireRealAccount = middleware(async ({ ctx, next }) => {
  if (ctx.session?.data.type === TRIAL_TYPE) throw new AppError(ErrorCode.trialAccount);
  return next();
});

export const sessionProcedure = publicProcedure.use(requireSession);
export const memberProcedure = sessionProcedure.use(requirePasswordCurrent);
export const realAccountProcedure = memberProcedure.use(requireRealAccount);
/** A real account of an agent type (the agent centre, agent transfers). */
export const agentProcedure = realAccountProcedure.use(requireAgent);
/** Session required and not a trial, but served while the password must change (changePassword). */
export const realAccountSessionProcedure = sessionProcedure.use(requireRealAccount);
