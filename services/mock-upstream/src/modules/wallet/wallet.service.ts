/**
 * The wallet area, one service per flow: main<->vendor transfers (transfers.service.ts), agent
 * transfers (agent-transfer.service.ts), the member's records (records.service.ts) and the
 * operator's bonus and turnover tools (operator-bonus.service.ts). The routes see them as one.
 */
import type { Db } from '../../db/client.js';
import type { EventBus } from '../events/events.bus.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createAgentTransferService } from './agent-transfer.service.js';
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
    ...createTransfersService({ db, repo, settings, events }),
    ...createAgentTransferService({ db, repo, events }),
    ...createRecordsService({ repo: records }),
    ...createOperatorBonusService({ db, repo, events }),
    /** Operator: switches how a vendor's simulated transfer API behaves. */
    setVendorMode: (merchant: MerchantRow, vendor: string, mode: VendorWalletMode) =>
      settings.setMode(merchant, vendor, mode),
    /** Drops the cached vendor lanes and fault switches (an operator changed them directly). */
    forgetCachedVendorSettings: () => settings.forget(),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the wallet service's cached vendor lanes and fault switches (tests, operators). */
    forgetCachedVendorSettings: () => void;
  }
}
