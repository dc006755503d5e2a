/**
 * `GET /cdn/*` is streamed from the platform's `/cdn/*` (images), so the SPA loads everything from one
 * origin and the CSP can stay 'self'. Conditional requests are forwarded, so a browser revalidating an
 * image gets the platform's 304.
 *
 * An SVG is text: it is sent compressed when the browser accepts it (encoding.ts), as a CDN would.
 * A banner whose words are in a script the browser may lack carries its font's subset (the
 * platform's Arabic one is 25 KB), and the banner is the home page's largest paint. Its ETag becomes
 * a weak one (the compressed bytes differ from the platform's), and a revalidation sends the
 * platform the strong one it gave.
 */
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { encode, negotiateEncoding } from './encoding.js';
import { HttpErrorResponse } from './errors.js';

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const;
/** The types compressed on the way (images that are text). */
const COMPRESSIBLE = /^image\/svg\+xml\b/;
/** Larger pictures pass as they come (read whole to be compressed, they would be held in memory). */
const MAX_COMPRESSED_BYTES = 1024 * 1024;
/** The weak form of an ETag (the compressed bytes are the same picture, not the same bytes). */
const weak = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`);
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
    // The weak ETag this proxy gave a compressed picture names the platform's strong one.
    const askedWeak = headers['if-none-match']?.includes('W/') ?? false;
    if (headers['if-none-match']) headers['if-none-match'] = headers['if-none-match'].replace(/W\//g, '');
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
    // Still the same picture: in the validator the browser holds.
    const etag = res.headers.get('etag');
    if (res.status === 304 && askedWeak && etag) reply.header('etag', weak(etag));
    if (!res.body || res.status === 304 || request.method === 'HEAD') {
      await res.body?.cancel();
      return reply.send();
    }
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (res.status === 200 && COMPRESSIBLE.test(type) && length <= MAX_COMPRESSED_BYTES) {
      reply.header('vary', 'accept-encoding');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding !== null) {
        const sent = await encode(encoding, Buffer.from(await res.arrayBuffer()));
        if (etag) reply.header('etag', weak(etag));
        reply.removeHeader('content-length');
        return reply.header('content-encoding', encoding).send(sent.body);
      }
    }
    return reply.send(Readable.fromWeb(res.body as unknown as NodeReadableStream<Uint8Array>));
  });
}
