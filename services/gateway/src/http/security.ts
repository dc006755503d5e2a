/**
 * Browser-facing protections: security headers with a CSP the built SPA passes, and the origin check
 * that refuses state-changing requests from other sites (cookies are SameSite=Lax, and this closes the
 * remaining gaps: same-site subdomains, old browsers, and WebSocket upgrades, which SameSite does not
 * cover).
 */
import helmet from 'helmet';
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import { HttpErrorResponse } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The page's own WebSocket endpoints. The Host header is checked so it cannot inject CSP syntax. */
function sameOriginSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * What a brand's page may load besides its own origin: Google Analytics with a gtagId, and Firebase
 * phone sign-in while FIREBASELOGIN3 is on (its reCAPTCHA and Firebase's auth servers, or the local
 * stand-in the tests point the SDK at).
 */
export interface PagePolicy {
  analytics: boolean;
  firebase: { authEmulatorUrl: string | null } | null;
}

export const STRICT_PAGE_POLICY: PagePolicy = { analytics: false, firebase: null };

/** The security headers of one answer, as helmet writes them, in order. */
type HeaderSet = ReadonlyArray<readonly [name: string, value: string]>;

/** Hosts whose headers are kept per policy: a deployment has a few; the Host header is the caller's. */
const MAX_KEPT_HOSTS = 64;

/**
 * The security headers of every answer (CSP, frame, referrer, nosniff...). helmet builds them; its
 * middleware is run once per policy (a brand has one or two) and host (the CSP names the page's own
 * WebSocket origin), against a response that only records them, and each answer gets the recorded
 * headers. Running helmet's twelve middlewares and rebuilding the CSP on every request was a tenth
 * of a cached API call's cost (and @fastify/helmet, parsing every directive each time, more).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  /**
   * The brand's page policy for a page request (its gtagId, its Firebase sign-in). Asked only for
   * documents: the policy that matters is the one the page was delivered with.
   */
  pagePolicyFor: (request: FastifyRequest) => Promise<PagePolicy> = async () => STRICT_PAGE_POLICY,
): Promise<void> {
  const built = new Map<
    string,
    { middleware: ReturnType<typeof buildHeaders>; hosts: Map<string, HeaderSet> }
  >();
  const headersOf = (policy: PagePolicy, host: string): HeaderSet => {
    const firebase = policy.firebase === null ? 'none' : (policy.firebase.authEmulatorUrl ?? 'google');
    const key = `${policy.analytics}|${firebase}`;
    let entry = built.get(key);
    if (!entry) {
      entry = { middleware: buildHeaders(config, policy), hosts: new Map() };
      built.set(key, entry);
    }
    let headers = entry.hosts.get(host);
    if (!headers) {
      headers = recordHeaders(entry.middleware, host);
      if (entry.hosts.size >= MAX_KEPT_HOSTS) entry.hosts.clear();
      entry.hosts.set(host, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host ?? '';
    if (!isDocumentRequest(request)) {
      setHeaders(reply.raw, headersOf(STRICT_PAGE_POLICY, host));
      done();
      return;
    }
    pagePolicyFor(request)
      .catch((error: unknown) => {
        // No status answer: the page is served with the strict policy rather than not at all.
        request.log.warn({ err: error }, 'page policy unknown: strict policy');
        return STRICT_PAGE_POLICY;
      })
      .then((policy) => {
        setHeaders(reply.raw, headersOf(policy, host));
        done();
      }, done);
  });
}

/** What helmet's middleware writes for a request to `host`: run against a response that records. */
function recordHeaders(middleware: ReturnType<typeof buildHeaders>, host: string): HeaderSet {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  // helmet's middlewares run synchronously: by the return, `next` has been called.
  const state: { outcome: 'pending' | 'done' | Error } = { outcome: 'pending' };
  middleware(
    { headers: { host } } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      state.outcome = err instanceof Error ? err : 'done';
    },
  );
  const { outcome } = state;
  if (outcome !== 'done') throw outcome === 'pending' ? new Error('security headers not written') : outcome;
  return headers;
}

function setHeaders(res: ServerResponse, headers: HeaderSet): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * Google tag (gtag.js) and Google Analytics 4, as Google documents their CSP: the loader from
 * googletagmanager.com, hits to the analytics hosts. Only in the policy of a brand with a gtagId.
 */
export const ANALYTICS_CSP = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Firebase phone sign-in (ADR 0023), as Google documents the CSP of reCAPTCHA (its script and its
 * challenge frame) and Firebase Auth's servers (the code's send and check, the token's refresh).
 * With an emulator configured (never in production) the SDK talks to it instead.
 */
export function firebaseCsp(firebase: { authEmulatorUrl: string | null }) {
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...(firebase.authEmulatorUrl ? [new URL(firebase.authEmulatorUrl).origin] : []),
    ],
  };
}

/** A page load (the SPA's index.html): GET or HEAD asking for HTML, outside the API. */
function isDocumentRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/trpc')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function buildHeaders(config: Config, policy: PagePolicy) {
  const analytics = policy.analytics ? ANALYTICS_CSP : null;
  const firebase = policy.firebase ? firebaseCsp(policy.firebase) : null;
  return helmet({
    contentSecurityPolicy: {
      // Written out in full rather than merged with helmet's defaults, so this list is the policy.
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(analytics?.script ?? []), ...(firebase?.script ?? [])],
        // Swiper sets inline styles; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...config.cspImgSources, ...(analytics?.img ?? [])],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          "'self'",
          sameOriginSockets,
          ...(analytics?.connect ?? []),
          ...(firebase?.connect ?? []),
        ],
        ...(firebase ? { 'frame-src': ["'self'", ...firebase.frame] } : {}),
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Upgrading subresources would break a plain-http local run; production sits behind https.
        ...(config.cookieSecure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: config.nodeEnv === 'production' ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function isAllowedOrigin(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const origin = requestOrigin(request);
  if (!origin || origin === 'null') return false;
  if (publicOrigins.includes(origin)) return true;
  try {
    // Parse our own host with the origin's scheme so default ports compare equal (":80" == "").
    const url = new URL(origin);
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

/** Routes that act for no session: the sandbox provider's pay page (see sandbox-pay-proxy.ts). */
function isSessionlessProxy(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/sandbox-pay/') === true;
}

/**
 * Mutations (any method but GET/HEAD/OPTIONS) and WebSocket upgrades must come from PUBLIC_ORIGINS or
 * the host the request was sent to; a request naming no origin at all is refused too, since every
 * browser sends Origin on these. The sandbox pay proxy is exempt: it forwards no cookie, so a forged
 * form post there can do nothing a post straight to the provider could not.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) && !isWebSocketUpgrade(request)) return done();
    if (isSessionlessProxy(request)) return done();
    if (isAllowedOrigin(request, config.publicOrigins)) return done();
    request.log.warn(
      { origin: request.headers.origin ?? null, method: request.method, url: request.url },
      'refused a request from a foreign origin',
    );
    done(new HttpErrorResponse(ErrorCode.forbiddenOrigin));
  });
}
