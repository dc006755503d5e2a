/** The PvP area's platform endpoints (see pvp.ts): the rooms of the brand's PvP tables. */
import { endpoints } from './endpoint.js';
import { PvpRoomsQuerySchema, PvpRoomsSchema } from './pvp.js';

export const pvpEndpoints = endpoints('pvp', {
  /** The spec's "pvp rooms": every room with its stake, seats and seated players. */
  rooms: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_pvpRooms',
    auth: 'public',
    query: PvpRoomsQuerySchema,
    response: PvpRoomsSchema,
  },
});
