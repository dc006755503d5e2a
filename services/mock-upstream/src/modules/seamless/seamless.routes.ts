import {
  ErrorCode,
  SEAMLESS_SIGNATURE_HEADER,
  SeamlessBalanceRequestSchema,
  SeamlessMoveRequestSchema,
  SeamlessResultSchema,
  SeamlessRollbackRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { headerValue, route } from '../../lib/route.js';
import { captureRawJson, hmacHex, sameSignature } from '../../lib/signed-body.js';
import { vendorKey, type SeamlessService } from './seamless.service.js';

function vendorOf(body: unknown): string | null {
  const vendor = (body as { vendor?: unknown } | null)?.vendor;
  return typeof vendor === 'string' ? vendor.slice(0, 32) : null;
}

/**
 * `POST /wps/seamless/{balance,debit,credit,rollback}`: the vendor's signed calls. The signature
 * (hex HMAC-SHA256 of the raw body with the vendor's key) is checked before anything else; a wrong
 * or missing one is 401 SIGNATURE_INVALID and logged (never a key).
 */
export function seamlessRoutes(deps: { secret: string; seamless: SeamlessService }) {
  const { secret, seamless } = deps;
  const keys = new Map<string, Buffer>();
  const keyOf = (vendor: string) => {
    let key = keys.get(vendor);
    if (!key) {
      key = vendorKey(secret, vendor);
      keys.set(vendor, key);
    }
    return key;
  };

  return async (app: FastifyInstance) => {
    const rawBodyOf = captureRawJson(app);

    app.addHook('preHandler', async (request) => {
      const vendor = vendorOf(request.body);
      const given = headerValue(request, SEAMLESS_SIGNATURE_HEADER);
      if (
        vendor === null ||
        given === undefined ||
        !sameSignature(given, hmacHex(rawBodyOf(request), keyOf(vendor)))
      ) {
        request.log.warn({ vendor, ip: request.ip }, 'seamless-wallet call with a wrong signature refused');
        throw new AppError(401, ErrorCode.signatureInvalid, 'signature missing or wrong');
      }
    });

    route(app, {
      method: 'POST',
      url: '/wps/seamless/balance',
      body: SeamlessBalanceRequestSchema,
      response: SeamlessResultSchema,
      handler: async ({ merchant, body }) => seamless.balance(await merchant(), body.account),
    });
    for (const kind of ['debit', 'credit'] as const) {
      route(app, {
        method: 'POST',
        url: `/wps/seamless/${kind}`,
        body: SeamlessMoveRequestSchema,
        response: SeamlessResultSchema,
        handler: async ({ merchant, body }) => seamless.debitOrCredit(await merchant(), kind, body),
      });
    }
    route(app, {
      method: 'POST',
      url: '/wps/seamless/rollback',
      body: SeamlessRollbackRequestSchema,
      response: SeamlessResultSchema,
      handler: async ({ merchant, body }) => seamless.rollback(await merchant(), body),
    });
  };
}
