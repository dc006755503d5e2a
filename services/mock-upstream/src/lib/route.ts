import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  isDateFieldError,
  type AnyEndpoint,
  type EndpointParsed,
  type FieldErrors,
  type ModuleId,
} from '@portal/contracts';
import { ENCRYPTED_CONTENT_TYPE, ENCRYPTION_HEADER } from '@portal/contracts/crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MerchantRow } from '../modules/merchants/merchants.repository.js';
import { refuseUnsafeText } from './boundary.js';
import { AppError } from './errors.js';
import { ok } from './envelope.js';
import { memberCall } from './member-queue.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared input of a route() route (tests probe its fields: lib/boundary.test.ts). */
    input?: { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType; encrypted?: boolean };
  }
}

export interface RouteContext<Q, B, P> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: Q;
  body: B;
  params: P;
  /** The brand of the call: the `Merchant` header, else the configured default. */
  merchant(): Promise<MerchantRow>;
}

export interface RouteSpec<
  Q extends z.ZodType,
  B extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  query?: Q;
  body?: B;
  /** An empty body is the schema's `undefined` rather than request_body_required (admin passes
   * whose options are all optional). */
  bodyOptional?: boolean;
  params?: P;
  /** Schema of `value` (or of the whole body when `bare`): checked before anything is sent. */
  response: R;
  /** Answer bare JSON instead of the envelope (the /lgw lottery API does). */
  bare?: boolean;
  /** Feature module of the call; refused with function.not.available while it is switched off. */
  module?: ModuleId;
  /** The body arrives encrypted (text/plain + Encryption header) and is opened before validation. */
  encrypted?: boolean;
  /** Operator call: requires the `x-admin-key` header. */
  admin?: boolean;
  handler(ctx: RouteContext<z.output<Q>, z.output<B>, z.output<P>>): Promise<z.input<R>> | z.input<R>;
}

/** Turns zod issues into the envelope's field map: dotted path -> first message for that path. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], fallbackField: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : fallbackField;
    fields[key] ??= issue.message;
  }
  return fields;
}

function parseInput<T extends z.ZodType>(schema: T, input: unknown, part: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = issuesToFields(result.error.issues, part);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  // A date or range refused by the contracts' date rule answers as the record queries always did.
  if (result.error.issues.some((issue) => isDateFieldError(issue.message))) {
    throw AppError.rule(ErrorCode.recordRangeInvalid, `invalid ${part}: ${summary}`, fields);
  }
  throw AppError.badRequest(`invalid ${part}: ${summary}`, fields);
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal-length buffers, so the comparison time says nothing about length.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A request header's value (the first, when it came more than once). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'string' && body.trim() === '');
}

/** The handler of a platform endpoint: its parsed input in, its response schema's input out. */
export type EndpointHandler<E extends AnyEndpoint> = (
  ctx: RouteContext<EndpointParsed<E>['query'], EndpointParsed<E>['body'], EndpointParsed<E>['params']>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Registers one route with its declared input and output schemas, so that validation, module
 * gating, decryption and the envelope are applied the same way everywhere. A platform endpoint
 * (/wps, /lgw) is registered from its @portal/contracts descriptor, which is where its method, path
 * and schemas are written; operator and development routes (/admin, /dev) declare theirs here.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void;
export function route<
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(app: FastifyInstance, spec: RouteSpec<Q, B, P, R>): void;
export function route(
  app: FastifyInstance,
  target: AnyEndpoint | RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType>,
  handler?: EndpointHandler<AnyEndpoint>,
): void {
  if ('path' in target) {
    if (!handler) throw new Error(`${target.id}: route() needs a handler`);
    registerRoute(app, {
      method: target.method,
      url: target.path,
      query: target.query,
      body: target.body,
      params: target.params,
      response: target.response,
      bare: target.bare,
      module: target.module,
      encrypted: target.encrypted,
      handler,
    });
    return;
  }
  registerRoute(app, target);
}

/** Every /wps, /lgw, /admin and /dev JSON route goes through here. */
function registerRoute<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: RouteSpec<Q, B, P, R>,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { input: { query: spec.query, body: spec.body, params: spec.params, encrypted: spec.encrypted } },
    handler: async (request, reply) => {
      const { platform, config } = request.server;

      if (spec.admin) {
        const key = headerValue(request, 'x-admin-key');
        if (key === undefined || !sameSecret(key, config.adminKey)) {
          throw new AppError(401, ErrorCode.adminKeyInvalid, 'admin key missing or wrong');
        }
      }

      let merchantPromise: Promise<MerchantRow> | undefined;
      const merchant = () => {
        merchantPromise ??= platform.merchants.resolve(headerValue(request, 'merchant'));
        return merchantPromise;
      };

      if (spec.module) {
        const enabled = await platform.modules.isEnabled((await merchant()).id, spec.module);
        if (!enabled) throw AppError.functionNotAvailable(spec.module);
      }

      const params = spec.params ? parseInput(spec.params, request.params, 'params') : undefined;
      const query = spec.query ? parseInput(spec.query, request.query ?? {}, 'query') : undefined;

      let body: unknown = undefined;
      if (spec.body && spec.bodyOptional && isEmptyBody(request.body)) {
        body = parseInput(spec.body, undefined, 'body');
      } else if (spec.body) {
        if (isEmptyBody(request.body)) throw AppError.bodyRequired();
        let raw: unknown = request.body;
        if (spec.encrypted) {
          const contentType = headerValue(request, 'content-type') ?? '';
          if (!contentType.startsWith(ENCRYPTED_CONTENT_TYPE) || typeof raw !== 'string') {
            throw new AppError(400, ErrorCode.decryptionFailed, 'encrypted body must be sent as text/plain');
          }
          const header = headerValue(request, ENCRYPTION_HEADER);
          if (!header) throw new AppError(400, ErrorCode.decryptionFailed, 'Encryption header is required');
          raw = await platform.keys.decrypt(header, raw);
          // The rule every other input met in lib/boundary.ts, on what the ciphertext held.
          refuseUnsafeText(raw, 'body');
        }
        body = parseInput(spec.body, raw, 'body');
      }

      const result = await spec.handler({
        request,
        reply,
        query: query as z.output<Q>,
        body: body as z.output<B>,
        params: params as z.output<P>,
        merchant,
      });

      const checked = spec.response.safeParse(result);
      if (!checked.success) {
        // Our own answer breaks the contract: a bug, reported as a system error, never sent half-right.
        request.log.error({ issues: checked.error.issues, url: spec.url }, 'response failed its schema');
        throw new Error(`response of ${spec.method} ${spec.url} failed its schema`);
      }
      return spec.bare ? checked.data : ok(checked.data);
    },
  });
}

