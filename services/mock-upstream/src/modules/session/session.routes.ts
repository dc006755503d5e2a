import { sessionEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { KeysService } from './keys.service.js';

export function sessionRoutes(keys: KeysService) {
  return async (app: FastifyInstance) => {
    route(app, sessionEndpoints.rsaKey, () => keys.publicKey());
    route(app, sessionEndpoints.keyVerify, ({ body }) => ({ fields: Object.keys(body).sort() }));
  };
}
