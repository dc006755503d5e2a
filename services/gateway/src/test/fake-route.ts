/**
 * The fake platform's routes are registered from the same @portal/contracts descriptors the gateway
 * calls and mock-upstream serves: the method and path come from the descriptor, and every successful
 * answer is checked against the descriptor's response schema, so the fake cannot drift from the
 * contract without the test that uses it failing.
 */
import { envelope, type AnyEndpoint } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A refusal in the platform's envelope (the handler sends it itself with `reply`). */
export function fakeFail(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  fields?: Record<string, string>,
  value: unknown = null,
): FastifyReply {
  return reply.code(status).send({ success: false, value, errorCode, message: errorCode, fields });
}

export type FakeHandler<E extends AnyEndpoint> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply> | z.input<E['response']> | FastifyReply;

/**
 * Registers `handler` for the endpoint. A returned value is the answer's `value` (the whole body for
 * bare endpoints), checked against the response schema; a handler that sent a reply itself (a
 * refusal, a stream) returns the reply.
 */
export function fakeRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: FakeHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const result = await handler(request, reply);
      if (result === reply || reply.sent) return reply;
      const schema = endpoint.bare ? endpoint.response : envelope(endpoint.response);
      const body = endpoint.bare ? result : { success: true, value: result };
      const checked = (schema as z.ZodType).safeParse(body);
      if (!checked.success) {
        // The fake drifted from the contract: fail loudly rather than teach the gateway a wrong answer.
        throw new Error(`fake answer of ${endpoint.id} fails its schema: ${checked.error.message}`);
      }
      return body;
    },
  });
}

/** The request's path without its query string (the key of a test's forced failures and delays). */
export const pathOf = (req: FastifyRequest): string => req.url.split('?')[0] ?? req.url;

/**
 * Registers a fake area's routes in their own Fastify context, so the hooks it adds (its token check,
 * the test's forced failures) apply to its routes only.
 */
export function fakeArea<A extends unknown[]>(
  parent: FastifyInstance,
  routes: (app: FastifyInstance, ...args: A) => void,
  ...args: A
): void {
  void parent.register(async (app) => routes(app, ...args));
}
