import {
  CaptchaValueSchema,
  CountryCodesSchema,
  SmsSendAnyRequestSchema,
  SmsSendValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CaptchaService } from './captcha.service.js';
import type { VerificationRepository } from './verification.repository.js';

export function verificationRoutes(deps: {
  captcha: CaptchaService;
  accounts: AccountsService;
  repo: VerificationRepository;
}) {
  const { captcha, accounts, repo } = deps;
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/captcha',
      // The same id the client later sends as loginDeviceId: the code is bound to it.
      query: z.object({ deviceId: z.string().min(8).max(128) }),
      response: CaptchaValueSchema,
      handler: ({ query }) => captcha.create(query.deviceId),
    });

    route(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: SmsSendAnyRequestSchema,
      response: SmsSendValueSchema,
      handler: async ({ body, merchant }) => {
        const m = await merchant();
        return 'username' in body
          ? accounts.sendLoginIpCode(m, body.username)
          : accounts.sendCode(m, body, body.purpose);
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/system/countryCodes',
      response: CountryCodesSchema,
      handler: async () =>
        (await repo.listCountryCodes()).map((c) => ({
          countryCode: c.countryCode,
          countryDialingCode: c.countryDialingCode,
        })),
    });
  };
}
