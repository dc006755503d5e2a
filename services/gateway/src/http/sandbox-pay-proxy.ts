/**
 * `GET|POST /sandbox-pay/*` is forwarded to the platform's `/sandbox-pay/*`: the sandbox payment
 * provider's pay page (plain HTML with a form, no scripts) is reachable on the portal's origin, as the
 * platform's relative `payUrl` assumes. Form bodies pass through as bytes and redirects (the 302 back
 * to the portal's returnUrl) pass through unchanged. No cookie or session goes to the provider.
 *
 * The page is a third party's, not the SPA: it gets its own CSP (no scripts at all; its form may post
 * to this origin and redirect to any portal origin) and a Referrer-Policy under which a browser sends
 * the real Origin on the form's POST. The gateway's origin check does not apply to these routes (see
 * security.ts): they carry no session, so there is nothing of the gateway's to forge.
 */
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HttpErrorResponse } from './errors.js';

export const SANDBOX_PAY_PREFIX = '/sandbox-pay/';

const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'location'] as const;
const MAX_FORM_BYTES = 64 * 1024;

export function sandboxPayCsp(publicOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${publicOrigins.join(' ')}`.trim(),
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export interface PageProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function registerSandboxPayProxy(
  app: FastifyInstance,
  opts: PageProxyOptions & { publicOrigins: readonly string[] },
): Promise<void> {
  await registerPageProxy(app, {
    ...opts,
    prefix: SANDBOX_PAY_PREFIX,
    csp: sandboxPayCsp(opts.publicOrigins),
  });
}

/**
 * Forwards `GET|POST <prefix>*` to the same path on the platform: a third party's pages (the sandbox
 * pay page, the demo chat vendor) served on the portal's origin with their own CSP. Only the listed
 * headers pass either way; no cookie or session goes to the third party.
 */
export async function registerPageProxy(
  app: FastifyInstance,
  opts: PageProxyOptions & { prefix: string; csp: string },
): Promise<void> {
  const fetchImpl = opts.fetch ?? fetch;
  const { csp, prefix } = opts;

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const target = new URL(request.url, `${opts.upstreamUrl}/`);
    // URL parsing resolves dot segments (also %2e): anything that left the prefix is not proxied.
    if (!target.pathname.startsWith(prefix)) throw new HttpErrorResponse(ErrorCode.notFound);
    const headers: Record<string, string> = {
      'x-request-id': String(request.id),
      'x-forwarded-for': request.ip,
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body =
      request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
    let res: Response;
    try {
      res = await fetchImpl(new URL(target.pathname + target.search, opts.upstreamUrl), {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      request.log.warn({ err, prefix }, 'page proxy failed');
      throw new HttpErrorResponse(timedOut ? ErrorCode.upstreamTimeout : ErrorCode.upstreamUnavailable);
    }
    reply.code(res.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    reply.header('content-security-policy', csp);
    reply.header('referrer-policy', 'same-origin');
    if (!res.body || request.method === 'HEAD') {
      await res.body?.cancel();
      return reply.send();
    }
    return reply.send(Readable.fromWeb(res.body as unknown as NodeReadableStream<Uint8Array>));
  }

  await app.register(async (scope) => {
    // Form posts arrive url-encoded (or multipart); the provider parses them, so they pass as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES }, (_req, payload, done) =>
      done(null, payload),
    );
    scope.get(`${prefix}*`, forward);
    scope.post(`${prefix}*`, forward);
  });
}
