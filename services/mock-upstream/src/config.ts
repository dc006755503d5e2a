import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only module that reads process.env: everything else receives a typed Config. */

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));
const DEV_ADMIN_KEY = 'dev-admin-key';
const DEV_EVENTS_KEY = 'dev-events-key';
const DEV_SANDBOX_PAY_SECRET = 'dev-sandbox-secret';
const DEV_SEAMLESS_SECRET = 'dev-seamless-secret';
const DEV_CS_PATH_KEY = 'dev-cs-path-key';
// The embedded default VAPID pair (generated once with `npx web-push generate-vapid-keys`): fine for
// a local portal, required from the environment in production (a public pair signs nobody's pushes).
const DEV_VAPID_PUBLIC_KEY =
  'BP8JgLK25sYrfE7f_EHZbpMhWC06o099NA7NIUdGfdPAhpMZmAoSfWzGOjkADIiGqCrIhOOzT949ZXCMebYJ4Mc';
const DEV_VAPID_PRIVATE_KEY = 'sxWed9_eDC9V1jysAWvCgjWYQSdR_ytS3hOlPsueZBk';
const DEV_VAPID_SUBJECT = 'mailto:push@portal.invalid';

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim().replace(/\/+$/, ''))
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(z.string()).min(1, 'must list at least one entry'));

/** A whole number from the environment within [min, max] ("must be a number" otherwise). */
const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ message: 'must be a number' }).int().min(min).max(max);

/**
 * Where Google publishes the keys that sign Firebase ID tokens, as a JSON Web Key Set (the same keys
 * as the X.509 list Firebase's documentation names, in the format jose reads).
 */
export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** One RSA signing key of a key set (RFC 7517): what an RS256 ID token can be checked against. */
const RsaJwkSchema = z.looseObject({
  kty: z.literal('RSA', { message: 'every key must be an RSA key (kty "RSA")' }),
  kid: z.string().min(1).max(256),
  n: z.string().min(1),
  e: z.string().min(1),
  alg: z.literal('RS256', { message: 'alg must be RS256 when given' }).optional(),
  use: z.literal('sig', { message: 'use must be sig when given' }).optional(),
});
export type RsaJwk = z.infer<typeof RsaJwkSchema>;

/** FIREBASE_JWKS: a key set written inline, `{"keys":[...]}`. */
const InlineJwksSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON Web Key Set ({"keys":[...]})' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object(
      { keys: z.array(RsaJwkSchema).min(1, 'must hold at least one key').max(32) },
      { message: 'must be a JSON Web Key Set ({"keys":[...]})' },
    ),
  );

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(7001),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  ADMIN_KEY: z.string().min(12, 'must be at least 12 characters').optional(),
  MERCHANT_CODE: z
    .string()
    .regex(/^[a-z0-9_-]{2,32}$/i, 'must be 2-32 letters, digits, _ or -')
    .default('demo'),
  IMAGE_CDNS: commaList('/cdn'),
  // Hosts the web opens launched games on; none (the default) = the portal's own origin, where the
  // gateway proxies the demo vendor's /demo-vendor/ pages.
  LAUNCH_GAME_CDNS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim().replace(/\/+$/, ''))
        .filter((part) => part.length > 0),
    ),
  TRUST_PROXY: booleanFlag(true),
  EVENTS_KEY: z.string().min(12, 'must be at least 12 characters').optional(),
  SANDBOX_PAY_URL: z
    .string()
    .min(1)
    .default('/sandbox-pay')
    .transform((s) => s.replace(/\/+$/, '')),
  SANDBOX_PAY_SECRET: z.string().min(12, 'must be at least 12 characters').optional(),
  // Seamless wallet: each vendor's signing key is derived from it (seamless.routes.ts).
  SEAMLESS_SECRET: z.string().min(12, 'must be at least 12 characters').optional(),
  // Customer service: the key its paths are sealed with (the gateway opens them with it).
  CS_PATH_KEY: z.string().min(12, 'must be at least 12 characters').optional(),
  PAYMENT_JOB_INTERVAL_MS: wholeNumber(10, 600_000).default(1000),
  // The demo Vietnamese lottery's draw job: 0 switches it off. Unset: every second, except
  // under NODE_ENV=test, where unit tests drive the job's tick themselves.
  LOTTERY_JOB_INTERVAL_MS: wholeNumber(0, 600_000).optional(),
  // Expires waiting rewards past their time: 0 switches it off. Unset: every minute, except under
  // NODE_ENV=test, where tests run a pass themselves.
  REWARD_EXPIRY_JOB_INTERVAL_MS: wholeNumber(0, 3_600_000).optional(),
  /** How often unpublished contract events are published (the live feed; 0: only on a change). */
  CONTRACT_FEED_INTERVAL_MS: wholeNumber(0, 3_600_000).optional(),
  // Settles agent contracts' closed periods and sweeps unpaid ones (ADR 0009): 0 switches it off.
  // Unset: every 30 s (real-time salary periods are 5 minutes), except under NODE_ENV=test, where
  // tests run a pass themselves (POST /admin/contracts/settle or app.contractSettlement).
  CONTRACT_SETTLEMENT_JOB_INTERVAL_MS: wholeNumber(0, 3_600_000).optional(),
  // Applies the bet outbox (ADR 0024: what a round's play moves besides the money) in batches: 0
  // switches the timer off. Unset: every 200 ms, except under NODE_ENV=test, where tests drain it
  // themselves (app.betOutbox.drain()).
  BET_OUTBOX_INTERVAL_MS: wholeNumber(0, 60_000).optional(),
  // Outbox rows one batch (one transaction) applies at most.
  BET_OUTBOX_BATCH: wholeNumber(1, 100_000).default(2000),
  SANDBOX_CALLBACK_RETRY_MS: wholeNumber(1, 60_000).default(1000),
  // Web push (ADR 0017): the VAPID pair pushes are signed with (base64url, P-256) and whom a push
  // service may contact about them (mailto: or https:).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  // Firebase phone sign-in (ADR 0023): the project whose ID tokens are accepted, its public web
  // settings for the browser, and the key set the tokens' signatures are checked against.
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project ID (6-30 of a-z, 0-9, -)')
    .optional(),
  FIREBASE_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, "must be the project's web API key")
    .optional(),
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .regex(/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/i, 'must be a host name')
    .optional(),
  FIREBASE_JWKS_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  FIREBASE_JWKS: InlineJwksSchema.optional(),
  FIREBASE_AUTH_EMULATOR_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/** Where the keys that sign Firebase ID tokens come from: a URL (cached) or written inline. */
