import { createHash, timingSafeEqual } from 'node:crypto';
import {
  allowedErrors,
  ErrorCode,
  isDateFieldError,
  type AnyEndpoint,
  type EndpointParsed,
  type FieldErrors,
  type ModuleId,
} from '@portal/contracts';
import { ENCRYPTED_CONTENT_TYPE, ENCRYPTION_HEADER } from '@portal/contracts/crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MemberRow, MerchantRow, SessionRow } from '../db/rows.js';
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
  /** The platform endpoint it serves: who may call it (`auth`) and which codes it may answer. */
  endpoint?: AnyEndpoint;
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

/** The handler of a public or signed platform endpoint: its parsed input in, its response out. */
export type EndpointHandler<E extends AnyEndpoint> = (
  ctx: RouteContext<EndpointParsed<E>['query'], EndpointParsed<E>['body'], EndpointParsed<E>['params']>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/** A member call's input: its body when it has one, else its query (undefined when neither). */
export type MemberInput<E extends AnyEndpoint> = E['body'] extends z.ZodType
  ? EndpointParsed<E>['body']
  : EndpointParsed<E>['query'];

/** What a member call's handler is given besides the brand, the member and the input. */
export type MemberContext<E extends AnyEndpoint> = Parameters<EndpointHandler<E>>[0] & {
  /** The session of the call's token. */
  session: SessionRow;
};

/** The handler of a member call (`auth: 'member'`): the brand, the member behind the token, the input. */
export type MemberHandler<E extends AnyEndpoint> = (
  brand: MerchantRow,
  member: MemberRow,
  input: MemberInput<E>,
  ctx: MemberContext<E>,
) => ReturnType<EndpointHandler<E>>;

/** The handler of a call whose token is optional (`auth: 'optional'`): null for a visitor. */
export type OptionalMemberHandler<E extends AnyEndpoint> = (
  brand: MerchantRow,
  member: MemberRow | null,
  input: MemberInput<E>,
  ctx: Parameters<EndpointHandler<E>>[0],
) => ReturnType<EndpointHandler<E>>;

/** The handler a descriptor needs, by whom its `auth` lets call. */
export type HandlerOf<E extends AnyEndpoint> = E['auth'] extends 'member'
  ? MemberHandler<E>
  : E['auth'] extends 'optional'
    ? OptionalMemberHandler<E>
    : EndpointHandler<E>;

/**
 * One handler per descriptor of an area: a descriptor without a handler, or a key that is no
 * descriptor of the area, does not compile.
 */
export type AreaHandlers<A extends Readonly<Record<string, AnyEndpoint>>> = {
  [K in keyof A]: HandlerOf<A[K]> | RawHandler;
};

/**
 * A platform area as one Fastify plugin: the handlers of its descriptors (`<area>.endpoints.ts` in
 * @portal/contracts), and the operator and development routes that go with them. Who may call each
 * route is read from its descriptor here, once: `member` resolves the brand and the member of the
 * token and refuses a token of another brand as no session; `optional` does the same when a token
 * is sent. A member call with a `requestId` (one that moves money or points) waits for the member's
 * earlier such calls in this process (lib/member-queue.ts).
 */
export function platformArea<A extends Readonly<Record<string, AnyEndpoint>>>(
  endpoints: A,
  handlers: AreaHandlers<A>,
  /** The area's operator and development routes (/admin, /dev), registered after its endpoints. */
  more?: (app: FastifyInstance) => void | Promise<void>,
  options: AreaOptions<A> = {},
): FastifyPluginAsync {
  return async (app) => {
    if (options.setUp) await options.setUp(app);
    for (const key of Object.keys(endpoints) as (keyof A & string)[]) {
      const endpoint = endpoints[key] as AnyEndpoint;
      const handler = handlers[key] as HandlerOf<AnyEndpoint> | RawHandler;
      const setUp = options.scoped?.[key];
      if (!setUp) {
        serveEndpoint(app, endpoint, handler);
        continue;
      }
      await app.register(async (scope) => {
        await setUp(scope);
        serveEndpoint(scope, endpoint, handler);
      });
    }
    if (more) await more(app);
  };
}

export interface AreaOptions<A> {
  /** Hooks and parsers for every route of the area, set before any is registered. */
  setUp?: (app: FastifyInstance) => void | Promise<void>;
  /** Endpoints that need a context of their own (a body limit, a raw-body parser, a signature
   * hook): each is registered inside a child context that this sets up first. */
  scoped?: Partial<Record<keyof A, (scope: FastifyInstance) => void | Promise<void>>>;
}

/**
 * A handler that answers outside the envelope and the response check, for the endpoints whose
 * answer is not one JSON body (the event stream) or whose failure has its own status (the
 * readiness probe's 503). Who may call it is its own business (the stream's key).
 */
export interface RawHandler {
  raw(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** A child context's setup that gives its routes a larger body limit (uploads of images). */
export function bodyLimit(bytes: number) {
  return (scope: FastifyInstance): void => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = bytes;
    });
  };
}

