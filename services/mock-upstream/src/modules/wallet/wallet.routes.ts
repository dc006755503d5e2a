import {
  AdminBonusSchema,
  AdminTurnoverSchema,
  AdminVendorWalletSchema,
  VendorWalletModeSchema,
  walletEndpoints,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentLanguage, route } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { WalletService } from './wallet.service.js';

const AccountParamsSchema = z.object({ account: z.string().min(1).max(64) });

const LedgerReportSchema = z.object({
  ok: z.boolean(),
  transactions: z.number().int(),
  entries: z.number().int(),
  problems: z.array(z.string()),
});

export interface WalletRoutesDeps {
  wallet: WalletService;
  /** The member behind the call's token (401 otherwise). */
  authenticate(request: FastifyRequest): Promise<{ member: MemberRow }>;
}

export function walletRoutes(deps: WalletRoutesDeps) {
  const { wallet, authenticate } = deps;
  const memberOf = async (request: FastifyRequest) => (await authenticate(request)).member;

  return async (app: FastifyInstance) => {
    route(app, walletEndpoints.balance, async ({ request, merchant }) =>
      wallet.balance(await merchant(), await memberOf(request)),
    );
    route(app, walletEndpoints.transfer, async ({ request, body, merchant }) =>
      wallet.transfer(await merchant(), await memberOf(request), body),
    );
    route(app, walletEndpoints.transferStatus, async ({ request, query, merchant }) =>
      wallet.transferStatus(await merchant(), await memberOf(request), query.transferId),
    );
    route(app, walletEndpoints.recoverAll, async ({ request, body, merchant }) =>
      wallet.recoverAll(await merchant(), await memberOf(request), body.requestId),
    );
    route(app, walletEndpoints.agentTransferTargets, async ({ request, merchant }) =>
      wallet.agentTargets(await merchant(), await memberOf(request)),
    );
    route(app, walletEndpoints.agentTransfer, async ({ request, body, merchant }) =>
      wallet.agentTransfer(await merchant(), await memberOf(request), body),
    );
    route(app, walletEndpoints.transactions, async ({ request, query, merchant }) =>
      wallet.transactions(await merchant(), await memberOf(request), query),
    );
    route(app, walletEndpoints.profitLoss, async ({ request, query, merchant }) =>
      wallet.profitLoss(await merchant(), await memberOf(request), query),
    );
    route(app, walletEndpoints.bonusDetails, async ({ request, query, merchant }) =>
      wallet.bonusDetails(await merchant(), await memberOf(request), query, contentLanguage(request)),
    );

    // ------------------------------------------------------------------ operator

    route(app, {
      method: 'PUT',
      url: '/admin/vendors/:vendor/wallet',
      admin: true,
      params: z.object({ vendor: z.string().min(1).max(64) }),
      body: AdminVendorWalletSchema,
      response: z.object({ vendor: z.string(), mode: VendorWalletModeSchema }),
      handler: async ({ request, params, body, merchant }) => {
        const result = await wallet.setVendorMode(await merchant(), params.vendor, body.mode);
        request.log.info(result, 'vendor wallet mode changed by operator');
        return result;
      },
    });

    route(app, {
      method: 'POST',
      url: '/admin/members/:account/bonus',
      admin: true,
      params: AccountParamsSchema,
      body: AdminBonusSchema,
      response: z.object({ transactionId: z.string(), replayed: z.boolean(), turnoverRequired: z.string() }),
      handler: async ({ params, body, merchant }) =>
        wallet.adminBonus(await merchant(), params.account, body),
    });

    route(app, {
      method: 'POST',
      url: '/admin/members/:account/turnover',
      admin: true,
      params: AccountParamsSchema,
      body: AdminTurnoverSchema,
      response: z.object({ turnoverRequired: z.string(), turnoverDone: z.string() }),
      handler: async ({ params, body, merchant }) =>
        wallet.adminTurnover(await merchant(), params.account, body),
    });

    route(app, {
      method: 'GET',
      url: '/admin/ledger/check',
      admin: true,
      response: LedgerReportSchema,
      handler: () => wallet.ledgerCheck(),
    });
  };
}
