import {
  AdminBonusSchema,
  AdminTurnoverSchema,
  AdminVendorWalletSchema,
  VendorWalletModeSchema,
  walletEndpoints,
} from '@portal/contracts';
import { z } from 'zod';
import { contentLanguage, platformArea, route } from '../../lib/route.js';
import type { WalletService } from './wallet.service.js';

const AccountParamsSchema = z.object({ account: z.string().min(1).max(64) });

const LedgerReportSchema = z.object({
  ok: z.boolean(),
  transactions: z.number().int(),
  entries: z.number().int(),
  problems: z.array(z.string()),
});

/**
 * The wallet area: the merchant wallet, balances, transfers, agent transfers, records; and the
 * operator's wallet calls.
 */
export function walletRoutes(wallet: WalletService) {
  return platformArea(
    walletEndpoints,
    {
      merchantWallet: async ({ merchant }) => wallet.merchantWallet.read(await merchant()),
      balance: (brand, me) => wallet.transfers.balance(brand, me),
      transfer: (brand, me, body) => wallet.transfers.transfer(brand, me, body),
      transferStatus: (brand, me, query) => wallet.transfers.transferStatus(brand, me, query.transferId),
      recoverAll: (brand, me, body) => wallet.transfers.recoverAll(brand, me, body.requestId),
      agentTransferTargets: (brand, me) => wallet.agentTransfers.targets(brand, me),
      agentTransfer: (brand, me, body) => wallet.agentTransfers.transfer(brand, me, body),
      transactions: (brand, me, query) => wallet.records.transactions(brand, me, query),
      profitLoss: (brand, me, query) => wallet.records.profitLoss(brand, me, query),
      bonusDetails: (brand, me, query, { request }) =>
        wallet.records.bonusDetails(brand, me, query, contentLanguage(request)),
    },
    (app) => {
      route(app, {
        method: 'PUT',
        url: '/admin/vendors/:vendor/wallet',
        admin: true,
        params: z.object({ vendor: z.string().min(1).max(64) }),
        body: AdminVendorWalletSchema,
        response: z.object({ vendor: z.string(), mode: VendorWalletModeSchema }),
        handler: async ({ request, params, body, merchant }) => {
          const result = await wallet.vendorSettings.setMode(await merchant(), params.vendor, body.mode);
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
        response: z.object({
          transactionId: z.string(),
          replayed: z.boolean(),
          turnoverRequired: z.string(),
        }),
        handler: async ({ params, body, merchant }) =>
          wallet.operator.adminBonus(await merchant(), params.account, body),
      });

      route(app, {
        method: 'POST',
        url: '/admin/members/:account/turnover',
        admin: true,
        params: AccountParamsSchema,
        body: AdminTurnoverSchema,
        response: z.object({ turnoverRequired: z.string(), turnoverDone: z.string() }),
        handler: async ({ params, body, merchant }) =>
          wallet.operator.adminTurnover(await merchant(), params.account, body),
      });

      route(app, {
        method: 'GET',
        url: '/admin/ledger/check',
        admin: true,
        response: LedgerReportSchema,
        handler: () => wallet.operator.ledgerCheck(),
      });
    },
  );
}
