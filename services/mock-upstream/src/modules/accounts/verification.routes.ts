import { accountsEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage, route } from '../../lib/route.js';
import type { AccountsService } from './accounts.service.js';
import type { CaptchaService } from './captcha.service.js';
import type { VerificationRepository } from './verification.repository.js';

/** Captchas, SMS codes without a login, and the country codes a mobile may have. */
export function verificationRoutes(deps: {
  captcha: CaptchaService;
  accounts: AccountsService;
  repo: VerificationRepository;
}) {
  const { captcha, accounts, repo } = deps;
  return async (app: FastifyInstance) => {
    route(app, accountsEndpoints.captcha, ({ query }) => captcha.create(query.deviceId));

    route(app, accountsEndpoints.sendSms, async ({ request, body, merchant }) => {
      const m = await merchant();
      // The text reads in the language of the page that asked for the code.
      const language = contentLanguage(request);
      return 'username' in body
        ? accounts.sendLoginIpCode(m, body.username, language)
        : accounts.sendCode(m, body, body.purpose, language);
    });

    route(app, accountsEndpoints.countryCodes, async () =>
      (await repo.listCountryCodes()).map((c) => ({
        countryCode: c.countryCode,
        countryDialingCode: c.countryDialingCode,
      })),
    );
  };
}
