/**
 * One descriptor per platform endpoint (/wps, /lgw): the only place its method and path are written.
 * mock-upstream registers its route from it (lib/route.ts) and the gateway calls it by it
 * (upstream/client.ts), so the compiler, not a grep, joins the two sides: the request the gateway
 * builds is the descriptor's request type, the answer it parses is the descriptor's response schema.
 */
import type { z } from 'zod';
import { ErrorCode } from './errors.js';
import type { ModuleId } from './system.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` anyone; `member` a member token in Authorization (401 login.not.session
 * without one); `optional` a token is read when sent (guest answers otherwise); `signed` the caller
 * proves itself with a signature in the body or headers (payment callbacks, the seamless wallet).
 */
export type EndpointAuth = 'public' | 'member' | 'optional' | 'signed';

export interface EndpointDef<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: HttpMethod;
  /** Path on the platform; `:name` segments are filled from `params`. */
  path: string;
  auth: EndpointAuth;
  /** The body travels encrypted (RSA-OAEP + AES-GCM, text/plain with the Encryption header). */
  encrypted?: boolean;
  /** Feature module that gates it: refused with function.not.available while switched off. */
  module?: ModuleId;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of the envelope's `value` (of the whole body when `bare`). */
  response: R;
  /** Answered as bare JSON, not in the /wps envelope (the /lgw lottery API). */
  bare?: boolean;
  /** Business error codes it may answer besides the ones every endpoint may (see COMMON_ERRORS). */
  errors?: readonly ErrorCode[];
}

export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> extends Omit<EndpointDef<Q, B, P, R>, 'query' | 'body' | 'params' | 'auth'> {
  /** `area.name`, for logs and the descriptor walk. */
  readonly id: string;
  /** Kept literal, so that a handler's and a caller's types follow it (a member call needs a token). */
  readonly auth: A;
  /** Undefined when the endpoint takes no such part. */
  readonly query: Q;
  readonly body: B;
  readonly params: P;
  readonly encrypted: boolean;
  readonly bare: boolean;
  readonly errors: readonly ErrorCode[];
}

/** Any descriptor, whatever its schemas (registries, walks). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the variance of zod's generics needs it
export type AnyEndpoint = Endpoint<any, any, any, any, any>;

/** What the caller sends: each part typed by the schema's input, present only when declared. */
export type EndpointInput<E extends AnyEndpoint> = (E['query'] extends z.ZodType
  ? { query: z.input<E['query']> }
  : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined }) &
  (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : { params?: undefined });

/** What the handler receives: each part parsed (schema output). */
export type EndpointParsed<E extends AnyEndpoint> = {
  query: E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  params: E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
};

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** The schema a definition declares for one part, else undefined. */
type PartOf<D, K extends 'query' | 'body' | 'params'> = D extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** Builds one area's descriptors, naming each `area.key`. */
export function endpoints<
  const D extends Record<
    string,
    EndpointDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>
  >,
>(
  area: string,
  defs: D,
): {
  [K in keyof D]: Endpoint<
    PartOf<D[K], 'query'>,
    PartOf<D[K], 'body'>,
    PartOf<D[K], 'params'>,
    D[K]['response'],
    D[K]['auth']
  >;
} {
  const out: Record<string, AnyEndpoint> = {};
  for (const [key, def] of Object.entries(defs)) {
    out[key] = {
      ...def,
      query: def.query,
      body: def.body,
      params: def.params,
      id: `${area}.${key}`,
      encrypted: def.encrypted ?? false,
      bare: def.bare ?? false,
      errors: def.errors ?? [],
    };
  }
  return out as never;
}

/**
 * Codes any endpoint may answer besides its own `errors`: a refused input (the schema's, or a rule a
 * handler checks beyond it), a caller over a rate limit, and the failure that is nobody's fault.
 */
export const COMMON_ERRORS: readonly ErrorCode[] = [
  ErrorCode.requestParamErr,
  ErrorCode.requestBodyRequired,
  ErrorCode.tooManyRequests,
  ErrorCode.systemError,
];

/**
 * Every code an endpoint may answer: its own `errors`, the common ones, and those its descriptor
 * implies (a member token refused, its module switched off, its encrypted body unreadable).
 */
export function allowedErrors(e: AnyEndpoint): ReadonlySet<ErrorCode> {
  const codes = new Set<ErrorCode>([...COMMON_ERRORS, ...e.errors]);
  if (e.auth === 'member' || e.auth === 'optional') codes.add(ErrorCode.notSession);
  if (e.module) codes.add(ErrorCode.functionNotAvailable);
  if (e.encrypted) codes.add(ErrorCode.decryptionFailed);
  if (e.auth === 'signed') codes.add(ErrorCode.signatureInvalid);
  return codes;
}

/** The path with `:name` segments filled (URI-encoded) from params. */
export function endpointPath(e: AnyEndpoint, params: Record<string, unknown> | undefined): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.id}: missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
