import { OutboxSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePhone } from '../../lib/phone.js';
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
      // Any form a person would type: "912345678", "0912345678" (under any dialing code), or
      // "+84912345678" / "0084912345678"; with countryDialingCode, exactly normalizePhone's number.
      // ("+" in a raw query string arrives as a space, which is why leading blanks are allowed.)
      query: z.object({
        mobileNum: z.string().regex(/^\s*\+?[\d\s().-]{4,32}$/, 'invalid phone number'),
        countryDialingCode: z.string().max(5).optional(),
      }),
      response: OutboxSchema,
      handler: async ({ query }) => {
        if (query.countryDialingCode !== undefined) {
          const phone = requirePhone(query.countryDialingCode, query.mobileNum);
          return toWire(await repo.list('sms', phone.e164));
        }
        // Without a country the trunk "0" and the international "00" / "+" come off alike.
        const digits = query.mobileNum.replace(/\D/g, '').replace(/^0+/, '');
        return toWire(digits === '' ? [] : await repo.listSmsToDigits(digits));
      },
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
