import type { accountsEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage, type AreaHandlers } from '../../lib/route.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { PasswordService } from './password.service.js';

/** Where the reset link of a forgot-password mail points: the brand's first public domain. */
function siteOrigin(merchant: MerchantRow): string {
  const domain =
    merchant.domains.find((d) => d.includes('.') && !/^\d/.test(d)) ?? merchant.domains[0] ?? 'localhost';
  return `https://${domain}`;
}

/** The platform's forgot-password form posts url-encoded fields (the accounts area accepts them). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
}

/** The member's password change, forgot and reset by e-mail, and the reset by SMS code. */
export function passwordHandlers(
  passwords: PasswordService,
): Pick<
  AreaHandlers<typeof accountsEndpoints>,
  'forgotByEmail' | 'resetByEmail' | 'resetByPhone' | 'changePassword'
> {
  return {
    forgotByEmail: async ({ request, body, merchant }) => {
      const m = await merchant();
      await passwords.forgotByEmail(m, body, siteOrigin(m), contentLanguage(request));
      return null;
    },
    resetByEmail: async ({ body, merchant }) => {
      await passwords.resetByEmail(await merchant(), body);
      return null;
    },
    resetByPhone: async ({ body, merchant }) => passwords.resetByPhone(await merchant(), body),
    changePassword: (brand, member, body, { session }) =>
      passwords.changePassword(brand, { member, session }, body),
  };
}
