import { ErrorCode, SANDBOX_SIGNATURE_HEADER, SandboxCallbackSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { paymentCallbackLog, settings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { headerValue, route } from '../../lib/route.js';
import { captureRawJson, sameSignature } from '../../lib/signed-body.js';
import type { DepositService } from './deposit.service.js';
import { SANDBOX_CALLBACK_URL } from './payments.module.js';
import { signCallback } from './sandbox-pay.js';

const ACCEPT_KEY = 'payments.sandboxCallbacks';
const AcceptSchema = z.object({ accept: z.boolean() });

/** Operator knob: while `accept` is false the platform answers callbacks 503 (tests the retries). */
export async function callbacksAccepted(db: Db): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, ACCEPT_KEY)).limit(1);
  const parsed = AcceptSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.accept : true;
}

export async function setCallbacksAccepted(db: Db, accept: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: ACCEPT_KEY, value: { accept } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { accept }, updatedAt: new Date() } });
}

function providerOrderIdOf(body: unknown): string | null {
  const id = (body as { providerOrderId?: unknown } | null)?.providerOrderId;
  return typeof id === 'string' ? id.slice(0, 64) : null;
}

/**
 * `POST /wps/payment/callback/sandbox`: the provider's signed word that an order was paid or failed.
 * The signature is checked over the raw body before anything else; a wrong one is 401
 * SIGNATURE_INVALID, logged (never the secret) and nothing is written. Idempotent on the provider
 * order.
 */
export function sandboxCallbackRoutes(deps: { db: Db; secret: string; deposits: DepositService }) {
  const { db, secret, deposits } = deps;
  return async (app: FastifyInstance) => {
    const audit = (outcome: string, detail: Record<string, unknown>) =>
      db.insert(paymentCallbackLog).values({ provider: 'sandbox', outcome, detail });
    const rawBodyOf = captureRawJson(app);

    // An unsigned caller writes nothing: no audit row, only a log line (a table anyone can fill
    // is no audit, and its text is the caller's). The signature is checked before anything else.
    app.addHook('preHandler', async (request) => {
      const given = headerValue(request, SANDBOX_SIGNATURE_HEADER);
      if (given === undefined || !sameSignature(given, signCallback(rawBodyOf(request), secret))) {
        request.log.warn(
          {
            providerOrderId: providerOrderIdOf(request.body),
            ip: request.ip,
            hasSignature: given !== undefined,
          },
          'sandbox callback with a wrong signature refused',
        );
        throw new AppError(401, ErrorCode.signatureInvalid, 'signature missing or wrong');
      }
    });

    route(app, {
      method: 'POST',
      url: SANDBOX_CALLBACK_URL,
      body: SandboxCallbackSchema,
      response: z.object({ ack: z.literal(true) }),
      handler: async ({ request, body }) => {
        if (!(await callbacksAccepted(db))) {
          throw new AppError(503, ErrorCode.systemError, 'callbacks are paused by the operator');
        }
        const result = await deposits.applyCallback(body);
        if (result.outcome === 'unknown') {
          await audit('unknown_order', {
            providerOrderId: body.providerOrderId,
            merchantOrderId: body.merchantOrderId,
          });
          request.log.warn(
            { providerOrderId: body.providerOrderId },
            'sandbox callback for an unknown order',
          );
          throw AppError.rule(ErrorCode.orderNotFound, 'no such order');
        }
        if (result.outcome === 'mismatch') {
          await audit('amount_mismatch', { providerOrderId: body.providerOrderId, amount: body.amount });
          request.log.warn(
            { providerOrderId: body.providerOrderId },
            'sandbox callback amount differs from the order',
          );
          throw AppError.badRequest('the amount differs from the order', { amount: 'amount_mismatch' });
        }
        request.log.info(
          { providerOrderId: body.providerOrderId, outcome: result.outcome },
          'sandbox callback',
        );
        return { ack: true as const };
      },
    });
  };
}
