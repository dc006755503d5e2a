import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** `games.lotteryMenus`: each prize mode's menu (the catalogue serves it, see its descriptor). */
export type LotteryMenus = Outputs['games']['lotteryMenus'];
/** `lottery.vnMenu`: each region's VN games with their open draws. */
export type VnGameMenu = Outputs['lottery']['vnMenu'];
export type VnMenuGame = VnGameMenu[string][number];
export type VnNumberStat = Outputs['lottery']['vnNumbers']['numbers'][number];
/** A recently played lottery game (`games.recent`). */
export type Game = Outputs['games']['recent']['list'][number];
