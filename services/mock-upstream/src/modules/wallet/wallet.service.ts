/**
 * The wallet area's flows by name, each in its own file and given only what it uses: the merchant
 * wallet (merchant-wallet.service.ts), main<->vendor transfers (transfers.service.ts), agent transfers (agent-transfer.service.ts), the member's records
 * (records.service.ts), the operator's bonus and turnover tools (operator-bonus.service.ts), and the
 * vendors' simulated transfer APIs (vendor-settings.ts) the transfers read.
 */
import type { Db } from '../../db/client.js';
import type { EventBus } from '../events/events.bus.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createAgentTransferService } from './agent-transfer.service.js';
import { createMerchantWalletService } from './merchant-wallet.service.js';
import { createOperatorBonusService } from './operator-bonus.service.js';
import type { RecordsRepository } from './records.repository.js';
import { createRecordsService } from './records.service.js';
import { createTransfersService } from './transfers.service.js';
import { createVendorSettings } from './vendor-settings.js';
import type { VendorWalletMode, WalletRepository } from './wallet.repository.js';

export interface WalletDeps {
  db: Db;
  repo: WalletRepository;
  records: RecordsRepository;
  events: EventBus;
}

export function createWalletService(deps: WalletDeps) {
  const { db, repo, records, events } = deps;
  const settings = createVendorSettings(repo);
  return {
    merchantWallet: createMerchantWalletService({ repo, settings }),
    transfers: createTransfersService({ db, repo, settings, events }),
    agentTransfers: createAgentTransferService({ db, repo, events }),
    records: createRecordsService({ repo: records }),
    operator: createOperatorBonusService({ db, repo, events }),
    vendorSettings: {
      /** Operator: switches how a vendor's simulated transfer API behaves. */
      setMode: (merchant: MerchantRow, vendor: string, mode: VendorWalletMode) =>
        settings.setMode(merchant, vendor, mode),
      /** Drops the cached vendor lanes and fault switches (an operator changed them directly). */
      forget: () => settings.forget(),
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the wallet service's cached vendor lanes and fault switches (tests, operators). */
    forgetCachedVendorSettings: () => void;
  }
}
