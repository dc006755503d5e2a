import type { accountsEndpoints } from '@portal/contracts';
import { contentLanguage, type AreaHandlers } from '../../lib/route.js';
import type { CaptchaService } from './captcha.service.js';
import type { VerificationRepository } from './verification.repository.js';
import type { VerificationService } from './verification.service.js';

/** Captchas, SMS codes without a login, and the country codes a mobile may have. */
export function verificationHandlers(deps: {
  captcha: CaptchaService;
  verification: VerificationService;
  repo: VerificationRepository;
}): Pick<AreaHandlers<typeof accountsEndpoints>, 'captcha' | 'sendSms' | 'countryCodes'> {
  const { captcha, verification, repo } = deps;
  return {
    captcha: ({ query }) => captcha.create(query.deviceId),
    sendSms: async ({ request, body, merchant }) => {
      const m = await merchant();
      // The text reads in the language of the page that asked for the code.
      const language = contentLanguage(request);
      return 'username' in body
        ? verification.sendLoginIpCode(m, body.username, language)
        : verification.sendCode(m, body, body.purpose, language);
    },
    countryCodes: async () =>
      (await repo.listCountryCodes()).map((c) => ({
        countryCode: c.countryCode,
        countryDialingCode: c.countryDialingCode,
      })),
  };
}
