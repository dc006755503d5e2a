import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** `content.banners`: every banner group that has banners. */
export type BannersByGroup = Outputs['content']['banners'];
export type BannerGroup = keyof BannersByGroup;
export type Banner = NonNullable<BannersByGroup[BannerGroup]>[number];
export type Notice = Outputs['content']['notices'][number];
export type HelpCategory = Outputs['content']['helpCenter'][number];
export type RankingKind = Inputs['content']['ranking']['kind'];
export type Ranking = Outputs['content']['ranking'];
export type Winner = Outputs['content']['winners'][number];
