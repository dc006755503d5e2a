import {
  AdminBonusSchema,
  AdminTurnoverSchema,
  AdminVendorWalletSchema,
  VendorWalletModeSchema,
  walletEndpoints,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentLanguage, memberRoutes, route, type MemberAuth } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { WalletService } from './wallet.service.js';

const AccountParamsSchema = z.object({ account: z.string().min(1).max(64) });

const LedgerReportSchema = z.object({
  ok: z.boolean(),
  transactions: z.number().int(),
  entries: z.number().int(),
  problems: z.array(z.string()),
});

export interface WalletRoutesDeps extends MemberAuth<MemberRow> {
  wallet: WalletService;
  /** The member behind the call's token (401 otherwise). */
}

export function walletRoutes(deps: WalletRoutesDeps) {
  const { wallet, authenticate } = deps;

  return async (app: FastifyInstance) => {
    const asMember = memberRoutes(app, authenticate);
    asMember(walletEndpoints.balance, (brand, me) => wallet.balance(brand, me));
    asMember(walletEndpoints.transfer, (brand, me, body) => wallet.transfer(brand, me, body));
    asMember(walletEndpoints.transferStatus, (brand, me, query) =>
      wallet.transferStatus(brand, me, query.transferId),
    );
    asMember(walletEndpoints.recoverAll, (brand, me, body) => wallet.recoverAll(brand, me, body.requestId));
    asMember(walletEndpoints.agentTransferTargets, (brand, me) => wallet.agentTargets(brand, me));
    asMember(walletEndpoints.agentTransfer, (brand, me, body) => wallet.agentTransfer(brand, me, body));
    asMember(walletEndpoints.transactions, (brand, me, query) => wallet.transactions(brand, me, query));
    asMember(walletEndpoints.profitLoss, (brand, me, query) => wallet.profitLoss(brand, me, query));
    asMember(walletEndpoints.bonusDetails, (brand, me, query, { request }) =>
      wallet.bonusDetails(brand, me, query, contentLanguage(request)),
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
