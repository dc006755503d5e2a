import { OutboxSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';

/**
 * Development outbox: what would have been texted or mailed. Registered only outside production
 * (see app.ts), because it hands out one-time codes to whoever asks.
 */
export function outboxRoutes(repo: OutboxRepository) {
  const toWire = (rows: OutboxRow[]) =>
    rows.map((row) => ({
      id: row.id,
      to: row.to,
      body: row.body,
      code: row.code,
      createdAt: row.createdAt.toISOString(),
    }));

  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/dev/outbox/sms',
      // "912345678" (under any dialing code) or the full "+84912345678".
      query: z.object({ mobileNum: z.string().regex(/^\+?\d{4,20}$/, 'invalid phone number') }),
      response: OutboxSchema,
      handler: async ({ query }) =>
        toWire(
          query.mobileNum.startsWith('+')
            ? await repo.list('sms', query.mobileNum)
            : await repo.listSmsToNumber(query.mobileNum),
        ),
    });
    route(app, {
      method: 'GET',
      url: '/dev/outbox/email',
      query: z.object({ to: z.string().min(1).max(254) }),
      response: OutboxSchema,
      handler: async ({ query }) => toWire(await repo.list('email', query.to.trim().toLowerCase())),
    });
    route(app, {
      method: 'GET',
      url: '/dev/outbox/captcha',
      query: z.object({ deviceId: z.string().min(1).max(128) }),
      response: OutboxSchema,
      handler: async ({ query }) => toWire(await repo.list('captcha', query.deviceId)),
    });
  };
}
