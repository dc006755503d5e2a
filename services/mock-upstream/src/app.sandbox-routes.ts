/**
 * The sandbox stand-ins' routes: the demo game vendor (it calls the seamless wallet in-process)
 * and the sandbox payment provider (its signed callback is a payments endpoint: payments.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { createSandboxCallbacksJob } from './jobs/sandbox-callbacks.js';
import { demoVendorRoutes } from './modules/demo-vendor/demo-vendor.routes.js';
import { createSeamlessClient } from './modules/demo-vendor/seamless-client.js';
import type { FairnessService } from './modules/fairness/fairness.service.js';
import type { createPayments } from './modules/payments/payments.module.js';
import { sandboxPayRoutes } from './modules/payments/sandbox-pay.routes.js';

export async function registerSandboxRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    payments: ReturnType<typeof createPayments>;
    fairness: FairnessService;
    sandboxCallbacks: ReturnType<typeof createSandboxCallbacksJob>;
  },
): Promise<void> {
  const { db, config, payments, fairness, sandboxCallbacks } = deps;
  await app.register(
    demoVendorRoutes({
      db,
      config,
      log: app.log,
      fairness,
      seamless: createSeamlessClient({
        masterSecret: config.seamlessSecret,
        inject: (opts) => app.inject(opts),
      }),
    }),
  );
  await app.register(
    sandboxPayRoutes({ provider: payments.provider, onDecided: () => sandboxCallbacks.kick() }),
  );
}
