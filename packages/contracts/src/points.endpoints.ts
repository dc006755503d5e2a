/**
 * The points area's platform endpoints (see endpoint.ts and points.ts): spec section 8's points
 * calls (balance, reward, redeem with password check, redeem list, config, member transaction
 * detail, convert points with password check), all gated by PTSYS3. The password-checked ones follow
 * the relay naming of the platform's other password-checked calls and travel encrypted.
 */
import { endpoints } from './endpoint.js';
import {
  PointExchangeListQuerySchema,
  PointExchangePageSchema,
  PointProductListSchema,
  PointsBalanceSchema,
  PointsConfigSchema,
  PointsConvertRequestSchema,
  PointsConvertResultSchema,
  PointsLedgerPageSchema,
  PointsLedgerQuerySchema,
  PointsRedeemRequestSchema,
  PointsRedeemResultSchema,
} from './points.js';

const PAYMENT_PASSWORD_ERRORS = [
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_LOCKED',
  'BUSY',
] as const;

export const pointsEndpoints = endpoints('points', {
  balance: {
    method: 'GET',
    path: '/wps/relay/PTS_balance',
    auth: 'member',
    module: 'PTSYS3',
    response: PointsBalanceSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  /** The products on sale ("reward"); a visitor may browse them. */
  products: {
    method: 'GET',
    path: '/wps/relay/PTS_rewardList',
    auth: 'optional',
    module: 'PTSYS3',
    response: PointProductListSchema,
  },
  config: {
    method: 'GET',
    path: '/wps/relay/PTS_config',
    auth: 'optional',
    module: 'PTSYS3',
    response: PointsConfigSchema,
  },
  redeem: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/PTS_redeem',
    auth: 'member',
    encrypted: true,
    module: 'PTSYS3',
    body: PointsRedeemRequestSchema,
    response: PointsRedeemResultSchema,
    errors: [
      'TRIAL_ACCOUNT',
      ...PAYMENT_PASSWORD_ERRORS,
      'POINTS_PRODUCT_NOT_FOUND',
      'POINTS_OUT_OF_STOCK',
      'POINTS_INSUFFICIENT',
      'POINTS_ADDRESS_REQUIRED',
      'INSUFFICIENT_BALANCE',
      'ACCOUNT_FROZEN',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
  /** The member's exchange records ("redeem list"). */
  exchanges: {
    method: 'GET',
    path: '/wps/relay/PTS_redeemList',
    auth: 'member',
    module: 'PTSYS3',
    query: PointExchangeListQuerySchema,
    response: PointExchangePageSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  /** Every change of the member's points ("member transaction detail"). */
  ledger: {
    method: 'GET',
    path: '/wps/relay/PTS_memberTransactionDetail',
    auth: 'member',
    module: 'PTSYS3',
    query: PointsLedgerQuerySchema,
    response: PointsLedgerPageSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  convert: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/PTS_convertPoints',
    auth: 'member',
    encrypted: true,
    module: 'PTSYS3',
    body: PointsConvertRequestSchema,
    response: PointsConvertResultSchema,
    errors: [
      'TRIAL_ACCOUNT',
      ...PAYMENT_PASSWORD_ERRORS,
      'POINTS_INSUFFICIENT',
      'POINTS_BELOW_MINIMUM',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  },
});
