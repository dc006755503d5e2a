import {
  LotteryGameCodeSchema,
  OPENED_NUMERO_DEFAULT_COUNT,
  OPENED_NUMERO_MAX_COUNT,
} from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import * as lottery from './lottery.service.js';

const PrizeModeInputSchema = z.object({
  prizeMode: z
    .string()
    .regex(/^[A-Za-z0-9]{1,16}$/, 'prize_mode_format')
    .optional(),
});

/** The lottery lobby's side panels: public, briefly cached (lottery.service.ts). */
export const lotteryRouter = router({
  results: publicProcedure
    .input(
      z.object({
        gameCode: LotteryGameCodeSchema,
        count: z.number().int().min(1).max(OPENED_NUMERO_MAX_COUNT).default(OPENED_NUMERO_DEFAULT_COUNT),
      }),
    )
    .query(({ ctx, input }) => lottery.getResults(ctx.services, ctx.visitor, input.gameCode, input.count)),
  popular: publicProcedure
    .input(PrizeModeInputSchema)
    .query(({ ctx, input }) => lottery.getPopular(ctx.services, ctx.visitor, input.prizeMode)),
  vnNumbers: publicProcedure
    .input(z.object({ gameCode: LotteryGameCodeSchema }))
    .query(({ ctx, input }) => lottery.getVnNumbers(ctx.services, ctx.visitor, input.gameCode)),
  vnMenu: publicProcedure
    .input(PrizeModeInputSchema)
    .query(({ ctx, input }) => lottery.getVnMenu(ctx.services, ctx.visitor, input.prizeMode)),
});
