import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>['points'];
type Outputs = inferRouterOutputs<AppRouter>['points'];

export type PointsBalance = Outputs['balance'];
export type PointsConfig = Outputs['config'];
export type PointProduct = Outputs['products']['list'][number];
export type PointExchangePage = Outputs['exchanges'];
export type PointExchange = PointExchangePage['list'][number];
export type PointExchangeStatus = PointExchange['status'];
export type PointsLedgerPage = Outputs['ledger'];
export type PointsLedgerEntry = PointsLedgerPage['list'][number];
export type RedeemInput = Inputs['redeem'];
export type DeliveryAddress = NonNullable<RedeemInput['deliveryAddress']>;
export type ConvertInput = Inputs['convert'];
