import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, EVENTS_KEY_HEADER, eventsEndpoints, type UpstreamEvent } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { headerValue, platformArea } from '../../lib/route.js';
import type { EventBus } from './events.bus.js';

const HEARTBEAT_MS = 15_000;

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const frame = (event: UpstreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The event stream (eventsEndpoints.stream, header EVENTS_KEY_HEADER): a text/event-stream of
 * UpstreamEvent. A `hello` at connect, then every published event, and a comment line every 15 s so
 * that proxies and the gateway can tell a quiet stream from a dead one. Raw: the answer is a
 * stream, not one JSON body.
 */
export function eventsRoutes(bus: EventBus) {
  const open = new Set<() => void>();
  return platformArea(
    eventsEndpoints,
    {
      stream: {
        raw: async (request, reply) => {
          const key = headerValue(request, EVENTS_KEY_HEADER);
          if (key === undefined || !sameSecret(key, request.server.config.eventsKey)) {
            throw new AppError(401, ErrorCode.adminKeyInvalid, 'events key missing or wrong');
          }
          reply.hijack();
          const res = reply.raw;
          res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            connection: 'keep-alive',
            'x-accel-buffering': 'no',
            'x-request-id': request.id,
          });
          res.write(frame({ type: 'hello', at: new Date().toISOString() }));

          const unsubscribe = bus.subscribe((event) => {
            res.write(frame(event));
          });
          const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
          heartbeat.unref();
          let closed = false;
          const close = () => {
            if (closed) return;
            closed = true;
            clearInterval(heartbeat);
            unsubscribe();
            open.delete(close);
            if (!res.writableEnded) res.end();
          };
          open.add(close);
          request.raw.on('close', close);
          res.on('close', close);
          res.on('error', close);
        },
      },
    },
    undefined,
    {
      // Open streams would otherwise keep app.close() waiting for ever.
      setUp: (app: FastifyInstance) => {
        app.addHook('preClose', async () => {
          for (const close of [...open]) close();
        });
      },
    },
  );
}
