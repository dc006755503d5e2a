/** Helpers for the money features' tests (wallet, deposit, withdraw, agent transfer, records). */
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { createContextInner } from '../trpc/context.js';
import type { LiveSession } from '../trpc/procedures.js';
import { createCaller } from '../trpc/router.js';
import { Browser, HUMAN } from './browser.js';
import { FAKE_PASSWORD } from './fake-accounts.js';

export async function loggedIn(app: FastifyInstance, username = 'alice'): Promise<Browser> {
  const b = new Browser(app);
  const res = await b.mutation('auth.login', {
    username,
    password: FAKE_PASSWORD,
    rememberMe: false,
    verification: HUMAN,
  });
  if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.code}`);
  return b;
}

/** A free-play (type 4) session. */
export async function trial(app: FastifyInstance): Promise<Browser> {
  const b = new Browser(app);
  const res = await b.mutation('auth.freePlay', { verification: HUMAN });
  if (res.status !== 200) throw new Error(`free play failed: ${res.code}`);
  return b;
}

export async function sessionOf(app: FastifyInstance, b: Browser): Promise<LiveSession> {
  const session = await app.services.sessions.get(b.jar.get(SESSION_COOKIE) ?? '');
  if (!session?.data.upstreamToken) throw new Error('no live session');
  return session as LiveSession;
}

/** An in-process caller acting for the browser's session (subscriptions in tests). */
export async function callerOf(app: FastifyInstance, b: Browser, signal?: AbortSignal) {
  const session = await sessionOf(app, b);
  return createCaller(createContextInner({ services: app.services, session }), signal ? { signal } : {});
}

export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError && err.cause instanceof AppError) return err.cause.code;
    throw err;
  }
  throw new Error('expected a refusal');
}

/** A valid client request id (8-64 of A-Za-z0-9_-). */
export function requestId(n = Math.floor(Math.random() * 1e9)): string {
  return `req-${String(n).padStart(8, '0')}`;
}
