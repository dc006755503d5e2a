/** The events area's platform endpoints (see endpoint.ts). */
import { endpoints } from './endpoint.js';
import { UpstreamEventSchema } from './wallet.js';

/** Header that carries the shared key of the event stream (the gateway's EVENTS_KEY). */
export const EVENTS_KEY_HEADER = 'x-events-key';

export const eventsEndpoints = endpoints('events', {
  /**
   * The platform's push channel, a long-lived `text/event-stream`, not a JSON answer: hence `bare`,
   * and `response` is the schema of ONE event, not of the body. Each event is one `data:` line of
   * JSON (a `hello` first, at connect), followed by a blank line; a `: heartbeat` comment comes every
   * 15 s so that a quiet stream can be told from a dead one. The caller proves itself with the
   * shared key in EVENTS_KEY_HEADER (`signed`); a missing or wrong key is 401 ADMIN_KEY_INVALID, in
   * the envelope. Read it with a streaming fetch, not the upstream client's call (which waits for
   * the whole body).
   */
  stream: {
    method: 'GET',
    path: '/wps/events',
    auth: 'signed',
    bare: true,
    response: UpstreamEventSchema,
    errors: ['ADMIN_KEY_INVALID'],
  },
});
