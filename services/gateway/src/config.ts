/**
 * Gateway configuration. This is the only module that reads `process.env` (through `loadConfig`'s
 * argument, so tests pass a plain object). Every problem is reported at once: a misconfigured deploy
 * should be fixed in one round trip, not one variable per restart.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import type { RedisNode, RedisTopology } from './store/redis-topology.js';
import type { LoadGuardOptions } from './upstream/load-guard.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const DEFAULT_PUBLIC_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000,http://localhost:5173';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const positiveInt = z.coerce.number().int().positive();

const originString = z.string().refine(
  (s) => {
    try {
      const url = new URL(s);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === s;
    } catch {
      return false;
    }
  },
  { message: 'must be an origin like https://example.com (scheme, host and optional port, no path)' },
);

const commaList = (s: string) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

/** `host:port` (a name, an IPv4 address or a bracketed IPv6 address). */
const HOST_PORT = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(\d{1,5})$/;

const redisNodeList = z
  .string()
  .transform(commaList)
  .pipe(
    z
      .array(
        z
          .string()
          .regex(HOST_PORT, 'must be a comma list of host:port, e.g. redis-1:6379,redis-2:6379')
          .transform((v): RedisNode => {
            const [, ipv6, name, port] = HOST_PORT.exec(v) ?? [];
            return { host: ipv6 ?? name ?? '', port: Number(port) };
          })
          .refine((n) => n.port >= 1 && n.port <= 65535, 'port must be 1 to 65535'),
      )
      .min(1, 'must name at least one host:port'),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  UPSTREAM_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://127.0.0.1:7001')
    .transform((u) => u.replace(/\/+$/, '')),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(5000),
  // Load shedding (upstream/load-guard.ts): calls waiting on the platform at once, more waiting their
  // turn; the breaker opens when UPSTREAM_BREAKER_THRESHOLD of the calls of the last window failed
  // for want of an answer (at UPSTREAM_BREAKER_MIN_RPS calls a second or more), for UPSTREAM_BREAKER_OPEN_MS.
  UPSTREAM_MAX_IN_FLIGHT: positiveInt.default(512),
  UPSTREAM_MAX_QUEUED: z.coerce.number().int().min(0).default(1024),
  UPSTREAM_BREAKER_THRESHOLD: z.coerce.number().gt(0).max(1).default(0.5),
  UPSTREAM_BREAKER_WINDOW_MS: positiveInt.default(10_000),
  UPSTREAM_BREAKER_MIN_RPS: z.coerce.number().positive().default(10),
  UPSTREAM_BREAKER_OPEN_MS: positiveInt.default(5000),
  MERCHANT_CODE: z.string().min(1).default('demo'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z.string().default('portal:'),
  // A Redis Cluster (some of its nodes; the client finds the rest) or a Sentinel-watched master,
  // instead of REDIS_URL; with either, credentials and TLS come from the variables after them.
  REDIS_CLUSTER_NODES: redisNodeList.optional(),
  REDIS_SENTINELS: redisNodeList.optional(),
  REDIS_SENTINEL_NAME: z.string().min(1).optional(),
  REDIS_SENTINEL_PASSWORD: z.string().min(1).optional(),
  REDIS_USERNAME: z.string().min(1).optional(),
  REDIS_PASSWORD: z.string().min(1).optional(),
  REDIS_TLS: booleanString.optional(),
  PUBLIC_ORIGINS: z.string().default(DEFAULT_PUBLIC_ORIGINS).transform(commaList).pipe(z.array(originString)),
  WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'web/dist')),
  COOKIE_SECURE: booleanString.optional(),
  TRUST_PROXY: booleanString.default(false),
  CACHE_TTL_STATUS_S: positiveInt.default(15),
  CACHE_TTL_MENUS_S: positiveInt.default(300),
  CACHE_TTL_CONTENT_S: positiveInt.default(60),
  // How long the last good copy of a cached answer is kept, to answer while the platform is down (0: never).
  CACHE_STALE_S: z.coerce.number().int().min(0).default(600),
  // Additions of the gateway (not in docs/INTERFACES.md because no other part reads them).
  SESSION_TTL_S: positiveInt.default(7 * 24 * 3600),
  RATE_LIMIT_MAX: positiveInt.default(600),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  STATUS_POLL_MS: positiveInt.default(5000),
  WINNERS_POLL_MS: positiveInt.default(30_000),
  CACHE_TTL_WINNERS_S: positiveInt.default(10),
  // How long a visitor's bootstrap answer and HTML page are handed out again (platform/visitor-answers.ts).
  CACHE_TTL_ANSWER_MS: positiveInt.default(5000),
  CSP_IMG_SOURCES: z.string().default('').transform(commaList),
  // Accounts.
  SESSION_REMEMBER_TTL_S: positiveInt.default(30 * 24 * 3600),
  HUMAN_VERIFICATION: z.enum(['altcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ALTCHA_MAX_NUMBER: positiveInt.default(50_000),
  ALTCHA_ATTACK_AFTER: positiveInt.default(30),
  ALTCHA_EXPIRES_S: positiveInt.default(600),
  REGISTER_MAX_PER_HOUR: positiveInt.default(5),
  LOGIN_DELAY_BASE_MS: z.coerce.number().int().min(0).default(250),
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).default(5000),
  // The longest a login attempt waits for its turn in its account's, IP's and device's queue; a later
  // turn is refused as busy (TOO_MANY_REQUESTS, retryable).
  LOGIN_QUEUE_MAX_MS: positiveInt.default(30_000),
  // Wallet and money.
  EVENTS_KEY: z.string().min(1).optional(),
  // Jackpot counter: value(t) = BASE + 165.11 x whole 3 s steps since EPOCH.
  JACKPOT_EPOCH: z.iso
    .datetime({ offset: true })
    .default('2026-01-01T00:00:00Z')
    .transform((s) => Date.parse(s)),
  JACKPOT_BASE: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'must be a decimal amount with at most 2 decimals, e.g. 1000000.00')
    .default('1000000.00'),
  // Days after which the counter starts again from BASE (as a won jackpot does); 0 = never.
  JACKPOT_CYCLE_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  // WebSocket heartbeat: PING after this long without a message from the client; the
  // socket is dropped when nothing comes back within WS_PONG_WAIT_MS.
  WS_PING_MS: positiveInt.default(30_000),
  WS_PONG_WAIT_MS: positiveInt.default(5_000),
  // Customer service: the platform's key for its sealed customer-service paths.
  CS_PATH_KEY: z.string().min(12, 'must be at least 12 characters').optional(),
  // SMS sends: per visitor IP, and per destination country against SMS pumping.
  SMS_IP_MAX_PER_HOUR: positiveInt.default(10),
  SMS_IP_MAX_PER_DAY: positiveInt.default(30),
  SMS_COUNTRY_MAX_PER_HOUR: z.coerce.number().int().min(0).default(300),
  SMS_COUNTRY_LIMITS: z
    .string()
    .default('')
    .transform(commaList)
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[A-Za-z]{2}:\d{1,9}$/, 'must be a comma list of COUNTRY:MAX_PER_HOUR, e.g. VN:2000,PH:50')
          .transform((v) => [v.slice(0, 2).toUpperCase(), Number(v.slice(3))] as const),
      ),
    )
    .transform((pairs) => Object.fromEntries(pairs)),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: (typeof LOG_LEVELS)[number];
  host: string;
  port: number;
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** Load shedding in front of the platform (upstream/load-guard.ts). */
  upstreamGuard: LoadGuardOptions;
  merchantCode: string;
  /** Where the Store lives; undefined: in-process (one gateway process only). */
  redis: RedisTopology | undefined;
  redisPrefix: string;
  publicOrigins: string[];
  webDist: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  cacheTtl: { statusS: number; menusS: number; contentS: number };
  /** The last good copy of a cached answer, answered while the platform is down (cache/cache.ts). */
  cacheStaleS: number;
  sessionTtlS: number;
  rateLimit: { max: number; windowMs: number };
  statusPollMs: number;
  /** Fallback re-read of the winner board while someone watches it (the push is winners.changed). */
  winnersPollMs: number;
  winnersTtlS: number;
  /** How long a visitor's bootstrap answer and page are handed out again (platform/visitor-answers.ts). */
  answerTtlMs: number;
  /** Extra `img-src` sources for the CSP (image CDN hosts outside this origin). */
  cspImgSources: string[];
  /** Idle lifetime of a session whose owner ticked "remember me". */
  sessionRememberTtlS: number;
  humanVerification: {
    mode: 'altcha' | 'off';
    /** Signs ALTCHA challenges; every gateway process must share it (random per start in development). */
    hmacKey: string;
    maxNumber: number;
    attackAfter: number;
    expiresS: number;
  };
  limits: {
    registerPerHour: number;
    loginDelayBaseMs: number;
    loginDelayMaxMs: number;
    loginQueueMaxMs: number;
  };
  /** Key of the platform's event stream (EVENTS_KEY_HEADER on eventsEndpoints.stream). */
  eventsKey: string;
  /** The jackpot rule every process computes alike: start (ms since 1970), amount at the start, and
   * the cycle after which it starts again (0 = never). */
  jackpot: { epochMs: number; base: string; cycleMs: number };
  /** WebSocket heartbeat: ping after `pingMs` of client silence, drop after `pongWaitMs` more. */
  wsKeepAlive: { pingMs: number; pongWaitMs: number };
  /** Opens the customer-service paths the platform seals (shared with the platform). */
  csPathKey: string;
  /**
   * SMS sends that reach the platform: per visitor IP (hour and day) and per destination country
   * (ISO code; per hour, `countryOverrides` before `countryPerHour`, 0 = none at all).
   */
  sms: {
    ipPerHour: number;
    ipPerDay: number;
    countryPerHour: number;
    countryOverrides: Record<string, number>;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings mean "unset": shells and compose files often export `VAR=`. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(env)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  // A production gateway must never run without human verification, nor with a key nobody shares
  // (each process would refuse the others' challenges, and a restart would void them all).
  if (e.NODE_ENV === 'production' && e.HUMAN_VERIFICATION === 'off') {
    problems.push('HUMAN_VERIFICATION: off is not allowed when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.HUMAN_VERIFICATION === 'altcha' && !e.ALTCHA_HMAC_KEY) {
    problems.push('ALTCHA_HMAC_KEY: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.EVENTS_KEY) {
    problems.push('EVENTS_KEY: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.CS_PATH_KEY) {
    problems.push('CS_PATH_KEY: required when NODE_ENV=production');
  }
  const redis = redisTopology(e, problems);
  if (problems.length) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    host: e.HOST,
    port: e.PORT,
    upstreamUrl: e.UPSTREAM_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamGuard: {
      maxInFlight: e.UPSTREAM_MAX_IN_FLIGHT,
      maxQueued: e.UPSTREAM_MAX_QUEUED,
      breakerThreshold: e.UPSTREAM_BREAKER_THRESHOLD,
      breakerWindowMs: e.UPSTREAM_BREAKER_WINDOW_MS,
      breakerMinRps: e.UPSTREAM_BREAKER_MIN_RPS,
      breakerOpenMs: e.UPSTREAM_BREAKER_OPEN_MS,
    },
    merchantCode: e.MERCHANT_CODE,
    redis,
    redisPrefix: e.REDIS_PREFIX,
    publicOrigins: e.PUBLIC_ORIGINS,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    cacheTtl: { statusS: e.CACHE_TTL_STATUS_S, menusS: e.CACHE_TTL_MENUS_S, contentS: e.CACHE_TTL_CONTENT_S },
    cacheStaleS: e.CACHE_STALE_S,
    sessionTtlS: e.SESSION_TTL_S,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    statusPollMs: e.STATUS_POLL_MS,
    winnersPollMs: e.WINNERS_POLL_MS,
    winnersTtlS: e.CACHE_TTL_WINNERS_S,
    answerTtlMs: e.CACHE_TTL_ANSWER_MS,
    cspImgSources: e.CSP_IMG_SOURCES,
    sessionRememberTtlS: e.SESSION_REMEMBER_TTL_S,
    humanVerification: {
      mode: e.HUMAN_VERIFICATION,
      hmacKey: e.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
      maxNumber: e.ALTCHA_MAX_NUMBER,
      attackAfter: e.ALTCHA_ATTACK_AFTER,
      expiresS: e.ALTCHA_EXPIRES_S,
    },
    limits: {
      registerPerHour: e.REGISTER_MAX_PER_HOUR,
      loginDelayBaseMs: e.LOGIN_DELAY_BASE_MS,
      loginDelayMaxMs: e.LOGIN_DELAY_MAX_MS,
      loginQueueMaxMs: e.LOGIN_QUEUE_MAX_MS,
    },
    eventsKey: e.EVENTS_KEY ?? 'dev-events-key',
    jackpot: {
      epochMs: e.JACKPOT_EPOCH,
      base: e.JACKPOT_BASE,
      cycleMs: e.JACKPOT_CYCLE_DAYS * 86_400_000,
    },
    wsKeepAlive: { pingMs: e.WS_PING_MS, pongWaitMs: e.WS_PONG_WAIT_MS },
    csPathKey: e.CS_PATH_KEY ?? 'dev-cs-path-key',
    sms: {
      ipPerHour: e.SMS_IP_MAX_PER_HOUR,
      ipPerDay: e.SMS_IP_MAX_PER_DAY,
      countryPerHour: e.SMS_COUNTRY_MAX_PER_HOUR,
      countryOverrides: e.SMS_COUNTRY_LIMITS,
    },
  };
}

/**
 * At most one of REDIS_URL, REDIS_CLUSTER_NODES and REDIS_SENTINELS; the sentinel name with the
 * sentinels only; credentials and TLS outside the URL only for a cluster or sentinels (a URL carries
 * its own). On a cluster the prefix holds no hash tag: every key would land in one slot.
 */
function redisTopology(e: z.infer<typeof EnvSchema>, problems: string[]): RedisTopology | undefined {
  const chosen = (['REDIS_URL', 'REDIS_CLUSTER_NODES', 'REDIS_SENTINELS'] as const).filter((name) => e[name]);
  if (chosen.length > 1) {
    problems.push(`${chosen.join(', ')}: set only one of them (one server, a cluster, or sentinels)`);
    return undefined;
  }
  if (e.REDIS_SENTINELS && !e.REDIS_SENTINEL_NAME) {
    problems.push(
      "REDIS_SENTINEL_NAME: required with REDIS_SENTINELS (the master's name the sentinels monitor)",
    );
  }
  if (!e.REDIS_SENTINELS) {
    for (const name of ['REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_PASSWORD'] as const) {
      if (e[name]) problems.push(`${name}: only with REDIS_SENTINELS`);
    }
  }
  if (!e.REDIS_SENTINELS && !e.REDIS_CLUSTER_NODES) {
    for (const name of ['REDIS_USERNAME', 'REDIS_PASSWORD', 'REDIS_TLS'] as const) {
      if (e[name] !== undefined) {
        problems.push(
          `${name}: only with REDIS_CLUSTER_NODES or REDIS_SENTINELS (give REDIS_URL its credentials, or rediss://)`,
        );
      }
    }
  }
  if (e.REDIS_CLUSTER_NODES && /[{}]/.test(e.REDIS_PREFIX)) {
    problems.push(
      'REDIS_PREFIX: must not hold { or } on a cluster (a hash tag would put every key in one slot)',
    );
  }
  const auth = {
    ...(e.REDIS_USERNAME ? { username: e.REDIS_USERNAME } : {}),
    ...(e.REDIS_PASSWORD ? { password: e.REDIS_PASSWORD } : {}),
    ...(e.REDIS_TLS ? { tls: true } : {}),
  };
  if (e.REDIS_URL) return { mode: 'single', url: e.REDIS_URL };
  if (e.REDIS_CLUSTER_NODES) return { mode: 'cluster', nodes: e.REDIS_CLUSTER_NODES, ...auth };
  if (e.REDIS_SENTINELS && e.REDIS_SENTINEL_NAME) {
    return {
      mode: 'sentinel',
      sentinels: e.REDIS_SENTINELS,
      name: e.REDIS_SENTINEL_NAME,
      ...(e.REDIS_SENTINEL_PASSWORD ? { sentinelPassword: e.REDIS_SENTINEL_PASSWORD } : {}),
      ...auth,
    };
  }
  return undefined;
}
