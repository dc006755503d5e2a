/**
 * Public tRPC calls answered without running tRPC: a `GET /trpc/<procedure>?...` whose every
 * procedure belongs to one source (the game menus; the bootstrap of a visitor without a session) is
 * answered from the bytes tRPC produced for the same URL and visitor a moment ago. Each source says
 * which part of the visitor its answers depend on (the language; the host, IP and language) and
 * keeps them in its own memo (cache/answer-memo.ts), which it empties when they stop being true.
 *
 * Only successes are kept (status 200, every call answered with a result, never an error, which
 * keeps its own status), and every hook before the handler still runs (rate limits, security
 * headers, request ids). tRPC's fetch adapter costs more than everything else in such a call;
 * skipping it for repeated answers is what lets one gateway serve a busy lobby and a crowd of first
 * visits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

export interface AnswerSource {
  /** The procedures this source answers: a call, or a batch, of these only. */
  procedures: ReadonlySet<string>;
  /** The part of the visitor this request's answer depends on, or null when it must be computed. */
  visitorKey(request: FastifyRequest): string | null;
  /** Taken when a call starts and handed to `keep`: an answer computed across a change is not kept. */
  readonly stamp: number;
  answer(key: string): string | undefined;
  keep(key: string, body: string, stampAtStart: number): void;
}

const PREFIX = '/trpc/';
const MAX_URL_LENGTH = 2_048;

/** The source whose procedures are all of this request's, or null when it is not a cacheable call. */
function sourceOf(request: FastifyRequest, sources: readonly AnswerSource[]): AnswerSource | null {
  if (request.method !== 'GET') return null;
  const url = request.url;
  if (!url.startsWith(PREFIX) || url.length > MAX_URL_LENGTH) return null;
  const query = url.indexOf('?');
  const path = url.slice(PREFIX.length, query < 0 ? undefined : query);
  if (path.length === 0) return null;
  const procedures = path.split(',');
  return sources.find((s) => procedures.every((p) => s.procedures.has(p))) ?? null;
}

/** The key of this request's answer in its source, or null when it is not a cacheable call. */
export function answerKey(
  request: FastifyRequest,
  sources: readonly AnswerSource[],
): { source: AnswerSource; key: string } | null {
  const source = sourceOf(request, sources);
  const visitor = source?.visitorKey(request) ?? null;
  return source && visitor !== null ? { source, key: `${visitor}|${request.url}` } : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    cachedAnswer?: { source: AnswerSource; key: string; stamp: number } | null;
  }
}

export function registerAnswerCache(app: FastifyInstance, sources: readonly AnswerSource[]): void {
  app.addHook('preHandler', (request, reply, done) => {
    const found = answerKey(request, sources);
    const hit = found?.source.answer(found.key);
    if (hit === undefined) {
      request.cachedAnswer = found && { ...found, stamp: found.source.stamp };
      done();
      return;
    }
    // A kept answer is sent as it is, and not kept again: it lives no longer than its first keeping.
    request.cachedAnswer = null;
    void reply.code(200).type('application/json').send(hit);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const cached = request.cachedAnswer;
    // Most answers are not kept (and a kept one is not kept again): no promise for them.
    if (!cached) {
      done(null, payload);
      return;
    }
    keepAnswer(cached, reply, payload).then((body) => done(null, body), done);
  });
}

/** Keeps a success of a cacheable call, and answers the payload to send (the Response's body). */
async function keepAnswer(
  cached: { source: AnswerSource; key: string; stamp: number },
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  // tRPC's adapter answers a fetch Response, whose status Fastify applies only after this hook
  // (reply.statusCode still says 200 here, even for an error): the status is the Response's own.
  const isResponse = payload instanceof Response;
  const status = isResponse ? payload.status : reply.statusCode;
  if (isResponse && !payload.headers.get('content-type')?.startsWith('application/json')) return payload;
  // An answer of these procedures is small: it is read whole to be kept.
  const body =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString('utf8')
        : payload instanceof Readable
          ? await text(payload)
          : isResponse
            ? await payload.text()
            : null;
  if (body === null) return payload;
  if (isResponse) {
    // The body replaces the Response: its status and headers go on the reply.
    void reply.code(status);
    payload.headers.forEach((value, name) => {
      if (name !== 'content-length') void reply.header(name, value);
    });
  }
  void reply.type('application/json');
  if (status === 200 && isSuccess(body)) cached.source.keep(cached.key, body, cached.stamp);
  return body;
}

/** Only successes are kept: a single call's `{result}` or a batch whose every call has one. */
function isSuccess(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.every((c) => typeof c === 'object' && c !== null && 'result' in c && !('error' in c));
  } catch {
    return false;
  }
}