/**
 * Several files' handlers of one area, as the area's map. Each part is typed as a slice of the map
 * (`Pick<AreaHandlers<typeof x>, ...>`), so the whole is still checked against the descriptors.
 */
export function handlersOf<A extends Readonly<Record<string, AnyEndpoint>>>(
  _endpoints: A,
  ...parts: Partial<AreaHandlers<A>>[]
): AreaHandlers<A> {
  return Object.assign({}, ...parts) as AreaHandlers<A>;
}

/** The member of a call's token, refused unless it belongs to the call's brand. */
async function memberOfCall(
  request: FastifyRequest,
  brand: MerchantRow,
): Promise<{ member: MemberRow; session: SessionRow }> {
  const found = await request.server.platform.members.authenticate(headerValue(request, 'authorization'));
  // A token is a session of one brand: shown to another, it is no session there.
  if (found.member.merchantId !== brand.id) throw AppError.notSession();
  return found;
}

function serveEndpoint(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  handler: HandlerOf<AnyEndpoint> | RawHandler,
): void {
  if ('raw' in handler) {
    app.route({ method: endpoint.method, url: endpoint.path, handler: handler.raw });
    return;
  }
  const spec = {
    method: endpoint.method,
    url: endpoint.path,
    query: endpoint.query,
    body: endpoint.body,
    params: endpoint.params,
    response: endpoint.response,
    bare: endpoint.bare,
    module: endpoint.module,
    encrypted: endpoint.encrypted,
    endpoint,
  };
  const inputOf = (ctx: Parameters<EndpointHandler<AnyEndpoint>>[0]) =>
    (endpoint.body ? ctx.body : ctx.query) as MemberInput<AnyEndpoint>;
  if (endpoint.auth === 'member') {
    const memberHandler = handler as MemberHandler<AnyEndpoint>;
    registerRoute(app, {
      ...spec,
      handler: async (ctx) => {
        const brand = await ctx.merchant();
        const { member, session } = await memberOfCall(ctx.request, brand);
        const input = inputOf(ctx);
        return memberCall(member.id, input, async () =>
          memberHandler(brand, member, input, { ...ctx, session }),
        );
      },
    });
  } else if (endpoint.auth === 'optional') {
    const optionalHandler = handler as OptionalMemberHandler<AnyEndpoint>;
    registerRoute(app, {
      ...spec,
      handler: async (ctx) => {
        const brand = await ctx.merchant();
        const sent = headerValue(ctx.request, 'authorization') !== undefined;
        const member = sent ? (await memberOfCall(ctx.request, brand)).member : null;
        return optionalHandler(brand, member, inputOf(ctx), ctx);
      },
    });
  } else {
    registerRoute(app, { ...spec, handler: handler as EndpointHandler<AnyEndpoint> });
  }
}

/**
 * Registers one operator or development route (/admin, /dev) with its declared input and output
 * schemas, so that validation, the admin key, module gating and the envelope are applied the same
 * way everywhere. Platform endpoints (/wps, /lgw) are registered from their descriptors by
 * `platformArea`.
 */
export function route<
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(app: FastifyInstance, spec: RouteSpec<Q, B, P, R>): void {
  registerRoute(app, spec);
}

/**
 * An answer whose code its descriptor does not list: logged, and kept where the tests look
 * (`app.undeclaredErrors`, outside production) so that a test making the call fails.
 */
function noteUndeclared(request: FastifyRequest, endpoint: AnyEndpoint, err: unknown): void {
  if (!(err instanceof AppError) || (allowedErrors(endpoint) as ReadonlySet<string>).has(err.code)) return;
  const found = { endpoint: endpoint.id, code: err.code };
  request.log.error(found, 'answered a code its descriptor does not list');
  request.server.undeclaredErrors?.push(found);
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
      try {
        return await answer(request, reply, spec);
      } catch (err) {
        if (spec.endpoint) noteUndeclared(request, spec.endpoint, err);
        throw err;
      }
    },
  });
}

async function answer<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: RouteSpec<Q, B, P, R>,
): Promise<unknown> {
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
