/**
 * Typed calls to the platform API (/wps, /lgw). Every answer is parsed with a @portal/contracts schema;
 * every failure becomes one `UpstreamError` whose kind says what went wrong. Sensitive bodies are
 * encrypted here, so the browser never sees upstream keys or tokens.
 */
import {
  ErrorCode,
  ErrorEnvelopeSchema,
  endpointPath,
  envelope,
  sessionEndpoints,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
  type RsaKey,
} from '@portal/contracts';
import { ENCRYPTED_CONTENT_TYPE, rsaOaepAesGcm, type PayloadCipher } from '@portal/contracts/crypto';
import { z } from 'zod';
import type { LoadGuard } from './load-guard.js';
import { UpstreamError } from './upstream-error.js';

export type { HttpMethod } from '@portal/contracts';
import type { HttpMethod } from '@portal/contracts';

/** Who a call is made for: forwarded so the platform sees the visitor, not the gateway. */
export interface VisitorMeta {
  language: string;
  ip: string;
  requestId: string;
}

/** One request as sent: the descriptor's method, filled path and schemas, and the call's input. */
interface SendOptions<S extends z.ZodType> extends VisitorMeta {
  method: HttpMethod;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Schema of `value` (or of the whole body when not enveloped). */
  schema: S;
  encrypted: boolean;
  /** The upstream session token, sent raw in Authorization. */
  token?: string;
  timeoutMs?: number;
  /** Whether the answer is wrapped in the envelope (every endpoint but the bare ones). */
  enveloped: boolean;
}

/** The member's platform token, required by the type when the endpoint needs one. */
type TokenFor<E extends AnyEndpoint> = E['auth'] extends 'member' ? { token: string } : { token?: string };

/** A call by descriptor: who it is for, the token when needed, and the descriptor's own input. */
export type EndpointCall<E extends AnyEndpoint> = VisitorMeta &
  TokenFor<E> &
  EndpointInput<E> & {
    timeoutMs?: number;
  };

export interface UpstreamClientOptions {
  baseUrl: string;
  merchantCode: string;
  timeoutMs: number;
  cipher?: PayloadCipher;
  /** How long the platform's RSA public key is reused before it is fetched again. */
  rsaKeyTtlMs?: number;
  fetch?: typeof fetch;
  /** Sheds calls when the platform fails or too many wait on it (none: every call is sent). */
  guard?: LoadGuard;
}

/**
 * Some refusals carry data for the client (LOGIN_IP_VERIFICATION_REQUIRED: `{ maskedMobile }`); the
 * contracts schema admits only a null value, which would turn such a refusal into a bad response.
 */
const FailureEnvelopeSchema = ErrorEnvelopeSchema.extend({ value: z.unknown().optional() });

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/** The requestId of a call's body: the mark of a call that moves money or points. */
function moneyRequestId(body: unknown): string | undefined {
  const id =
    typeof body === 'object' && body !== null ? (body as { requestId?: unknown }).requestId : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Whether a fetch failed before any byte could reach the platform (refused, no such host). */
function neverConnected(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return true;
  }
  return false;
}

export class UpstreamClient {
  readonly baseUrl: string;
  private readonly cipher: PayloadCipher;
  private readonly fetchImpl: typeof fetch;
  private rsaKey: { key: RsaKey; expiresAt: number } | null = null;
  private rsaKeyInFlight: Promise<RsaKey> | null = null;

