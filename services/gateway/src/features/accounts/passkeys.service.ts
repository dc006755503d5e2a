/**
 * The passkeys rules that are the gateway's own: which origin and relying party the browser is on
 * (the platform verifies every response against them, ADR 0015), and signing in with a passkey,
 * which ends in the same session a password login starts (accounts.session.ts).
 */
import { passkeysEndpoints, type AuthenticationResponseJson, type RelyingParty } from '@portal/contracts';
import type { Context } from '../../trpc/context.js';
import { meta } from './accounts.common.js';
import { ensureDeviceId } from './accounts.cookies.js';
import { startSession, type LoginResult } from './accounts.session.js';

/**
 * The portal origin the browser is on, if it is one of PUBLIC_ORIGINS, else the first of them, and
 * its host as the RP ID. A forged Origin cannot name a foreign site: mutations from one are refused
 * before they get here, and a credential is only ever asked for on an origin of ours.
 */
export function relyingPartyOf(ctx: Context): RelyingParty {
  const origins = ctx.services.config.publicOrigins;
  const origin = ctx.req?.headers.origin;
  const chosen = typeof origin === 'string' && origins.includes(origin) ? origin : (origins[0] ?? '');
  return { origin: chosen, rpId: new URL(chosen).hostname };
}

export function loginOptions(ctx: Context) {
  return ctx.services.upstream.call(passkeysEndpoints.loginOptions, {
    ...meta(ctx),
    body: relyingPartyOf(ctx),
  });
}

/** No password, no captcha: the passkey's signature and user verification are the proof. */
export async function login(
  ctx: Context,
  input: { challengeId: string; response: AuthenticationResponseJson },
): Promise<LoginResult> {
  const value = await ctx.services.upstream.call(passkeysEndpoints.login, {
    ...meta(ctx),
    body: { ...input, loginDeviceId: ensureDeviceId(ctx) },
  });
  return startSession(ctx, value, { kind: 'passkey', password: null, rememberMe: false });
}
