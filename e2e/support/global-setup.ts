/**
 * Starts a fresh stack for the browser tests: its own database and Redis key prefix (the same
 * resolution as the integration tests: the URLs when given, Testcontainers when Docker answers, else
 * in-memory PGlite and the in-process store), all removed afterwards.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startStack } from '../../scripts/stack.js';
import { freshDatabase, freshRedis, stopContainers } from '../../tests/support/services.js';
import { startLocalFirebaseAuth } from './firebase-auth.js';
import { E2E_ADMIN_KEY, E2E_GATEWAY_PORT, E2E_UPSTREAM_PORT } from './ports.js';

export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `pnpm build` before `pnpm e2e`');
  }
  const db = await freshDatabase();
  const redis = await freshRedis();
  // Firebase phone sign-in (ADR 0023) against a local stand-in for Firebase's servers and key set;
  // its journey (firebase-phone.spec) reads the codes it "texts" from E2E_FIREBASE_AUTH_URL.
  const firebase = await startLocalFirebaseAuth();
  process.env.E2E_FIREBASE_AUTH_URL = firebase.url;
  const env: NodeJS.ProcessEnv = {
    ADMIN_KEY: E2E_ADMIN_KEY,
    LOG_LEVEL: 'warn',
    CACHE_TTL_STATUS_S: '1',
    // Every journey registers from 127.0.0.1 (a retried journey registers again); the default of 5
    // an hour (a real IP's ceiling) would refuse the later journeys' fresh players, and the suite's
    // journeys with their retries passed 50.
    REGISTER_MAX_PER_HOUR: '200',
    // The same for SMS codes: every journey's sends come from 127.0.0.1 too.
    SMS_IP_MAX_PER_HOUR: '50',
    SMS_IP_MAX_PER_DAY: '200',
    // And for API calls: two browsers clicking through journeys at machine speed from one IP made
    // 400 calls in 45 s (the agent centre and the content pages side by side), near the 600 a minute
    // a real IP may make; on a quiet machine the journeys ran fast enough to be refused. The limit
    // itself is proven by the gateway's tests.
    RATE_LIMIT_MAX: '6000',
    // The journeys solve a proof of work at every login, registration and SMS; a smaller puzzle keeps
    // two browsers on two cores from spending their time there (the gateway's tests cover its strength).
    ALTCHA_MAX_NUMBER: '5000',
    // Every journey asks for its challenges from 127.0.0.1: not an attack signal here.
    ALTCHA_ATTACK_AFTER: '100000',
    PUBLIC_ORIGINS: `http://127.0.0.1:${E2E_GATEWAY_PORT},http://localhost:${E2E_GATEWAY_PORT}`,
    ...firebase.env(),
    ...(db.target.kind === 'postgres'
      ? { DATABASE_URL: db.target.url }
      : { DATABASE_URL: '', DATA_DIR: 'memory://' }),
    ...(redis.target.kind === 'redis'
      ? { REDIS_URL: redis.target.url, REDIS_PREFIX: redis.target.prefix }
      : { REDIS_URL: '' }),
  };
  const stack = await startStack({ gatewayPort: E2E_GATEWAY_PORT, upstreamPort: E2E_UPSTREAM_PORT, env });
  // The brand's own ceiling of visitors' registrations from one IP a day (20): every journey registers
  // from 127.0.0.1, and the suite's journeys with their retries pass it. Set as an operator would.
  const limits = await fetch(`${stack.upstreamUrl}/admin/registration/limits`, {
    method: 'PUT',
    headers: { 'x-admin-key': E2E_ADMIN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ registrationsPerIpPerDay: 500 }),
  });
  if (!limits.ok) throw new Error(`registration limits: HTTP ${limits.status} ${await limits.text()}`);
  // A Firebase project is configured, so the brand was seeded with FIREBASELOGIN3 on: every other
  // journey signs in by the platform's own SMS, and the Firebase journey, which runs alone at the
  // end, switches it on for itself (as an operator would).
  const firebaseOff = await fetch(`${stack.upstreamUrl}/admin/modules/FIREBASELOGIN3`, {
    method: 'PUT',
    headers: { 'x-admin-key': E2E_ADMIN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: false }),
  });
  if (!firebaseOff.ok)
    throw new Error(`FIREBASELOGIN3: HTTP ${firebaseOff.status} ${await firebaseOff.text()}`);
  return async () => {
    await stack.stop();
    await firebase.close();
    await db.cleanup();
    await redis.cleanup();
    await stopContainers();
  };
}
