/// <reference types="@fastify/cookie" />
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './session.service.js';

export interface SessionCookieSettings {
  secure: boolean;
  ttlS: number;
}

export function setSessionCookie(reply: FastifyReply, id: string, settings: SessionCookieSettings): void {
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: settings.ttlS,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  settings: Pick<SessionCookieSettings, 'secure'>,
): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' });
}
