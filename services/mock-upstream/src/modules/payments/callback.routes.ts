import { ErrorCode, type paymentsEndpoints, SANDBOX_SIGNATURE_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { headerValue, type AreaHandlers } from '../../lib/route.js';
import { captureRawJson, sameSignature } from '../../lib/signed-body.js';
import type { DepositService } from './deposit.service.js';
import { signCallback } from './sandbox-pay.js';

function providerOrderIdOf(body: unknown): string | null {
  const id = (body as { providerOrderId?: unknown } | null)?.providerOrderId;
  return typeof id === 'string' ? id.slice(0, 64) : null;
}

/**
 * The sandbox provider's signed word that an order was paid or failed (paymentsEndpoints.sandboxCallback).
 * The signature is checked over the raw body before anything else; a wrong one is 401
 * SIGNATURE_INVALID, logged (never the secret) and nothing is written. Idempotent on the provider
 * order; an unknown order or a wrong amount is audited by the deposit service.
 */
export function sandboxCallback(deps: { secret: string; deposits: DepositService }): {
  /** The callback route's own context: its raw body kept, its signature checked first. */
  scope(app: FastifyInstance): void;
  handler: AreaHandlers<typeof paymentsEndpoints>['sandboxCallback'];
} {
  const { secret, deposits } = deps;
  const scope = (app: FastifyInstance) => {
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
  };

  const handler: AreaHandlers<typeof paymentsEndpoints>['sandboxCallback'] = async ({ request, body }) => {
    if (!(await deposits.callbacksAccepted())) {
      throw new AppError(503, ErrorCode.systemError, 'callbacks are paused by the operator');
    }
    const result = await deposits.applyCallback(body);
    if (result.outcome === 'unknown') {
      request.log.warn({ providerOrderId: body.providerOrderId }, 'sandbox callback for an unknown order');
      throw AppError.rule(ErrorCode.orderNotFound, 'no such order');
    }
    if (result.outcome === 'mismatch') {
      request.log.warn(
        { providerOrderId: body.providerOrderId },
        'sandbox callback amount differs from the order',
      );
      throw AppError.badRequest('the amount differs from the order', { amount: 'amount_mismatch' });
    }
    request.log.info({ providerOrderId: body.providerOrderId, outcome: result.outcome }, 'sandbox callback');
    return { ack: true as const };
  };
  return { scope, handler };
}
