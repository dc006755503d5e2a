import {
  PushReplaceSchema,
  PushStatusQuerySchema,
  PushSubscribeSchema,
  PushUnsubscribeSchema,
  SetPushSettingsSchema,
  pushEndpoints as e,
} from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
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
  /** Whether this browser's endpoint is the member's on the platform (the web re-subscribes if not). */
  status: realAccountProcedure.input(PushStatusQuerySchema).query(forwardQuery(e.status)),
  /**
   * A renewed subscription in place of the old one: called by the service worker on
   * `pushsubscriptionchange`, with the session cookie like any same-origin request of the page.
   */
  replace: realAccountProcedure.input(PushReplaceSchema).mutation(forwardBody(e.replace)),
  unsubscribe: realAccountProcedure.input(PushUnsubscribeSchema).mutation(forwardBody(e.unsubscribe)),
});
