/**
 * Points and the point mall: balance, products, exchange records, the points ledger,
 * redeeming a product and converting points to cash. Stock and points are taken by guarded UPDATEs
 * inside one transaction with the exchange row and the money movement, so concurrent redeems can
 * neither oversell a product nor take a balance below zero; the exchange row's (member, requestId)
 * makes a retry answer the first outcome and move nothing.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  ErrorCode,
  MAIN_WALLET_ID,
  type PointExchange,
  type PointProduct,
  type PointsConvertRequest,
  type PointsRedeemRequest,
  type PointsLedgerEntry,
  type PointExchangeStatus,
  type PointsLedgerType,
  localized,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/time.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { verifyPaymentPassword } from '../payments/payments.common.js';
import { createPointsRepository, type PointExchangeRow, type PointProductRow } from './points.repository.js';

/** The product image the CDN draws from the product row in a language (cdn.routes.ts): a path on the
 * image host, like the other images (the client prefixes one of the status's imageCDNs). */
export const productImagePath = (id: number, language: string) =>
  `/point-product/${id}.${language.toLowerCase()}.svg`;

/** `PX` + the UTC time to the second + 6 random digits (unique per brand by constraint). */
function transactionNumber(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `PX${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const hashOf = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

const reused = () =>
  AppError.rule(ErrorCode.idempotencyKeyReused, 'this request id was already used for another exchange');

export function createPointsService(deps: {
  db: Db;
  /** After a commit that moved the member's money (the balance push). */
  walletChanged: (merchantCode: string, memberId: number) => void;
  /** The payment-password check (with its attempt counter and lock); replaced only by the race
   * tests, which storm the reservations themselves (the lock lets five checks run at a time). */
  verifyPassword?: (db: Db, memberId: number, plain: string) => Promise<void>;
}) {
  const { db, walletChanged, verifyPassword = verifyPaymentPassword } = deps;
  const repo = createPointsRepository(db);

  function exchangeView(merchant: MerchantRow, row: PointExchangeRow): PointExchange {
    return {
      transactionNo: row.transactionNo,
      applicationTime: formatDateTime(row.createdAt, merchant.timeZone),
      exchangeType: row.type,
      productName: row.productName,
      quantity: row.quantity,
      points: row.points,
      amount: money(row.amountMinor, merchant),
      status: row.status,
      reason: row.reason,
      deliveryAddress: row.deliveryAddress ?? null,
    };
  }

  function productView(merchant: MerchantRow, row: PointProductRow, language: string): PointProduct {
    return {
      id: row.id,
      name: localized(row, language, 'name'),
      description: localized(row, language, 'description'),
      imageUrl: productImagePath(row.id, language),
      kind: row.kind,
      quantity: row.stock,
      pointsRequired: row.pointsRequired,
      amountRequired: money(row.amountRequiredMinor, merchant),
    };
  }

  /** A requestId used before: its first outcome (same request) or IDEMPOTENCY_KEY_REUSED. */
  async function replay(merchant: MerchantRow, member: MemberRow, requestId: string, hash: string) {
    const first = await repo.exchangeByRequest(member.id, requestId);
    if (!first) throw new Error('exchange vanished after its insert conflicted');
    if (first.requestHash !== hash) throw reused();
    return {
      exchange: exchangeView(merchant, first),
      balance: (await repo.account(member.id)).balance,
      replayed: true,
    };
  }

  async function settings(merchantId: number) {
    return repo.settings(merchantId);
  }

  return {
    async balance(member: MemberRow) {
      refuseTrial(member, 'cannot move money');
      return repo.account(member.id);
    },

    async config(merchant: MerchantRow) {
      const [rates, terms] = await Promise.all([repo.rates(merchant.id), settings(merchant.id)]);
      return {
        rates: rates.map((r) => ({ category: r.category, rate: Number(r.rate).toString() })),
        convert: {
          enabled: terms.convertEnabled,
          pointsPerUnit: terms.pointsPerUnit,
          minPoints: terms.minConvertPoints,
        },
        expires: false as const,
      };
    },

    async products(merchant: MerchantRow, language: string) {
      const rows = await repo.activeProducts(merchant.id);
      return { list: rows.map((r) => productView(merchant, r, language)) };
    },

    async redeem(merchant: MerchantRow, member: MemberRow, body: PointsRedeemRequest, language: string) {
      refuseTrial(member, 'cannot move money');
      const product = await repo.product(merchant.id, body.productId);
      if (!product?.active) {
        throw AppError.rule(ErrorCode.pointsProductNotFound, 'no such product on sale', {
          productId: 'POINTS_PRODUCT_NOT_FOUND',
        });
      }
      const address = product.kind === 'physical' ? (body.deliveryAddress ?? null) : null;
      if (product.kind === 'physical' && !address) {
        throw AppError.rule(ErrorCode.pointsAddressRequired, 'a physical product needs a delivery address', {
          deliveryAddress: 'POINTS_ADDRESS_REQUIRED',
        });
      }
      const hash = hashOf(['redeem', product.id, body.quantity, address]);
      // A retry of a redeem that went through gets its first answer before any password check.
      if (await repo.exchangeByRequest(member.id, body.requestId)) {
        return replay(merchant, member, body.requestId, hash);
      }
      // The password is checked (and its attempt counted) before anything is reserved.
      await verifyPassword(db, member.id, body.paymentPassword);
      const points = product.pointsRequired * body.quantity;
      const amountMinor = product.amountRequiredMinor * BigInt(body.quantity);
      const outcome = await db.transaction(async (tx) => {
        const txRepo = createPointsRepository(tx);
        const transactionNo = transactionNumber();
        const row = await txRepo.insertExchange({
          merchantId: merchant.id,
          memberId: member.id,
          requestId: body.requestId,
          requestHash: hash,
          transactionNo,
          type: product.kind,
          productId: product.id,
          productName: localized(product, language, 'name'),
          quantity: body.quantity,
          points,
          amountMinor,
          status: 'applying',
          deliveryAddress: address,
        });
        if (!row) return null;
        if (!(await txRepo.takeStock(merchant.id, product.id, body.quantity))) {
          throw AppError.rule(ErrorCode.pointsOutOfStock, 'not enough of this product left', {
            quantity: 'POINTS_OUT_OF_STOCK',
          });
        }
        const balance = await txRepo.spend(
          merchant.id,
          member.id,
          points,
          'REDEEM',
          `exchange:${transactionNo}`,
        );
        if (balance === undefined) {
          throw AppError.rule(ErrorCode.pointsInsufficient, 'not enough points', {
            productId: 'POINTS_INSUFFICIENT',
          });
        }
        if (amountMinor > 0n) {
          // INSUFFICIENT_BALANCE from the ledger undoes the whole exchange.
          await postTransaction(tx, {
            merchantId: merchant.id,
            currency: merchant.currency,
            source: 'points-mall',
            idempotencyKey: `${member.id}:${body.requestId}`,
            type: 'POINTS_REDEEM',
            memberId: member.id,
            reference: transactionNo,
            metadata: { productId: product.id, quantity: body.quantity },
            postings: [
              { account: player(member.id, MAIN_WALLET_ID), amount: -amountMinor },
              { account: system('HOUSE'), amount: amountMinor },
            ],
          });
        }
        return { row, balance };
      });
      if (!outcome) return replay(merchant, member, body.requestId, hash);
      if (amountMinor > 0n) walletChanged(merchant.code, member.id);
      return { exchange: exchangeView(merchant, outcome.row), balance: outcome.balance, replayed: false };
    },

    async convert(merchant: MerchantRow, member: MemberRow, body: PointsConvertRequest) {
      refuseTrial(member, 'cannot move money');
      const terms = await settings(merchant.id);
      const amountMinor =
        (BigInt(body.points) * 10n ** BigInt(merchant.currencyDecimals)) / BigInt(terms.pointsPerUnit);
      if (!terms.convertEnabled || body.points < terms.minConvertPoints || amountMinor <= 0n) {
        throw AppError.rule(
          ErrorCode.pointsBelowMinimum,
          `a conversion takes at least ${terms.minConvertPoints} points`,
          { points: 'POINTS_BELOW_MINIMUM' },
        );
      }
      const hash = hashOf(['convert', body.points]);
      // A retry of a conversion that went through gets its first answer before any password check.
      if (await repo.exchangeByRequest(member.id, body.requestId)) {
        return replay(merchant, member, body.requestId, hash);
      }
      await verifyPassword(db, member.id, body.paymentPassword);
      const outcome = await db.transaction(async (tx) => {
        const txRepo = createPointsRepository(tx);
        const transactionNo = transactionNumber();
        const row = await txRepo.insertExchange({
          merchantId: merchant.id,
          memberId: member.id,
          requestId: body.requestId,
          requestHash: hash,
          transactionNo,
          type: 'cash',
          productId: null,
          productName: '',
          quantity: 1,
          points: body.points,
          amountMinor,
          status: 'passed',
          decidedAt: new Date(),
        });
        if (!row) return null;
        const balance = await txRepo.spend(
          merchant.id,
          member.id,
          body.points,
          'CONVERT',
          `exchange:${transactionNo}`,
        );
        if (balance === undefined) {
          throw AppError.rule(ErrorCode.pointsInsufficient, 'not enough points', {
            points: 'POINTS_INSUFFICIENT',
          });
        }
        await postTransaction(tx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          source: 'points-convert',
          idempotencyKey: `${member.id}:${body.requestId}`,
          type: 'POINTS_CONVERT',
          memberId: member.id,
          reference: transactionNo,
          metadata: { points: body.points },
          postings: [
            { account: system('BONUS'), amount: -amountMinor },
            { account: player(member.id, MAIN_WALLET_ID), amount: amountMinor },
          ],
        });
        return { row, balance };
      });
      if (!outcome) return replay(merchant, member, body.requestId, hash);
      walletChanged(merchant.code, member.id);
      return { exchange: exchangeView(merchant, outcome.row), balance: outcome.balance, replayed: false };
    },

    async exchanges(
      merchant: MerchantRow,
      member: MemberRow,
      query: { pageNo: number; pageSize: number; status?: PointExchangeStatus | undefined },
    ) {
      refuseTrial(member, 'cannot move money');
      const { rows, total } = await repo.exchangesPage(member.id, query);
      return pageOf(
        rows.map((r) => exchangeView(merchant, r)),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async ledger(
      merchant: MerchantRow,
      member: MemberRow,
      query: { pageNo: number; pageSize: number; type?: PointsLedgerType | undefined },
    ) {
      refuseTrial(member, 'cannot move money');
      const { rows, total } = await repo.ledgerPage(member.id, query);
      const list: PointsLedgerEntry[] = rows.map((r) => ({
        id: String(r.id),
        time: formatDateTime(r.createdAt, merchant.timeZone),
        type: r.type,
        change: r.change,
        balanceAfter: r.balanceAfter,
        reference: r.reference,
      }));
      return pageOf(list, total, query.pageNo, query.pageSize);
    },

    /** A product's name in a language, for its generated picture (null: no such product). */
    async productName(id: number, language: string): Promise<string | null> {
      const row = await repo.productById(id);
      return row ? localized(row, language, 'name') : null;
    },

    exchangeView,
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
