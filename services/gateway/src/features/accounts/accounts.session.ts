/**
 * How a platform login becomes the visitor's session, and how a session's platform token ends.
 *
 * The gateway owns the session: every successful login creates a new record holding the platform's
 * token (which never leaves the gateway), deletes the visitor's previous record and sets a new
 * `portal_sid`, so an id planted before login is worthless after it.
 */
import {
  accountsEndpoints,
  DEFAULT_PASSWORD,
  isAgentType,
  TRIAL_TYPE,
  type LoginType,
  type LoginValue,
  type MemberInfo,
} from '@portal/contracts';
import { toAppError } from '../../errors/app-error.js';
import { loadModules } from '../../platform/status.js';
import { setSessionCookie } from '../../session/session.cookie.js';
import type { Session } from '../../session/session.service.js';
import type { Context } from '../../trpc/context.js';
import { meta } from './accounts.common.js';

export interface LoginResult {
  member: MemberInfo;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
}

/** How a session came to be; SMS-like logins never force a password change. */
export type LoginKind = LoginType | 'register' | 'resetByPhone' | 'freePlay' | 'passkey';

/** The spec's rule (section 4): first login, the default password, or an enforced expiry. */
export function mustChangePasswordOf(
  kind: LoginKind,
  value: Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>,
  password: string | null,
  expiryEnforced: boolean,
): boolean {
  // A code or a passkey proves the phone or the device, not the password: no forced change from here.
  if (kind === 'sms' || kind === 'firebase' || kind === 'freePlay' || kind === 'passkey') return false;
  return value.firstTimeLogin || password === DEFAULT_PASSWORD || (value.passwordExpired && expiryEnforced);
}

/**
 * Turns the platform's login answer into the visitor's session: a new record (the old one deleted),
 * a new cookie, and the result the web sees, which never includes the token.
 */
export async function startSession(
  ctx: Context,
  value: LoginValue,
  opts: { kind: LoginKind; password: string | null; rememberMe: boolean },
): Promise<LoginResult> {
  const { services } = ctx;
  const [member, expiryEnforced] = await Promise.all([
    services.upstream.call(accountsEndpoints.memberInfo, { ...meta(ctx), token: value.token }),
    value.passwordExpired
      ? loadModules(services, ctx.visitor).then((m) => m.PWDEXPFORCECHANGE3 === true)
      : Promise.resolve(false),
  ]);
  const mustChangePassword = mustChangePasswordOf(opts.kind, value, opts.password, expiryEnforced);
  const type = value.customerType;
  const session = await services.sessions.create({
    upstreamToken: value.token,
    userId: String(value.id),
    type,
    isAgent: isAgentType(type),
    mustChangePassword,
    ...(value.hasPassword === false ? { hasPassword: false } : {}),
    ttlS: opts.rememberMe ? services.config.sessionRememberTtlS : undefined,
  });
  const previous = ctx.session;
  if (previous) await endPreviousSession(ctx, previous);
  ctx.session = session;
  if (ctx.reply) {
    setSessionCookie(ctx.reply, session.id, {
      secure: services.config.cookieSecure,
      ttlS: services.sessions.ttlOf(session.data),
    });
  }
  return {
    member,
    isAgent: isAgentType(type),
    isTrial: type === TRIAL_TYPE,
    firstTimeLogin: value.firstTimeLogin,
    mustChangePassword,
  };
}

/**
 * Asks the platform to revoke `token`. Best effort: its token expires on its own, and the local
 * session ends whatever the platform says.
 */
export async function revokePlatformToken(ctx: Context, token: string): Promise<void> {
  try {
    await ctx.services.upstream.call(accountsEndpoints.logout, { ...meta(ctx), token });
  } catch (err) {
    ctx.log.warn({ code: toAppError(err).code }, 'platform logout failed; local session ended anyway');
  }
}

/**
 * A login in a browser that held a session ends that session everywhere, as a logout would: its
 * platform token is revoked, its record deleted, and its sockets on every process told (the
 * deletion announces it, session-watch.ts).
 */
async function endPreviousSession(ctx: Context, previous: Session): Promise<void> {
  if (previous.data.upstreamToken) await revokePlatformToken(ctx, previous.data.upstreamToken);
  await ctx.services.sessions.destroy(previous.id);
}
