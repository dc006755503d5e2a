import {
  PushSubscribeSchema,
  PushUnsubscribeSchema,
  SetPushSettingsSchema,
  pushEndpoints as e,
} from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forward, forwardBody } from '../../trpc/forward.js';
import { realAccountProcedure } from '../../trpc/procedures.js';

/**
 * Web push (ADR 0017): thin pass-throughs by descriptor. The platform keeps the subscriptions and
 * the settings and decides and sends every push; a trial account has none.
 */
export const pushRouter = router({
  /** The VAPID public key the browser subscribes with. */
  config: realAccountProcedure.query(forward(e.config)),
  settings: realAccountProcedure.query(forward(e.settings)),
  setSettings: realAccountProcedure.input(SetPushSettingsSchema).mutation(forwardBody(e.setSettings)),
  subscribe: realAccountProcedure.input(PushSubscribeSchema).mutation(forwardBody(e.subscribe)),
  unsubscribe: realAccountProcedure.input(PushUnsubscribeSchema).mutation(forwardBody(e.unsubscribe)),
});
