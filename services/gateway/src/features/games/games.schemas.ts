import {
  BetRecordQuerySchema,
  GameCategorySchema,
  LOTTO_VIEWS,
  LotteryGameCodeSchema,
  MinBetSchema,
  PVP_ROOM_ID_PATTERN,
  SlotClassifySchema,
} from '@portal/contracts';
import { z } from 'zod';

const VendorTabSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor_format');
const PageNoSchema = z.number().int().min(1).max(10_000).default(1);

/** A page of a category's games as the lobby asks for it (page size is the spec's 21). */
export const GameListInputSchema = z.object({
  gameType: GameCategorySchema,
  vassalage: VendorTabSchema.optional(),
  gameClassify: SlotClassifySchema.optional(),
  gameName: z.string().trim().max(64, 'max_64').optional(),
  minBet: MinBetSchema.optional(),
  pageNo: PageNoSchema,
});
export type GameListInput = z.infer<typeof GameListInputSchema>;

export const HotGamesInputSchema = GameListInputSchema.pick({ gameType: true, vassalage: true });

/** A vendor tab's game types (the spec's "vassal game type"): the category and the tab, if any. */
export const VassalGameTypesInputSchema = HotGamesInputSchema;
export type VassalGameTypesInput = z.infer<typeof VassalGameTypesInputSchema>;

export const MemberGamesInputSchema = z.object({
  gameType: GameCategorySchema.optional(),
  vassalage: VendorTabSchema.optional(),
  pageNo: PageNoSchema,
});
export type MemberGamesInput = z.infer<typeof MemberGamesInputSchema>;

/**
 * A game by its nodeId, a PvP game by its nodeId into a room (the spec's "pvp launch", a POST to the
 * platform), or a lottery by vendor with a game code (none: the lottery lobby).
 */
export const LaunchInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('game'),
    nodeId: z.number().int().positive(),
    freePlay: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('pvp'),
    nodeId: z.number().int().positive(),
    roomId: z.string().regex(PVP_ROOM_ID_PATTERN, 'room_format').optional(),
    freePlay: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('lottery'),
    vassalage: VendorTabSchema,
    gameCode: LotteryGameCodeSchema.optional(),
    prizeMode: z
      .string()
      .regex(/^[A-Za-z0-9]{1,16}$/)
      .optional(),
    view: z.enum(LOTTO_VIEWS).optional(),
    device: z.enum(['WEB', 'H5']).default('WEB'),
    backUrl: z
      .string()
      .max(256)
      .regex(/^\/[^/\\]/, 'relative_url')
      .optional(),
    freePlay: z.boolean().default(false),
  }),
]);
export type LaunchInput = z.infer<typeof LaunchInputSchema>;

export const BetRecordInputSchema = BetRecordQuerySchema.safeExtend({
  pageNo: PageNoSchema,
  pageSize: z.number().int().min(1).max(100).default(20),
});