  constructor(private readonly options: UpstreamClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.cipher = options.cipher ?? rsaOaepAesGcm;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /**
   * Calls one platform endpoint by its descriptor and returns the parsed `value` (or bare body).
   * Throws UpstreamError.
   */
  call<E extends AnyEndpoint>(endpoint: E, call: EndpointCall<E>): Promise<EndpointResponse<E>> {
    const input = call as EndpointCall<AnyEndpoint>;
    return this.callPath(endpointPath(endpoint, input.params as Record<string, unknown> | undefined), {
      language: input.language,
      ip: input.ip,
      requestId: input.requestId,
      token: input.token,
      timeoutMs: input.timeoutMs,
      method: endpoint.method,
      query: input.query as SendOptions<z.ZodType>['query'],
      body: input.body,
      schema: endpoint.response as E['response'],
      encrypted: endpoint.encrypted,
      enveloped: !endpoint.bare,
    });
  }

  private async callPath<S extends z.ZodType>(path: string, opts: SendOptions<S>): Promise<z.output<S>> {
    if (!opts.encrypted) return this.send(path, opts, null);
    const key = await this.currentRsaKey(opts, false);
    try {
      return await this.send(path, opts, key);
    } catch (err) {
      // The platform rotated its key since we cached it: fetch the new one and try exactly once more.
      if (err instanceof UpstreamError && err.errorCode === ErrorCode.decryptionFailed) {
        const fresh = await this.currentRsaKey(opts, true);
        return this.send(path, opts, fresh);
      }
      throw err;
    }
  }

  private async currentRsaKey(meta: VisitorMeta, refresh: boolean): Promise<RsaKey> {
    if (!refresh && this.rsaKey && this.rsaKey.expiresAt > Date.now()) return this.rsaKey.key;
    // Single flight: a burst of logins after a restart fetches the key once.
    if (!this.rsaKeyInFlight) {
      const { language, ip, requestId } = meta;
      const rsa = sessionEndpoints.rsaKey;
      const opts = { language, ip, requestId, method: rsa.method, schema: rsa.response, encrypted: false };
      this.rsaKeyInFlight = this.send(rsa.path, { ...opts, enveloped: !rsa.bare }, null)
        .then((key) => {
          this.rsaKey = { key, expiresAt: Date.now() + (this.options.rsaKeyTtlMs ?? 10 * 60_000) };
          return key;
        })
        .finally(() => {
          this.rsaKeyInFlight = null;
        });
    }
    return this.rsaKeyInFlight;
  }

  private url(path: string, query: SendOptions<z.ZodType>['query']): string {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    return url.toString();
  }

  private send<S extends z.ZodType>(
    path: string,
    opts: SendOptions<S>,
    rsaKey: RsaKey | null,
  ): Promise<z.output<S>> {
    const guard = this.options.guard;
    return guard ? guard.run(path, () => this.sendNow(path, opts, rsaKey)) : this.sendNow(path, opts, rsaKey);
  }

  private async sendNow<S extends z.ZodType>(
    path: string,
    opts: SendOptions<S>,
    rsaKey: RsaKey | null,
  ): Promise<z.output<S>> {
    const method = opts.method;
    const headers: Record<string, string> = {
      accept: 'application/json',
      merchant: this.options.merchantCode,
      language: opts.language,
      device: 'web',
      'x-request-id': opts.requestId,
      'x-forwarded-for': opts.ip,
    };
    if (opts.token) headers.authorization = opts.token;
    let body: string | undefined;
    if (opts.body !== undefined) {
      if (rsaKey) {
        const enc = this.cipher.encrypt(opts.body, rsaKey.publicKey, rsaKey.keyId);
        headers['content-type'] = ENCRYPTED_CONTENT_TYPE;
        headers.encryption = enc.header;
        body = enc.body;
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }

    let res: Response;
    let text: string;
    try {
      res = await this.fetchImpl(this.url(path, opts.query), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? this.options.timeoutMs),
      });
      // Reading the body is under the same deadline: a platform that stalls mid-body is a timeout too.
      text = await res.text();
    } catch (err) {
      // A money call that may have reached the platform is pending, not failed: only a connection
      // that was never made proves nothing moved.
      const requestId = moneyRequestId(opts.body);
      const pendingRequestId = requestId !== undefined && !neverConnected(err) ? requestId : undefined;
      if (isTimeout(err))
        throw new UpstreamError({
          kind: 'timeout',
          path,
          message: 'no answer in time',
          cause: err,
          ...(pendingRequestId ? { pendingRequestId } : {}),
        });
      throw new UpstreamError({
        kind: 'network',
        path,
        message: 'request failed',
        cause: err,
        ...(pendingRequestId ? { pendingRequestId } : {}),
      });
    }

    let json: unknown;
    try {
      json = text.length ? JSON.parse(text) : undefined;
    } catch (err) {
      if (!res.ok)
        throw new UpstreamError({ kind: 'http', path, status: res.status, message: `HTTP ${res.status}` });
      throw new UpstreamError({
        kind: 'schema',
        path,
        status: res.status,
        message: 'body is not JSON',
        cause: err,
      });
    }

    const failure = FailureEnvelopeSchema.safeParse(json);
    if (failure.success) {
      // The platform's own failure (its database gone, say) says nothing of what a money call did
      // before it: the call is pending, and the same requestId sent again answers its outcome.
      const requestId =
        failure.data.errorCode === ErrorCode.systemError ? moneyRequestId(opts.body) : undefined;
      throw new UpstreamError({
        kind: 'business',
        path,
        status: res.status,
        errorCode: failure.data.errorCode,
        fields: failure.data.fields,
        value: failure.data.value,
        message: `${failure.data.errorCode}`,
        ...(requestId ? { pendingRequestId: requestId } : {}),
      });
    }
    if (!res.ok)
      throw new UpstreamError({ kind: 'http', path, status: res.status, message: `HTTP ${res.status}` });

    if (!opts.enveloped) {
      const bare = opts.schema.safeParse(json);
      if (!bare.success) {
        throw new UpstreamError({
          kind: 'schema',
          path,
          status: res.status,
          message: bare.error.message,
          cause: bare.error,
        });
      }
      return bare.data;
    }
    const parsed = envelope(opts.schema).safeParse(json);
    if (!parsed.success) {
      throw new UpstreamError({
        kind: 'schema',
        path,
        status: res.status,
        message: parsed.error.message,
        cause: parsed.error,
      });
    }
    // zod cannot see through the generic envelope; the schema above guarantees `value` has S's output.
    return (parsed.data as { value: z.output<S> }).value;
  }
}
