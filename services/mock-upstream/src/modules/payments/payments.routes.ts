import {
  AdminDecisionSchema,
  BankCardSchema,
  BanksSchema,
  BankCardsSchema,
  BindBankCardSchema,
  DepositChannelsSchema,
  DepositOrderQuerySchema,
  DepositOrderSchema,
  DepositOrdersSchema,
  DepositRequestSchema,
  PageQuerySchema,
  pageOf,
  SetPaymentPasswordSchema,
  WithdrawConfirmSchema,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawOrdersSchema,
  WithdrawRequestSchema,
  WithdrawStatusSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { route, type RouteContext } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { callbacksAccepted, setCallbacksAccepted } from './callback.routes.js';
import { setPaymentPassword } from './payment-password.js';
import type { Payments } from './payments.module.js';

/** 3 proof images of 5 MB, base64 (4/3) in JSON, plus room for the rest of the body. */
export const CONFIRM_BODY_LIMIT = 22 * 1024 * 1024;

const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
const AdminWithdrawalsQuerySchema = PageQuerySchema.extend({ status: WithdrawStatusSchema.optional() });
const AdminWithdrawalsSchema = pageOf(WithdrawOrderSchema.extend({ account: z.string() }));
const ResolveSchema = z.object({ refund: z.boolean(), reason: z.string().trim().min(1).max(200) });
const CallbacksKnobSchema = z.object({ accept: z.boolean() });
const NullSchema = z.null();

type Authenticate = (request: FastifyRequest) => Promise<{ member: MemberRow }>;

export function paymentsRoutes(deps: { payments: Payments; authenticate: Authenticate }) {
  const { payments, authenticate } = deps;
  const { deposits, withdrawals, cards } = payments;

  /** The caller's member and brand; a token of another brand is no session here. */
  async function caller<Q, B, P>(
    ctx: RouteContext<Q, B, P>,
  ): Promise<{ member: MemberRow; merchant: MerchantRow }> {
    const { member } = await authenticate(ctx.request);
    const merchant = await ctx.merchant();
    if (member.merchantId !== merchant.id) throw AppError.notSession();
    return { member, merchant };
  }

  return async (app: FastifyInstance) => {
    // ------------------------------------------------------------ deposit
    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_depositChannels',
      response: DepositChannelsSchema,
      handler: async (ctx) => deposits.channels((await caller(ctx)).merchant),
    });

    route(app, {
      method: 'POST',
      url: '/wps/relay/PAYMENT_deposit',
      body: DepositRequestSchema,
      response: DepositOrderSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return deposits.create(merchant, member, ctx.body);
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_depositOrder',
      query: DepositOrderQuerySchema,
      response: DepositOrderSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return deposits.order(merchant, member, ctx.query.orderId);
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_depositOrders',
      query: PageQuerySchema,
      response: DepositOrdersSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return deposits.orders(merchant, member, ctx.query.pageNo, ctx.query.pageSize);
      },
    });

    // ------------------------------------------------------------ payment password, bank cards
    route(app, {
      method: 'POST',
      url: '/wps/member/paymentPassword',
      encrypted: true,
      body: SetPaymentPasswordSchema,
      response: NullSchema,
      handler: async (ctx) => {
        const { member } = await caller(ctx);
        await setPaymentPassword(app.db, member.id, ctx.body);
        return null;
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_banks',
      response: BanksSchema,
      handler: async (ctx) => cards.banks((await caller(ctx)).merchant),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_bankCards',
      response: BankCardsSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return cards.cards(merchant, member);
      },
    });

    route(app, {
      method: 'POST',
      url: '/wps/relay/passwordCheck/PAYMENT_bindBankCard',
      encrypted: true,
      body: BindBankCardSchema,
      response: BankCardSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return cards.bind(merchant, member, ctx.body);
      },
    });

    // ------------------------------------------------------------ withdraw
    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_withdrawInfo',
      response: WithdrawInfoSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return withdrawals.info(merchant, member);
      },
    });

    route(app, {
      method: 'POST',
      url: '/wps/relay/passwordCheck/PAYMENT_withdraw',
      encrypted: true,
      body: WithdrawRequestSchema,
      response: WithdrawOrderSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return withdrawals.create(merchant, member, ctx.body);
      },
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/PAYMENT_withdrawOrders',
      query: PageQuerySchema,
      response: WithdrawOrdersSchema,
      handler: async (ctx) => {
        const { member, merchant } = await caller(ctx);
        return withdrawals.orders(merchant, member, ctx.query.pageNo, ctx.query.pageSize);
      },
    });

    // Proof images make this body large: its own limit, scoped to this one route.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (options) => {
        options.bodyLimit = CONFIRM_BODY_LIMIT;
      });
      route(scope, {
        method: 'POST',
        url: '/wps/relay/PAYMENT_withdrawConfirm',
        body: WithdrawConfirmSchema,
        response: WithdrawOrderSchema,
        handler: async (ctx) => {
          const { member, merchant } = await caller(ctx);
          return withdrawals.confirm(merchant, member, ctx.body);
        },
      });
    });

    // ------------------------------------------------------------ operator
    route(app, {
      method: 'POST',
      url: '/admin/deposits/:orderId/approve',
      admin: true,
      params: OrderParamsSchema,
      response: DepositOrderSchema,
      handler: async ({ params, merchant }) => deposits.approve(await merchant(), params.orderId),
    });

    route(app, {
      method: 'POST',
      url: '/admin/deposits/:orderId/reject',
      admin: true,
      params: OrderParamsSchema,
      body: AdminDecisionSchema,
      response: DepositOrderSchema,
      handler: async ({ params, body, merchant }) =>
        deposits.reject(await merchant(), params.orderId, body.reason),
    });

    route(app, {
      method: 'GET',
      url: '/admin/withdrawals',
      admin: true,
      query: AdminWithdrawalsQuerySchema,
      response: AdminWithdrawalsSchema,
      handler: async ({ query, merchant }) =>
        withdrawals.list(await merchant(), query.status, query.pageNo, query.pageSize),
    });

    route(app, {
      method: 'POST',
      url: '/admin/withdrawals/:orderId/approve',
      admin: true,
      params: OrderParamsSchema,
      response: WithdrawOrderSchema,
      handler: async ({ params, merchant }) => withdrawals.approve(await merchant(), params.orderId),
    });

    route(app, {
      method: 'POST',
      url: '/admin/withdrawals/:orderId/reject',
      admin: true,
      params: OrderParamsSchema,
      body: AdminDecisionSchema,
      response: WithdrawOrderSchema,
      handler: async ({ params, body, merchant }) =>
        withdrawals.reject(await merchant(), params.orderId, body.reason),
    });

    route(app, {
      method: 'POST',
      url: '/admin/withdrawals/:orderId/pay',
      admin: true,
      params: OrderParamsSchema,
      response: WithdrawOrderSchema,
      handler: async ({ params, merchant }) => withdrawals.pay(await merchant(), params.orderId),
    });

    route(app, {
      method: 'POST',
      url: '/admin/withdrawals/:orderId/resolve',
      admin: true,
      params: OrderParamsSchema,
      body: ResolveSchema,
      response: WithdrawOrderSchema,
      handler: async ({ params, body, merchant }) =>
        withdrawals.resolve(await merchant(), params.orderId, body),
    });

    route(app, {
      method: 'GET',
      url: '/admin/payments/callbacks',
      admin: true,
      response: CallbacksKnobSchema,
      handler: async () => ({ accept: await callbacksAccepted(app.db) }),
    });

    route(app, {
      method: 'PUT',
      url: '/admin/payments/callbacks',
      admin: true,
      body: CallbacksKnobSchema,
      response: CallbacksKnobSchema,
      handler: async ({ request, body }) => {
        await setCallbacksAccepted(app.db, body.accept);
        request.log.info({ accept: body.accept }, 'sandbox callback acceptance changed');
        return body;
      },
    });
  };
}
