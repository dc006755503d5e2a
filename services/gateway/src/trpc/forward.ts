/**
 * Resolvers for the procedures that only forward the person's call to one platform endpoint:
 * `.query(forward(e))` with no input, `.mutation(forwardBody(e))` with the procedure's input as the
 * endpoint's body, `.query(forwardQuery(e))` with it as the query. The answer is the endpoint's
 * parsed response, typed by its descriptor, as if the procedure had called the client itself.
 */
import type { AnyEndpoint, Endpoint, EndpointResponse } from '@portal/contracts';
import type { z } from 'zod';
import { callMeta, type MemberContext } from './procedures.js';

/** An endpoint that takes only a body (no query, no path parameters). */
type BodyEndpoint = Endpoint<undefined, z.ZodType, undefined>;
/** An endpoint that takes only a query. */
type QueryEndpoint = Endpoint<z.ZodType, undefined, undefined>;
/** An endpoint that takes no input. */
type BareEndpoint = Endpoint<undefined, undefined, undefined>;

// Each calls the client as for any endpoint (a generic E's input type cannot be spelled out) and
// types the answer by E again: the constraints above already guarantee that the call carries the
// person's meta and exactly the one part the endpoint declares.

export function forward<E extends BareEndpoint & AnyEndpoint>(endpoint: E) {
  return ({ ctx }: { ctx: MemberContext }): Promise<EndpointResponse<E>> =>
    ctx.services.upstream.call<AnyEndpoint>(endpoint, callMeta(ctx));
}

export function forwardBody<E extends BodyEndpoint & AnyEndpoint>(endpoint: E) {
  return ({ ctx, input }: { ctx: MemberContext; input: z.input<E['body']> }): Promise<EndpointResponse<E>> =>
    ctx.services.upstream.call<AnyEndpoint>(endpoint, { ...callMeta(ctx), body: input });
}

export function forwardQuery<E extends QueryEndpoint & AnyEndpoint>(endpoint: E) {
  return ({ ctx, input }: { ctx: MemberContext; input: z.input<E['query']> }): Promise<EndpointResponse<E>> =>
    ctx.services.upstream.call<AnyEndpoint>(endpoint, { ...callMeta(ctx), query: input });
}
