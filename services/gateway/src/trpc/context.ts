/// <reference types="@fastify/cookie" />
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { clearSessionCookie } from '../session/session.cookie.js';
import { SESSION_COOKIE, type Session } from '../session/session.service.js';
import { languageOf, type Visitor } from '../http/visitor.js';
import { SocketFacade } from '../realtime/socket-facade.js';
import type { AppServices } from '../services.js';

export interface Context {
  services: AppServices;
  visitor: Visitor;
  session: Session | null;
  /** The request's cookies (empty without a transport). */
  cookies: Record<string, string | undefined>;
  log: FastifyBaseLogger;
  /** Set for HTTP calls. */
  req: FastifyRequest | null;
  reply: FastifyReply | null;
  /** Set for calls over a WebSocket connection (the context lives as long as the connection). */
  ws: WebSocket | null;
}

export interface InnerContextOptions {
  services: AppServices;
  visitor?: Partial<Visitor>;
  session?: Session | null;
  cookies?: Record<string, string | undefined>;
  req?: FastifyRequest | null;
  reply?: FastifyReply | null;
  ws?: WebSocket | null;
  log?: FastifyBaseLogger;
}

/** A context without a transport: what `createCaller` in tests and internal jobs use. */
export function createContextInner(opts: InnerContextOptions): Context {
  return {
    services: opts.services,
    visitor: {
      ip: opts.visitor?.ip ?? '127.0.0.1',
      language: opts.visitor?.language ?? 'EN',
      requestId: opts.visitor?.requestId ?? 'internal',
      host: opts.visitor?.host ?? 'localhost',
    },
    session: opts.session ?? null,
    cookies: opts.cookies ?? {},
    log: opts.log ?? opts.services.log,
    req: opts.req ?? null,
    reply: opts.reply ?? null,
    ws: opts.ws ?? null,
  };
}

/**
 * The tRPC adapter gives the Fastify request for HTTP calls but only the raw IncomingMessage for a
 * WebSocket connection; the app records the Fastify request of each upgrade here so both paths get the
 * same ip (trust-proxy aware), cookies and request id.
 */
export const upgradeRequests = new WeakMap<IncomingMessage, FastifyRequest>();

export function createContextFactory(services: AppServices) {
  return async function createContext(opts: CreateFastifyContextOptions): Promise<Context> {
    // Over WebSocket the endpoint (realtime/socket-server.ts) hands tRPC a facade of the socket.
    const isWs = opts.res instanceof WebSocket || opts.res instanceof SocketFacade;
    const req = isWs ? upgradeRequests.get(opts.req as unknown as IncomingMessage) : opts.req;
    if (!req) throw new Error('WebSocket connection without a recorded upgrade request');
    const reply = isWs ? null : opts.res;
    const cookies = req.cookies ?? {};
    const sid = cookies[SESSION_COOKIE];
    let session: Session | null = null;
    if (sid) {
      session = await services.sessions.get(sid);
      // A cookie naming no live record (expired, logged out elsewhere) is dropped, so the browser
      // stops sending it.
      if (!session && reply) clearSessionCookie(reply, { secure: services.config.cookieSecure });
    }
    return createContextInner({
      services,
      visitor: {
        ip: req.ip,
        language: languageOf(req.headers, cookies),
        requestId: String(req.id),
        host: req.hostname,
      },
      session,
      cookies,
      req,
      reply,
      ws:
        opts.res instanceof SocketFacade ? opts.res.socket : isWs ? (opts.res as unknown as WebSocket) : null,
      log: req.log,
    });
  };
}
