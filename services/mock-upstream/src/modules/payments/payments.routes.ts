import {
  AdminBankPayoutSchema,
  AdminDecisionSchema,
  AdminWithdrawRequirementsSchema,
  DepositOrderSchema,
  PageQuerySchema,
  pageOf,
  paymentsEndpoints,
  WithdrawMethodSchema,
  WithdrawOrderSchema,
  WithdrawStatusSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bodyLimit, contentLanguage, platformArea, route } from '../../lib/route.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { sandboxCallback } from './callback.routes.js';
import { setPaymentPasswordConfirmed } from './step-up.js';
import type { Payments } from './payments.module.js';

/** 3 proof images of 5 MB, base64 (4/3) in JSON, plus room for the rest of the body. */
export const CONFIRM_BODY_LIMIT = 22 * 1024 * 1024;

const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
const AdminWithdrawalsQuerySchema = PageQuerySchema.extend({ status: WithdrawStatusSchema.optional() });
const AdminWithdrawalsSchema = pageOf(WithdrawOrderSchema.extend({ account: z.string() }));
const ResolveSchema = z.object({ refund: z.boolean(), reason: z.string().trim().min(1).max(200) });
const CallbacksKnobSchema = z.object({ accept: z.boolean() });

/** An operator's action on one order: `POST <url>` with the order number in `:orderId`. */
function orderAction<R extends z.ZodType>(
  app: FastifyInstance,
  url: `/admin/${string}/:orderId/${string}`,
  response: R,
  act: (merchant: MerchantRow, orderId: string) => Promise<z.input<R>>,
): void {
  route(app, {
    method: 'POST',
    url,
    admin: true,
    params: OrderParamsSchema,
    response,
    handler: async ({ params, merchant }) => act(await merchant(), params.orderId),
  });
}

/** An operator's decision on one order that carries a body (a reason, a refund choice). */
function orderDecision<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  url: `/admin/${string}/:orderId/${string}`,
  body: B,
  response: R,
  act: (merchant: MerchantRow, orderId: string, body: z.output<B>) => Promise<z.input<R>>,
): void {
  route(app, {
    method: 'POST',
    url,
    admin: true,
    params: OrderParamsSchema,
    body,
    response,
    handler: async ({ params, body: input, merchant }) => act(await merchant(), params.orderId, input),
  });
}

/**
 * The payments area (`paymentsEndpoints`): deposits, the payment password, bank cards, withdrawals,
 * the sandbox provider's signed callback, and the operator's decisions on orders.
 */
