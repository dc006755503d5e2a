/**
 * A minimal browser for tests: calls tRPC procedures over HTTP with `app.inject`, keeps cookies as a
 * browser would (set, replace, delete on expiry) and records every Set-Cookie it saw.
 */
import type { FastifyInstance } from 'fastify';
import { DisabledVerifier, type HumanVerifier } from '../security/human-verification.js';

export const ORIGIN = 'http://localhost:3000';

export interface SeenCookie {
  name: string;
  value: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  path?: string;
  expires?: Date;
}

export interface CallResult {
  status: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: SeenCookie[];
  /** `result.data` on success. */
  data: unknown;
  /** `error.data.code` on failure. */
  code: string | undefined;
  fields: Record<string, string> | undefined;
  /** `error.data.details` on failure. */
  details: Record<string, unknown> | undefined;
}

export class Browser {
  readonly jar = new Map<string, string>();
  readonly seen: SeenCookie[] = [];

  constructor(
    private app: FastifyInstance,
    readonly ip = '203.0.113.7',
  ) {}

  /** The same browser (cookies) talking to another gateway process. */
  useApp(app: FastifyInstance): this {
    this.app = app;
    return this;
  }

  async query(path: string, input?: unknown): Promise<CallResult> {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.send('GET', `/trpc/${path}${qs}`, undefined);
  }

  async mutation(path: string, input?: unknown): Promise<CallResult> {
    return this.send('POST', `/trpc/${path}`, input === undefined ? undefined : JSON.stringify(input));
  }

  private async send(method: 'GET' | 'POST', url: string, payload: string | undefined): Promise<CallResult> {
    const res = await this.app.inject({
      method,
      url,
      payload,
      remoteAddress: this.ip,
      headers: {
        origin: ORIGIN,
        // As the tRPC client does: JSON content type on every POST, even without a body.
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      cookies: Object.fromEntries(this.jar),
    });
    const cookies = res.cookies as SeenCookie[];
    for (const c of cookies) {
      this.seen.push(c);
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    let json: {
      result?: { data?: unknown };
      error?: {
        data?: { code?: string; fields?: Record<string, string>; details?: Record<string, unknown> };
      };
    } = {};
    try {
      json = res.json();
    } catch {
      // Not JSON: leave data and code undefined.
    }
    return {
      status: res.statusCode,
      body: res.body,
      headers: res.headers,
      cookies,
      data: json.result?.data,
      code: json.error?.data?.code,
      fields: json.error?.data?.fields,
      details: json.error?.data?.details,
    };
  }
}

/** Accepts exactly the payload "human": tests of the flows need no proof of work. */
export class TestVerifier implements HumanVerifier {
  private readonly inner = new DisabledVerifier();

  challenge() {
    return this.inner.challenge();
  }

  async verify(payload: string): Promise<boolean> {
    return payload === HUMAN;
  }
}

export const HUMAN = 'human';