/** A language code as the portal sends it in the `language` header (EN, VI, PT-BR...). */
const LanguageHeaderSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/)
  .transform((code) => code.toUpperCase());

/**
 * The language a request reads content in: its `language` header, upper-cased. Absent or malformed
 * (not a code) it is the default, EN: the header only picks which text to show, and every row has
 * its EN text.
 */
export function contentLanguage(request: FastifyRequest): string {
  const parsed = LanguageHeaderSchema.safeParse(headerValue(request, 'language'));
  return parsed.success ? parsed.data : 'EN';
}

/** A member call's input: its body when it has one, else its query (undefined when neither). */
export type MemberInput<E extends AnyEndpoint> = E['body'] extends z.ZodType
  ? EndpointParsed<E>['body']
  : EndpointParsed<E>['query'];

/** The handler of a member call: the brand, the member behind the call's token, the call's input. */
export type MemberHandler<E extends AnyEndpoint, M> = (
  merchant: MerchantRow,
  member: M,
  input: MemberInput<E>,
  ctx: Parameters<EndpointHandler<E>>[0],
) => ReturnType<EndpointHandler<E>>;

/** What an area's routes are given to learn the member behind a call's token (401 without one). */
export interface MemberAuth<M> {
  authenticate(request: FastifyRequest): Promise<{ member: M }>;
}

/** The member behind a call's token, for a route that reads it outside `memberRoutes`. */
export function memberOfRequest<M>(authenticate: MemberAuth<M>['authenticate']) {
  return async (request: FastifyRequest): Promise<M> => (await authenticate(request)).member;
}

/**
 * Registers platform endpoints that a member calls with its token: `member(endpoint, handler)`
 * reads the brand, then authenticates the call (401 without a member), then hands both and the
 * input to the handler. The routes of an area with a member's token go through it instead of each
 * spelling the same three awaits. A call with a `requestId` (one that moves money or points) waits
 * for the member's earlier such calls in this process (lib/member-queue.ts).
 */
export function memberRoutes<M extends { id: number }>(
  app: FastifyInstance,
  authenticate: MemberAuth<M>['authenticate'],
) {
  return <E extends AnyEndpoint>(endpoint: E, handler: MemberHandler<E, M>): void =>
    route(app, endpoint, async (ctx) => {
      const merchant = await ctx.merchant();
      const { member } = await authenticate(ctx.request);
      const input = (endpoint.body ? ctx.body : ctx.query) as MemberInput<E>;
      return memberCall(member.id, input, async () => handler(merchant, member, input, ctx));
    });
}

/** The `:id` of an operator route that names one row. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * An operator's create-or-update pair: `POST url` creates a row from the body, `PUT url/:id`
 * replaces the row's fields; both answer the row's `{ id }`.
 */
export function adminSaveRoutes<B extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  body: B,
  save: (merchant: MerchantRow, id: number | null, body: z.output<B>) => Promise<{ id: number }>,
): void {
  const response = z.object({ id: z.number().int() });
  route(app, {
    method: 'POST',
    url,
    admin: true,
    body,
    response,
    handler: async ({ body: input, merchant }) => save(await merchant(), null, input),
  });
  route(app, {
    method: 'PUT',
    url: `${url}/:id`,
    admin: true,
    params: IdParamsSchema,
    body,
    response,
    handler: async ({ params, body: input, merchant }) => save(await merchant(), params.id, input),
  });
}

/**
 * An operator's decision on one waiting item (an agent application, a promotion application, a
 * point exchange): `POST url`, the item named by its params, the decision in the body. Every
 * decision is logged: `log` gives the item's fields and the message, the decision is added to them.
 */
export function adminDecisionRoute<
  P extends z.ZodType,
  B extends z.ZodType<{ decision: string }>,
  R extends z.ZodType,
>(
  app: FastifyInstance,
  spec: {
    url: string;
    params: P;
    body: B;
    response: R;
    decide: (merchant: MerchantRow, params: z.output<P>, body: z.output<B>) => Promise<z.input<R>>;
    log: (params: z.output<P>) => [fields: Record<string, unknown>, message: string];
  },
): void {
  route(app, {
    method: 'POST',
    url: spec.url,
    admin: true,
    params: spec.params,
    body: spec.body,
    response: spec.response,
    handler: async ({ request, params, body, merchant }) => {
      const result = await spec.decide(await merchant(), params, body);
      const [fields, message] = spec.log(params);
      request.log.info({ ...fields, decision: body.decision }, message);
      return result;
    },
  });
}
