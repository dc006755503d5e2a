/**
 * The operator's points tools (under /admin, x-admin-key): earning rates and conversion terms,
 * products, the exchange decisions (a rejection returns the points, the stock and the money paid)
 * and hand grants of points.
 */
import { ErrorCode, MAIN_WALLET_ID, toMinor, type PointExchangeStatus } from '@portal/contracts';
import type { z } from 'zod';
import type {
  AdminPointExchangeDecisionSchema,
  AdminPointProductSchema,
  AdminPointsConfigSchema,
  AdminPointsGrantSchema,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, pointProducts, pointsRates, pointsSettings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { checkViolation } from '../../db/errors.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createPointsRepository } from './points.repository.js';
import type { PointsService } from './points.service.js';

export function createPointsAdmin(deps: {
  db: Db;
  points: PointsService;
  walletChanged: (merchantCode: string, memberId: number) => void;
}) {
  const { db, points, walletChanged } = deps;
  const repo = createPointsRepository(db);

  return {
    async setConfig(merchant: MerchantRow, body: z.output<typeof AdminPointsConfigSchema>) {
      await db.transaction(async (tx) => {
        for (const r of body.rates) {
          await tx
            .insert(pointsRates)
            .values({ merchantId: merchant.id, category: r.category, rate: r.rate })
            .onConflictDoUpdate({
              target: [pointsRates.merchantId, pointsRates.category],
              set: { rate: r.rate, updatedAt: new Date() },
            });
        }
        if (body.convert) {
          const terms = {
            convertEnabled: body.convert.enabled,
            pointsPerUnit: body.convert.pointsPerUnit,
            minConvertPoints: body.convert.minPoints,
          };
          await tx
            .insert(pointsSettings)
            .values({ merchantId: merchant.id, ...terms })
            .onConflictDoUpdate({
              target: pointsSettings.merchantId,
              set: { ...terms, updatedAt: new Date() },
            });
        }
      });
      return points.config(merchant);
    },

    async saveProduct(
      merchant: MerchantRow,
      id: number | null,
      body: z.output<typeof AdminPointProductSchema>,
    ): Promise<{ id: number }> {
      let amountRequiredMinor: bigint;
      try {
        amountRequiredMinor = toMinor(body.amountRequired, merchant.currencyDecimals);
      } catch {
        throw AppError.badRequest('too many decimals', { amountRequired: 'amount_format' });
      }
      const values = {
        name: body.name,
        description: body.description,
        kind: body.kind,
        stock: body.stock,
        pointsRequired: body.pointsRequired,
        amountRequiredMinor,
        active: body.active,
        sort: body.sort,
      };
      if (id === null) {
        const [row] = await db
          .insert(pointProducts)
          .values({ merchantId: merchant.id, ...values })
          .returning({ id: pointProducts.id });
        if (!row) throw new Error('product insert returned nothing');
        return row;
      }
      const [row] = await db
        .update(pointProducts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(pointProducts.merchantId, merchant.id), eq(pointProducts.id, id)))
        .returning({ id: pointProducts.id });
      if (!row) throw AppError.notFound(`no product ${id}`);
      return row;
    },

    async exchanges(merchant: MerchantRow, status: PointExchangeStatus | undefined) {
      const rows = await repo.adminExchanges(merchant.id, status);
      return rows.map((r) => ({ memberId: r.memberId, ...points.exchangeView(merchant, r) }));
    },

    /** Passes or rejects an exchange in application; a rejection gives back what it took. */
    async decide(
      merchant: MerchantRow,
      transactionNo: string,
      body: z.output<typeof AdminPointExchangeDecisionSchema>,
    ) {
      const reason = body.decision === 'rejected' ? body.reason : null;
      const decided = await db.transaction(async (tx) => {
        const txRepo = createPointsRepository(tx);
        const row = await txRepo.decide(merchant.id, transactionNo, body.decision, reason);
        if (!row) return null;
        if (body.decision === 'rejected') {
          if (row.productId !== null) await txRepo.returnStock(row.productId, row.quantity);
          await txRepo.move(merchant.id, row.memberId, 'REFUND', row.points, `exchange:${row.transactionNo}`);
          if (row.amountMinor > 0n) {
            await postTransaction(tx, {
              merchantId: merchant.id,
              currency: merchant.currency,
              source: 'points-mall-refund',
              idempotencyKey: row.transactionNo,
              type: 'POINTS_REDEEM',
              memberId: row.memberId,
              reference: row.transactionNo,
              metadata: { rejected: true },
              postings: [
                { account: system('HOUSE'), amount: -row.amountMinor },
                { account: player(row.memberId, MAIN_WALLET_ID), amount: row.amountMinor },
              ],
            });
          }
        }
        return row;
      });
      if (!decided) {
        const existing = await repo.exchangeByNo(merchant.id, transactionNo);
        if (!existing) throw AppError.notFound(`no exchange ${transactionNo}`);
        throw AppError.rule(
          ErrorCode.pointsExchangeStateInvalid,
          `the exchange is already ${existing.status}`,
        );
      }
      if (body.decision === 'rejected' && decided.amountMinor > 0n)
        walletChanged(merchant.code, decided.memberId);
      return points.exchangeView(merchant, decided);
    },

    async grant(merchant: MerchantRow, body: z.output<typeof AdminPointsGrantSchema>) {
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchant.id), eq(members.account, body.account)));
      if (!member) throw AppError.notFound(`merchant ${merchant.code} has no member ${body.account}`);
      try {
        const balance = await repo.move(
          merchant.id,
          member.id,
          'ADJUST',
          body.points,
          `grant:${body.requestId}`,
        );
        return { balance: balance ?? (await repo.account(member.id)).balance, replayed: balance === null };
      } catch (err) {
        if (checkViolation(err)?.startsWith('points_')) {
          throw AppError.rule(ErrorCode.pointsInsufficient, 'the member has fewer points than that');
        }
        throw err;
      }
    },
  };
}
export type PointsAdmin = ReturnType<typeof createPointsAdmin>;
