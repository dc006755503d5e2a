/// <reference types="@fastify/cookie" />
/**
 * The two cookies of the account flows besides `portal_sid`:
 * - `portal_did`: a random per-browser id (httpOnly, one year) sent to the platform as `loginDeviceId`
 *   and as the captcha `deviceId` (the platform binds a captcha to it), and used to key per-client
 *   throttles. It identifies a browser, not a person, and grants nothing.
 * - `portal_last_user`: "remember me" keeps the last username (and nothing else, never a password) for
 *   one day, readable by the page so the login form can prefill it.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from '../../trpc/context.js';

export const DEVICE_COOKIE = 'portal_did';
export const LAST_USER_COOKIE = 'portal_last_user';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const LAST_USER_MAX_AGE_S = 24 * 3600;

const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The device id the browser presented, when it is well formed; otherwise null. */
export function presentedDeviceId(ctx: Context): string | null {
  const id = ctx.cookies[DEVICE_COOKIE];
  return id && DEVICE_ID.test(id) ? id : null;
}

/**
 * The browser's device id, minting one (and setting the cookie) when it has none. Remembered on the
 * context so a request that needs it twice mints only once.
 */
export function ensureDeviceId(ctx: Context): string {
  const existing = presentedDeviceId(ctx);
  if (existing) return existing;
  const id = randomBytes(24).toString('base64url');
  ctx.cookies[DEVICE_COOKIE] = id;
  ctx.reply?.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.services.config.cookieSecure,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  return id;
}

export function rememberUsername(ctx: Context, username: string): void {
  ctx.reply?.setCookie(LAST_USER_COOKIE, username, {
    // Readable on purpose: the login form prefills it. It holds only the username.
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.services.config.cookieSecure,
    path: '/',
    maxAge: LAST_USER_MAX_AGE_S,
  });
}

export function forgetUsername(ctx: Context): void {
  if (ctx.cookies[LAST_USER_COOKIE] === undefined) return;
  ctx.reply?.clearCookie(LAST_USER_COOKIE, {
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.services.config.cookieSecure,
    path: '/',
  });
}

export function rememberedUsername(ctx: Context): string | null {
  const value = ctx.cookies[LAST_USER_COOKIE];
  return value && value.length <= 64 ? value : null;
}
