import { passkeysEndpoints } from '@portal/contracts';
import { platformArea } from '../../lib/route.js';
import { callerOf } from '../accounts/accounts.common.js';
import type { PasskeysService } from './passkeys.service.js';

/** The passkeys area (`passkeysEndpoints`): a member's passkeys, step-up challenges, signing in. */
export function passkeysRoutes(passkeys: PasskeysService) {
  return platformArea(passkeysEndpoints, {
    list: (_brand, me) => passkeys.list(me),
    registrationOptions: (brand, me, body) => passkeys.registrationOptions(brand, me, body),
    register: (brand, me, body) => passkeys.register(brand, me, body),
    rename: (_brand, me, body, { params }) => passkeys.rename(me, params.id, body.name),
    remove: (brand, me, body) => passkeys.remove(brand, me, body.id, body),
    stepUpOptions: (brand, me, body) => passkeys.stepUpOptions(brand, me, body.purpose, body),
    loginOptions: async ({ body, merchant }) => passkeys.loginOptions(await merchant(), body),
    login: async ({ request, body, merchant }) =>
      passkeys.login(await merchant(), body, callerOf(request, body.loginDeviceId)),
  });
}
