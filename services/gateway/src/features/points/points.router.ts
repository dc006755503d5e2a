/**
 * Points and the point mall: the member's points, the products, the exchange records,
 * the points ledger, redeeming and converting (both password-checked and encrypted upstream by
 * their descriptors). Every rule, the stock and the money live upstream; these are pass-throughs.
 */
import {
  PointExchangeStatusSchema,
  PointsConvertRequestSchema,
  PointsLedgerTypeSchema,
  PointsRedeemRequestSchema,
  pointsEndpoints as e,
} from '@portal/contracts';
import { publicProcedure, router } from '../../trpc/init.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { optionalCallMeta, realAccountProcedure } from '../../trpc/procedures.js';

const ExchangesInputSchema = PageInputSchema.extend({ status: PointExchangeStatusSchema.optional() });
const LedgerInputSchema = PageInputSchema.extend({ type: PointsLedgerTypeSchema.optional() });

export const pointsRouter = router({
  balance: realAccountProcedure.query(forward(e.balance)),
  /** The products on sale: a visitor may browse the mall. */
  products: publicProcedure.query(({ ctx }) => ctx.services.upstream.call(e.products, optionalCallMeta(ctx))),
  config: publicProcedure.query(({ ctx }) => ctx.services.upstream.call(e.config, optionalCallMeta(ctx))),
  redeem: realAccountProcedure.input(PointsRedeemRequestSchema).mutation(forwardBody(e.redeem)),
  convert: realAccountProcedure.input(PointsConvertRequestSchema).mutation(forwardBody(e.convert)),
  exchanges: realAccountProcedure.input(ExchangesInputSchema).query(forwardQuery(e.exchanges)),
  ledger: realAccountProcedure.input(LedgerInputSchema).query(forwardQuery(e.ledger)),
});
