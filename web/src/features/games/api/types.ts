import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** `games.lanes`: each category's vendor lane. */
export type VendorLanes = Outputs['games']['lanes'];
export type VendorCard = VendorLanes[number]['vendors'][number];
export type Game = Outputs['games']['list']['games'][number];
export type BetRecord = Outputs['games']['betRecords']['list'][number];

/** `games.setFavourite`'s input: which game, starred or not. */
export type FavouriteToggle = Inputs['games']['setFavourite'];
