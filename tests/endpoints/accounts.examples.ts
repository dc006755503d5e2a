/** How the descriptor walk calls each accounts endpoint (see walk.ts). */
import { accountsEndpoints } from '@portal/contracts';
import type { Examples } from './walk.js';

export const accountsExamples: Examples = {
  'accounts.login': (walk) =>
    walk.call(
      accountsEndpoints.login,
      {
        body: { username: 'demovip', password: 'Demo1234', type: 'username', loginDeviceId: walk.deviceId() },
      },
      null,
    ),
};
