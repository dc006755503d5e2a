import { sessionEndpoints } from '@portal/contracts';
import { platformArea } from '../../lib/route.js';
import type { KeysService } from './keys.service.js';

/** The session area (`sessionEndpoints`): the platform's public key and the encryption check. */
export function sessionRoutes(keys: KeysService) {
  return platformArea(sessionEndpoints, {
    rsaKey: () => keys.publicKey(),
    keyVerify: ({ body }) => ({ fields: Object.keys(body).sort() }),
  });
}
