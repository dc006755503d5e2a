/**
 * `GET /cdn/*` is streamed from the platform's `/cdn/*` (images), so the SPA loads everything from one
 * origin and the CSP can stay 'self'. Conditional requests are forwarded, so a browser revalidating an
 * image gets the platform's 304.
 */
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HttpErrorResponse } from './errors.js';

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
] as const;

export function registerCdnProxy(
  app: FastifyInstance,
  opts: { upstreamUrl: string; timeoutMs: number; fetch?: typeof fetch },
): void {
  const fetchImpl = opts.fetch ?? fetch;
  app.get('/cdn/*', async (request, reply) => {
    const target = new URL(request.url, `${opts.upstreamUrl}/`);
    // URL parsing resolves dot segments (also %2e): anything that left /cdn/ is not proxied.
    if (!target.pathname.startsWith('/cdn/')) throw new HttpErrorResponse(ErrorCode.notFound);
    const headers: Record<string, string> = {
      'x-request-id': String(request.id),
      'x-forwarded-for': request.ip,
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let res: Response;
    try {
      res = await fetchImpl(new URL(target.pathname + target.search, opts.upstreamUrl), {
        headers,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      request.log.warn({ err }, 'cdn proxy failed');
      throw new HttpErrorResponse(timedOut ? ErrorCode.upstreamTimeout : ErrorCode.upstreamUnavailable);
    }
    reply.code(res.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    if (!res.body || res.status === 304 || request.method === 'HEAD') {
      await res.body?.cancel();
      return reply.send();
    }
    return reply.send(Readable.fromWeb(res.body as unknown as NodeReadableStream<Uint8Array>));
  });
}
