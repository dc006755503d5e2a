import { ErrorCode, SEAMLESS_SIGNATURE_HEADER, seamlessEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { headerValue, platformArea } from '../../lib/route.js';
import { captureRawJson, hmacHex, sameSignature } from '../../lib/signed-body.js';
import { vendorKey, type SeamlessService } from './seamless.service.js';

function vendorOf(body: unknown): string | null {
  const vendor = (body as { vendor?: unknown } | null)?.vendor;
  return typeof vendor === 'string' ? vendor.slice(0, 32) : null;
}

/**
 * The vendor's signed calls (seamlessEndpoints: balance, debit, credit, rollback). The signature
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

  return platformArea(
    seamlessEndpoints,
    {
      balance: async ({ merchant, body }) => seamless.balance(await merchant(), body.account),
      debit: async ({ merchant, body }) => seamless.debitOrCredit(await merchant(), 'debit', body),
      credit: async ({ merchant, body }) => seamless.debitOrCredit(await merchant(), 'credit', body),
      rollback: async ({ merchant, body }) => seamless.rollback(await merchant(), body),
    },
    undefined,
    {
      // The raw body is kept, and the signature checked over it before anything else.
      setUp: (app: FastifyInstance) => {
        const rawBodyOf = captureRawJson(app);
        app.addHook('preHandler', async (request) => {
          const vendor = vendorOf(request.body);
          const given = headerValue(request, SEAMLESS_SIGNATURE_HEADER);
          if (
            vendor === null ||
            given === undefined ||
            !sameSignature(given, hmacHex(rawBodyOf(request), keyOf(vendor)))
          ) {
            request.log.warn(
              { vendor, ip: request.ip },
              'seamless-wallet call with a wrong signature refused',
            );
            throw new AppError(401, ErrorCode.signatureInvalid, 'signature missing or wrong');
          }
        });
      },
    },
  );
}
