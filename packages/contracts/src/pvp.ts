/**
 * PvP rooms (the spec's "pvp rooms" call): the rooms of the brand's player-versus-player card games,
 * each with its stake, its seats and how many players sit there now. The sandbox's PvP vendor is the
 * demo vendor's Niu-Niu table (ADR 0018); its rooms are fixed here so that the platform's list and
 * the table agree on them.
 */
import { z } from 'zod';
import { MoneySchema } from './envelope.js';

/** A room of the demo Niu-Niu table: its id, its stake in minor units (2 decimals) and its seats. */
export interface PvpRoomRule {
  roomId: string;
  stakeMinor: bigint;
  seats: number;
}

/** The demo table's rooms, cheapest first. Five seats: a Niu-Niu deck deals 25 of its 52 cards. */
export const PVP_ROOMS: readonly PvpRoomRule[] = [
  { roomId: 'NN-1', stakeMinor: 50n, seats: 5 },
  { roomId: 'NN-2', stakeMinor: 200n, seats: 5 },
  { roomId: 'NN-3', stakeMinor: 1_000n, seats: 5 },
  { roomId: 'NN-4', stakeMinor: 5_000n, seats: 5 },
  { roomId: 'NN-5', stakeMinor: 20_000n, seats: 5 },
];
export const PVP_ROOM_ID_PATTERN = /^NN-\d{1,3}$/;

/**
 * The field value with which the GET launch refuses a PvP game (`fields.nodeId`): its launch is the
 * spec's POST ("pvp launch"). A caller that names a game only by its node (a banner's bare node id)
 * learns from it to launch by the POST.
 */
export const PVP_LAUNCH_IS_POST = 'pvp_launch_is_post';

/** The house's rake: this share of every pot, in basis points (500 = 5 %). */
export const PVP_RAKE_BPS = 500;
/** The rake as the rooms call states it: percent, a plain decimal ("5", "2.5"). */
export const PVP_RAKE_PERCENT = String(PVP_RAKE_BPS / 100);

export const PvpRoomsQuerySchema = z.object({
  language: z.string().max(8).optional(),
});
export type PvpRoomsQuery = z.infer<typeof PvpRoomsQuerySchema>;

export const PvpRoomSchema = z.object({
  roomId: z.string(),
  /** The game the room plays: launch it by nodeId and open the room. */
  nodeId: z.number().int(),
  gameCode: z.string(),
  vendor: z.string(),
  gameName: z.string(),
  /** Each player's stake per hand. */
  stake: MoneySchema,
  seats: z.number().int().positive(),
  /** People seated now (bots that fill the empty seats in the sandbox are not counted). */
  players: z.number().int().nonnegative(),
  /** The house's share of every pot, in percent ("5"). */
  rakePercent: z.string(),
});
export type PvpRoom = z.infer<typeof PvpRoomSchema>;

export const PvpRoomsSchema = z.object({ list: z.array(PvpRoomSchema) });
export type PvpRooms = z.infer<typeof PvpRoomsSchema>;
