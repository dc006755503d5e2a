import { MAIN_WALLET_ID } from '@portal/contracts';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { player, postTransaction } from '../../modules/ledger/ledger.repository.js';
import type { Db } from '../client.js';
import { gameVendors, ledgerAccounts } from '../schema/index.js';
import { SEAMLESS_VENDORS } from './catalogue.js';

/** The ledger source of the money a vendor's old transfer wallet gave back when it became seamless. */
export const SEAMLESS_MOVE_SOURCE = 'wallet-mode';

/**
 * A database seeded while a vendor that bets on the seamless wallet still had a transfer wallet of
 * its own (DS88, before its cockfight arenas were known to bet from the main wallet) is brought to
 * the truth: what members hold in that old wallet comes back to their main wallet, once (each
 * member's return is keyed by vendor, wallet and member), and the vendor's lanes then name the main
 * wallet, so the merchant wallet call, the balance and the transfers all see it as seamless. Nothing
 * happens once every seamless vendor is on the main wallet.
 */
export async function moveSeamlessVendorsToMainWallet(tx: Db): Promise<void> {
  const stale = await tx
    .selectDistinct({ vendor: gameVendors.vendor, accountTypeId: gameVendors.accountTypeId })
    .from(gameVendors)
    .where(
      and(inArray(gameVendors.vendor, [...SEAMLESS_VENDORS]), ne(gameVendors.accountTypeId, MAIN_WALLET_ID)),
    );
  for (const { vendor, accountTypeId } of stale) {
    const held = await tx
      .select({
        merchantId: ledgerAccounts.merchantId,
        memberId: ledgerAccounts.memberId,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, 'player'),
          eq(ledgerAccounts.accountTypeId, accountTypeId),
          gt(ledgerAccounts.balance, 0n),
        ),
      );
    for (const account of held) {
      if (account.memberId === null) continue;
      await postTransaction(tx, {
        merchantId: account.merchantId,
        currency: account.currency,
        source: SEAMLESS_MOVE_SOURCE,
        idempotencyKey: `${vendor}:${accountTypeId}:${account.memberId}`,
        type: 'TRANSFER_IN',
        memberId: account.memberId,
        reference: vendor,
        metadata: { vendor, outcome: 'success', reason: 'vendor-became-seamless' },
        postings: [
          { account: player(account.memberId, accountTypeId), amount: -account.balance },
          { account: player(account.memberId, MAIN_WALLET_ID), amount: account.balance },
        ],
      });
    }
    await tx.update(gameVendors).set({ accountTypeId: MAIN_WALLET_ID }).where(eq(gameVendors.vendor, vendor));
  }
}
