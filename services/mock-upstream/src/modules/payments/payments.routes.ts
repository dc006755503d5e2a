import {
  AdminDecisionSchema,
  type AnyEndpoint,
  DepositOrderSchema,
  PageQuerySchema,
  pageOf,
  paymentsEndpoints,
  WithdrawOrderSchema,
  WithdrawStatusSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { memberCall } from '../../lib/member-queue.js';
import { route, type EndpointHandler, type RouteContext } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { setPaymentPassword } from './payment-password.js';
import type { Payments } from './payments.module.js';

/** 3 proof images of 5 MB, base64 (4/3) in JSON, plus room for the rest of the body. */
export const CONFIRM_BODY_LIMIT = 22 * 1024 * 1024;

const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
const AdminWithdrawalsQuerySchema = PageQuerySchema.extend({ status: WithdrawStatusSchema.optional() });
const AdminWithdrawalsSchema = pageOf(WithdrawOrderSchema.extend({ account: z.string() }));
const ResolveSchema = z.object({ refund: z.boolean(), reason: z.string().trim().min(1).max(200) });
const CallbacksKnobSchema = z.object({ accept: z.boolean() });

type Authenticate = (request: FastifyRequest) => Promise<{ member: MemberRow }>;
interface Caller {
  member: MemberRow;
  merchant: MerchantRow;
}

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

export function paymentsRoutes(deps: { payments: Payments; authenticate: Authenticate }) {
  const { payments, authenticate } = deps;
  const { deposits, withdrawals, cards } = payments;

  /** The caller's member and brand; a token of another brand is no session here. */
  async function caller<Q, B, P>(ctx: RouteContext<Q, B, P>): Promise<Caller> {
    const { member } = await authenticate(ctx.request);
    const merchant = await ctx.merchant();
    if (member.merchantId !== merchant.id) throw AppError.notSession();
    return { member, merchant };
  }

  /** A member endpoint: the handler gets the caller besides the parsed input. */
  function memberRoute<E extends AnyEndpoint>(
    scope: FastifyInstance,
    endpoint: E,
    handle: (who: Caller, ctx: Parameters<EndpointHandler<E>>[0]) => ReturnType<EndpointHandler<E>>,
  ): void {
    route(scope, endpoint, async (ctx) => {
      const who = await caller(ctx);
      return memberCall(who.member.id, ctx.body ?? ctx.query, async () => handle(who, ctx));
    });
  }

  return async (app: FastifyInstance) => {
    const e = paymentsEndpoints;
    // ------------------------------------------------------------ deposit
    memberRoute(app, e.depositChannels, ({ merchant }) => deposits.channels(merchant));
    memberRoute(app, e.deposit, ({ member, merchant }, { body }) => deposits.create(merchant, member, body));
    memberRoute(app, e.depositOrder, ({ member, merchant }, { query }) =>
      deposits.order(merchant, member, query.orderId),
    );
    memberRoute(app, e.depositOrders, ({ member, merchant }, { query }) =>
      deposits.orders(merchant, member, query.pageNo, query.pageSize),
    );

    // ------------------------------------------------------------ payment password, bank cards
    memberRoute(app, e.setPaymentPassword, async ({ member }, { body }) => {
      await setPaymentPassword(app.db, member.id, body);
      return null;
    });
    memberRoute(app, e.banks, ({ merchant }) => cards.banks(merchant));
    memberRoute(app, e.bankCards, ({ member, merchant }) => cards.cards(merchant, member));
    memberRoute(app, e.bindBankCard, ({ member, merchant }, { body }) => cards.bind(merchant, member, body));

    // ------------------------------------------------------------ withdraw
    memberRoute(app, e.withdrawInfo, ({ member, merchant }) => withdrawals.info(merchant, member));
    memberRoute(app, e.withdraw, ({ member, merchant }, { body }) =>
      withdrawals.create(merchant, member, body),
    );
    memberRoute(app, e.withdrawOrders, ({ member, merchant }, { query }) =>
      withdrawals.orders(merchant, member, query.pageNo, query.pageSize),
    );
    // Proof images make this body large: its own limit, scoped to this one route.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (options) => {
        options.bodyLimit = CONFIRM_BODY_LIMIT;
      });
      memberRoute(scope, e.withdrawConfirm, ({ member, merchant }, { body }) =>
        withdrawals.confirm(merchant, member, body),
      );
    });

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
        withdrawals.list(await merchant(), query.status, query.pageNo, query.pageSize),
    });

    orderAction(app, '/admin/withdrawals/:orderId/approve', WithdrawOrderSchema, withdrawals.approve);
    orderDecision(
      app,
      '/admin/withdrawals/:orderId/reject',
      AdminDecisionSchema,
      WithdrawOrderSchema,
      (m, id, body) => withdrawals.reject(m, id, body.reason),
    );
    orderAction(app, '/admin/withdrawals/:orderId/pay', WithdrawOrderSchema, withdrawals.pay);
    orderDecision(
      app,
      '/admin/withdrawals/:orderId/resolve',
      ResolveSchema,
      WithdrawOrderSchema,
      withdrawals.resolve,
    );

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
  };
}
