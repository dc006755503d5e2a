/**
 * How the descriptor walk calls each points endpoint (see walk.ts): as demoplayer, who starts with
 * seeded points, redeeming the first seeded product (virtual, points only) and converting the
 * conversion minimum, with the walk's payment password.
 */
import { pointsEndpoints as e, type EndpointResponse } from '@portal/contracts';
import { ensurePaymentPassword, WALK_PAYMENT_PASSWORD } from './payments.examples.js';
import { walkRequestId } from './wallet.examples.js';
import type { Examples } from './walk.js';

export const pointsExamples: Examples = {
  'points.balance': (walk) => walk.call(e.balance, {}),
  'points.products': (walk) => walk.call(e.products, {}, null),
  'points.config': (walk) => walk.call(e.config, {}),
  'points.redeem': async (walk) => {
    await ensurePaymentPassword(walk);
    const products = (await walk.call(e.products, {})) as EndpointResponse<typeof e.products>;
    const voucher = products.list.find((p) => p.kind === 'virtual' && p.amountRequired === '0.00');
    if (!voucher) throw new Error('no seeded virtual product');
    return walk.call(e.redeem, {
      body: {
        requestId: walkRequestId('redeem'),
        productId: voucher.id,
        quantity: 1,
        paymentPassword: WALK_PAYMENT_PASSWORD,
      },
    });
  },
  'points.exchanges': (walk) => walk.call(e.exchanges, { query: { pageNo: 1, pageSize: 10 } }),
  'points.ledger': (walk) => walk.call(e.ledger, { query: { pageNo: 1, pageSize: 10 } }),
  'points.convert': async (walk) => {
    await ensurePaymentPassword(walk);
    const config = (await walk.call(e.config, {})) as EndpointResponse<typeof e.config>;
    return walk.call(e.convert, {
      body: {
        requestId: walkRequestId('convert'),
        points: config.convert.minPoints,
        paymentPassword: WALK_PAYMENT_PASSWORD,
      },
    });
  },
};
