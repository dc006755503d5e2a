import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Hex HMAC-SHA256 of a raw body: how the sandbox pay provider and the seamless-wallet vendors sign. */
export function hmacHex(rawBody: string, key: string | Buffer): string {
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

/** Compares a given hex signature with the expected one in constant time (hashing first gives
 * equal-length buffers, so the time says nothing about the value or its length). */
export function sameSignature(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given.toLowerCase()).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Keeps the raw JSON body of the plugin's requests for a signature check (scoped to the plugin that
 * calls it). Unparsable JSON still reaches the signature check, then fails validation.
 */
export function captureRawJson(app: FastifyInstance, bodyLimit = 64 * 1024) {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(null, text);
    }
  });
  return (request: FastifyRequest): string => rawBodies.get(request) ?? '';
}