export type FirebaseKeySet = { kind: 'url'; url: string } | { kind: 'inline'; keys: RsaJwk[] };

/** Firebase phone sign-in's settings (ADR 0023); null on Config when no project is configured. */
export interface FirebaseConfig {
  projectId: string;
  /** The project's web API key: public, it goes to the browser with authDomain and projectId. */
  apiKey: string;
  authDomain: string;
  keySet: FirebaseKeySet;
  /** A local stand-in for Firebase's servers the browser is pointed at (tests; never production). */
  authEmulatorUrl: string | null;
}

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  host: string;
  port: number;
  /** null: embedded PGlite in `dataDir` ("memory://" keeps it in memory). */
  databaseUrl: string | null;
  dataDir: string;
  adminKey: string;
  merchantCode: string;
  imageCdns: string[];
  launchGameCdns: string[];
  trustProxy: boolean;
  /** Key of the upstream event stream (EVENTS_KEY_HEADER on eventsEndpoints.stream). */
  eventsKey: string;
  /** Public base of the sandbox provider's pay page (relative = through the gateway's proxy). */
  sandboxPayUrl: string;
  /** HMAC key the sandbox provider signs its callbacks with. */
  sandboxPaySecret: string;
  /** Master secret of the seamless-wallet API; a vendor's key is HMAC(secret, vendor code). */
  seamlessSecret: string;
  /** Secret the customer-service paths are sealed with; the gateway shares it (CS_PATH_KEY). */
  csPathKey: string;
  /** How often the payment jobs run (sandbox callback delivery, withdrawal auto-receipt). */
  paymentJobIntervalMs: number;
  /** Draw job of the demo Vietnamese lottery; 0 = not running. */
  lotteryJobIntervalMs: number;
  /** Reward expiry job; 0 = not running. */
  rewardExpiryJobIntervalMs: number;
  /** The contract feed's publisher pass, ms (0: only right after a change made here). */
  contractFeedIntervalMs: number;
  /** Agent contract settlement job; 0 = not running. */
  contractSettlementJobIntervalMs: number;
  /** The bet outbox's consumer (ADR 0024); 0 = no timer (tests drain it themselves). */
  betOutboxIntervalMs: number;
  /** Outbox rows applied per transaction at most. */
  betOutboxBatch: number;
  /** First retry delay of an unacknowledged sandbox callback; doubles per attempt up to 60 s. */
  sandboxCallbackRetryMs: number;
  /** Web push's VAPID identity (ADR 0017). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Firebase phone sign-in (ADR 0023); null: no project configured, FIREBASELOGIN3 is unusable. */
  firebase: FirebaseConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws one ConfigError that lists every problem found. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", which is what shells and compose files usually intend.
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(raw);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);

  // Checked on the raw values so it is reported even when other variables are also wrong.
  if (raw['NODE_ENV'] === 'production' && raw['ADMIN_KEY'] === undefined) {
    problems.push('ADMIN_KEY: is required when NODE_ENV=production');
  }
  if (raw['NODE_ENV'] === 'production' && raw['EVENTS_KEY'] === undefined) {
    problems.push('EVENTS_KEY: is required when NODE_ENV=production');
  }
  if (raw['NODE_ENV'] === 'production' && raw['SANDBOX_PAY_SECRET'] === undefined) {
    problems.push('SANDBOX_PAY_SECRET: is required when NODE_ENV=production');
  }
  if (raw['NODE_ENV'] === 'production' && raw['SEAMLESS_SECRET'] === undefined) {
    problems.push('SEAMLESS_SECRET: is required when NODE_ENV=production');
  }
  if (raw['NODE_ENV'] === 'production' && raw['CS_PATH_KEY'] === undefined) {
    problems.push('CS_PATH_KEY: is required when NODE_ENV=production');
  }
  if (
    raw['NODE_ENV'] === 'production' &&
    (raw['VAPID_PUBLIC_KEY'] === undefined || raw['VAPID_PRIVATE_KEY'] === undefined)
  ) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are required when NODE_ENV=production');
  }
  if ((raw['VAPID_PUBLIC_KEY'] === undefined) !== (raw['VAPID_PRIVATE_KEY'] === undefined)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  problems.push(...firebaseProblems(raw));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    host: e.UPSTREAM_HOST,
    port: e.UPSTREAM_PORT,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    adminKey: e.ADMIN_KEY ?? DEV_ADMIN_KEY,
    merchantCode: e.MERCHANT_CODE,
    imageCdns: e.IMAGE_CDNS,
    launchGameCdns: e.LAUNCH_GAME_CDNS,
    trustProxy: e.TRUST_PROXY,
    eventsKey: e.EVENTS_KEY ?? DEV_EVENTS_KEY,
    sandboxPayUrl: e.SANDBOX_PAY_URL,
    sandboxPaySecret: e.SANDBOX_PAY_SECRET ?? DEV_SANDBOX_PAY_SECRET,
    seamlessSecret: e.SEAMLESS_SECRET ?? DEV_SEAMLESS_SECRET,
    csPathKey: e.CS_PATH_KEY ?? DEV_CS_PATH_KEY,
    paymentJobIntervalMs: e.PAYMENT_JOB_INTERVAL_MS,
    lotteryJobIntervalMs: e.LOTTERY_JOB_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    rewardExpiryJobIntervalMs: e.REWARD_EXPIRY_JOB_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    contractFeedIntervalMs: e.CONTRACT_FEED_INTERVAL_MS ?? 500,
    contractSettlementJobIntervalMs:
      e.CONTRACT_SETTLEMENT_JOB_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    betOutboxIntervalMs: e.BET_OUTBOX_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 200),
    betOutboxBatch: e.BET_OUTBOX_BATCH,
    sandboxCallbackRetryMs: e.SANDBOX_CALLBACK_RETRY_MS,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? DEV_VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY ?? DEV_VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT,
    },
    firebase:
      e.FIREBASE_PROJECT_ID && e.FIREBASE_API_KEY
        ? {
            projectId: e.FIREBASE_PROJECT_ID,
            apiKey: e.FIREBASE_API_KEY,
            authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
            keySet: e.FIREBASE_JWKS
              ? { kind: 'inline', keys: e.FIREBASE_JWKS.keys }
              : { kind: 'url', url: e.FIREBASE_JWKS_URL ?? GOOGLE_SECURETOKEN_JWKS_URL },
            authEmulatorUrl: e.FIREBASE_AUTH_EMULATOR_URL ?? null,
          }
        : null,
  };
}