export function paymentsRoutes(deps: {
  payments: Payments;
  db: FastifyInstance['db'];
  callbackSecret: string;
}) {
  const { payments, db } = deps;
  const { deposits, withdrawals, withdrawalReview, cards } = payments;
  const callback = sandboxCallback({ secret: deps.callbackSecret, deposits });

  return platformArea(
    paymentsEndpoints,
    {
      // Channels are named in the language the call names (the player's).
      depositChannels: (brand, _me, _input, { request }) =>
        deposits.channels(brand, contentLanguage(request)),
      deposit: (brand, me, body, { request }) => deposits.create(brand, me, body, contentLanguage(request)),
      depositOrder: (brand, me, query, { request }) =>
        deposits.order(brand, me, query.orderId, contentLanguage(request)),
      depositOrders: (brand, me, query, { request }) =>
        deposits.orders(brand, me, query.pageNo, query.pageSize, contentLanguage(request)),
      setPaymentPassword: async (brand, me, body) => {
        await setPaymentPasswordConfirmed(db, brand, me, body);
        return null;
      },
      banks: (brand) => cards.banks(brand),
      bankCards: (brand, me) => cards.cards(brand, me),
      bindBankCard: (brand, me, body) => cards.bind(brand, me, body),
      withdrawInfo: (brand, me) => withdrawals.info(brand, me),
      withdraw: (brand, me, body) => withdrawals.create(brand, me, body),
      withdrawOrders: (brand, me, query) => withdrawals.orders(brand, me, query.pageNo, query.pageSize),
      withdrawConfirm: (brand, me, body) => withdrawals.confirm(brand, me, body),
      sandboxCallback: callback.handler,
    },
    (app) => {
      // ------------------------------------------------------------ operator
      orderAction(app, '/admin/deposits/:orderId/approve', DepositOrderSchema, deposits.approve);
      orderDecision(
        app,
        '/admin/deposits/:orderId/reject',
        AdminDecisionSchema,
        DepositOrderSchema,
        (m, id, body) => deposits.reject(m, id, body.reason),
      );

      route(app, {
        method: 'GET',
        url: '/admin/withdrawals',
        admin: true,
        query: AdminWithdrawalsQuerySchema,
        response: AdminWithdrawalsSchema,
        handler: async ({ query, merchant }) =>
          withdrawalReview.list(await merchant(), query.status, query.pageNo, query.pageSize),
      });

      orderAction(app, '/admin/withdrawals/:orderId/approve', WithdrawOrderSchema, withdrawalReview.approve);
      orderDecision(
        app,
        '/admin/withdrawals/:orderId/reject',
        AdminDecisionSchema,
        WithdrawOrderSchema,
        (m, id, body) => withdrawalReview.reject(m, id, body.reason),
      );
      orderAction(app, '/admin/withdrawals/:orderId/pay', WithdrawOrderSchema, withdrawalReview.pay);
      orderDecision(
        app,
        '/admin/withdrawals/:orderId/resolve',
        ResolveSchema,
        WithdrawOrderSchema,
        withdrawalReview.resolve,
      );

      // The payout methods' usual payout time, which the member's withdrawal panel shows.
      route(app, {
        method: 'PUT',
        url: '/admin/banks/:code',
        admin: true,
        params: z.object({ code: z.string().min(1).max(32) }),
        body: AdminBankPayoutSchema,
        response: WithdrawMethodSchema,
        handler: async ({ request, params, body, merchant }) => {
          const method = await cards.setPayoutTime(await merchant(), params.code, body);
          request.log.info(method, 'bank payout time set by operator');
          return method;
        },
      });

      // The profile fields a withdrawal needs filled in (its `profile` rule).
      route(app, {
        method: 'GET',
        url: '/admin/payments/withdraw-requirements',
        admin: true,
        response: AdminWithdrawRequirementsSchema,
        handler: async ({ merchant }) => ({
          profileFields: AdminWithdrawRequirementsSchema.shape.profileFields.parse(
            (await merchant()).withdrawProfileFields,
          ),
        }),
      });
      route(app, {
        method: 'PUT',
        url: '/admin/payments/withdraw-requirements',
        admin: true,
        body: AdminWithdrawRequirementsSchema,
        response: AdminWithdrawRequirementsSchema,
        handler: async ({ request, body, merchant }) => {
          const m = await merchant();
          const set = await cards.setWithdrawRequirements(m, body);
          // This process reads the new setting at once; others within the merchant cache's 5 s.
          app.platform.merchants.forget();
          request.log.info({ merchant: m.code, ...set }, 'withdraw requirements set by operator');
          return set;
        },
      });

      route(app, {
        method: 'GET',
        url: '/admin/payments/callbacks',
        admin: true,
        response: CallbacksKnobSchema,
        handler: async () => ({ accept: await deposits.callbacksAccepted() }),
      });

      route(app, {
        method: 'PUT',
        url: '/admin/payments/callbacks',
        admin: true,
        body: CallbacksKnobSchema,
        response: CallbacksKnobSchema,
        handler: async ({ request, body }) => {
          await deposits.setCallbacksAccepted(body.accept);
          request.log.info({ accept: body.accept }, 'sandbox callback acceptance changed');
          return body;
        },
      });
    },
    {
      scoped: {
        // Proof images make the confirmation's body large: its own limit, for this one route.
        withdrawConfirm: bodyLimit(CONFIRM_BODY_LIMIT),
        sandboxCallback: callback.scope,
      },
    },
  );
}
