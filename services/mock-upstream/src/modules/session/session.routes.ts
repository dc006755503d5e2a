import { RsaKeySchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { KeysService } from './keys.service.js';

const VerifyBodySchema = z.record(z.string(), z.unknown(), { message: 'must be a JSON object' });
const VerifyValueSchema = z.object({ fields: z.array(z.string()) });

export function sessionRoutes(keys: KeysService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/session/key/rsa',
      response: RsaKeySchema,
      handler: () => keys.publicKey(),
    });

    // Lets a client check its encryption end to end without side effects: answers the top-level
    // keys it managed to send (never the values, which may be secrets).
    route(app, {
      method: 'POST',
      url: '/wps/session/key/verify',
      encrypted: true,
      body: VerifyBodySchema,
      response: VerifyValueSchema,
      handler: ({ body }) => ({ fields: Object.keys(body).sort() }),
    });
  };
}