/** The Firebase variables that only make sense together (checked on the raw values). */
function firebaseProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = raw['NODE_ENV'] === 'production';
  const others = [
    'FIREBASE_API_KEY',
    'FIREBASE_AUTH_DOMAIN',
    'FIREBASE_JWKS_URL',
    'FIREBASE_JWKS',
    'FIREBASE_AUTH_EMULATOR_URL',
  ].filter((name) => raw[name] !== undefined);
  if (raw['FIREBASE_PROJECT_ID'] === undefined) {
    if (others.length > 0) problems.push(`${others.join(', ')}: need FIREBASE_PROJECT_ID`);
    return problems;
  }
  if (raw['FIREBASE_API_KEY'] === undefined) {
    problems.push('FIREBASE_API_KEY: is required with FIREBASE_PROJECT_ID');
  }
  if (raw['FIREBASE_JWKS'] !== undefined && raw['FIREBASE_JWKS_URL'] !== undefined) {
    problems.push("FIREBASE_JWKS, FIREBASE_JWKS_URL: set one or neither (neither: Google's key set)");
  }
  if (production && raw['FIREBASE_JWKS_URL']?.startsWith('http:')) {
    problems.push('FIREBASE_JWKS_URL: must be https when NODE_ENV=production');
  }
  if (production && raw['FIREBASE_AUTH_EMULATOR_URL'] !== undefined) {
    problems.push('FIREBASE_AUTH_EMULATOR_URL: is refused when NODE_ENV=production');
  }
  return problems;
}
