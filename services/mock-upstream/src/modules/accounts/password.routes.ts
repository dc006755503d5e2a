import { accountsEndpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentLanguage, route } from '../../lib/route.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { MemberRow, SessionRow } from './accounts.repository.js';
import type { AccountsService } from './accounts.service.js';

/** Where the reset link of a forgot-password mail points: the brand's first public domain. */
function siteOrigin(merchant: MerchantRow): string {
  const domain =
    merchant.domains.find((d) => d.includes('.') && !/^\d/.test(d)) ?? merchant.domains[0] ?? 'localhost';
  return `https://${domain}`;
}

/** The member's password change, forgot and reset by e-mail, and the reset by SMS code. */
export function passwordRoutes(deps: {
  accounts: AccountsService;
  authenticate(request: FastifyRequest): Promise<{ session: SessionRow; member: MemberRow }>;
}) {
  const { accounts, authenticate } = deps;
  return async (app: FastifyInstance) => {
    // The platform's forgot-password form posts url-encoded fields; scoped to this plugin's routes.
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

    route(app, accountsEndpoints.forgotByEmail, async ({ request, body, merchant }) => {
      const m = await merchant();
      await accounts.forgotByEmail(m, body, siteOrigin(m), contentLanguage(request));
      return null;
    });

    route(app, accountsEndpoints.resetByEmail, async ({ body, merchant }) => {
      await accounts.resetByEmail(await merchant(), body);
      return null;
    });

    route(app, accountsEndpoints.resetByPhone, async ({ body, merchant }) =>
      accounts.resetByPhone(await merchant(), body),
    );

    route(app, accountsEndpoints.changePassword, async ({ request, body, merchant }) => {
      const auth = await authenticate(request);
      return accounts.changePassword(await merchant(), auth, body);
    });
  };
}
