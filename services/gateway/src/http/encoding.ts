/**
 * Text the gateway writes or passes on, compressed for the browser when it says it accepts Brotli
 * or gzip (every browser does): per request, at levels that take about a millisecond for 20 KB.
 * The web's hashed files are compressed once, at build time (spa.ts serves those as they are).
 */
import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Bytes as sent, and the encoding they are in (null: as they are). */
export interface Encoded {
  body: string | Buffer;
  encoding: string | null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The encodings the gateway compresses in, best first. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding to send in for this `accept-encoding` header, or null for none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): string | null {
  return encodings.negotiate(String(acceptEncoding ?? '')) ?? null;
}

/** `body` compressed in `encoding` (from `negotiateEncoding`). */
export async function encode(encoding: string | null, body: string | Buffer): Promise<Encoded> {
  if (encoding === 'br') {
    return { encoding, body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (encoding === 'gzip') return { encoding, body: await gzipAsync(body, { level: 6 }) };
  return { encoding: null, body };
}
