/** How the descriptor walk calls each games endpoint (see walk.ts). */
import { gamesEndpoints, GameListSchema, pvpEndpoints, PvpRoomsSchema, type Game } from '@portal/contracts';
import type { Examples, Walk } from './walk.js';

const e = gamesEndpoints;

/** The demo vendor's slot: offered to every brand, never under maintenance. */
async function demoSlot(walk: Walk): Promise<Game> {
  const list = GameListSchema.parse(
    await walk.call(e.gameList, { query: { gameType: 'RNG', vassalage: 'DEMO' } }, null),
  );
  const [slot] = list.games;
  if (!slot) throw new Error('the demo vendor offers no slot');
  return slot;
}

export const gamesExamples: Examples = {
  'games.vendorLanes': (walk) => walk.call(e.vendorLanes, { query: {} }, null),
  'games.gameMenus': (walk) => walk.call(e.gameMenus, { query: { prizeMode: 'Lott' } }, null),
  'games.gameList': demoSlot,
  'games.hotGames': (walk) => walk.call(e.hotGames, { query: { gameType: 'RNG' } }, null),
  'games.vassalGameTypes': (walk) =>
    walk.call(
      e.vassalGameTypes,
      { query: { gameType: 'RNG', vassalage: 'JL', clientType: 3, platform: 'flash,html5-desktop' } },
      null,
    ),
  'games.favourites': (walk) => walk.call(e.favourites, { query: {} }),
  'games.favouriteIds': (walk) => walk.call(e.favouriteIds, {}),
  'games.favouriteToggle': async (walk) => {
    const slot = await demoSlot(walk);
    return walk.call(e.favouriteToggle, {
      body: { nodeId: slot.nodeId, vendor: slot.vendor, gameType: slot.gameType, favourite: true },
    });
  },
  'games.recentGames': (walk) => walk.call(e.recentGames, { query: {} }),
  'games.launch': async (walk) => {
    const slot = await demoSlot(walk);
    return walk.call(e.launch, { query: { launchMode: 'GLS', nodeId: slot.nodeId } });
  },
  'games.launchPvp': async (walk) => {
    const rooms = PvpRoomsSchema.parse(await walk.call(pvpEndpoints.rooms, { query: {} }, null));
    const [room] = rooms.list;
    if (!room) throw new Error('the brand has no PvP room');
    return walk.call(e.launchPvp, { body: { nodeId: room.nodeId, roomId: room.roomId } });
  },
  'games.betRecords': (walk) =>
    walk.call(e.betRecords, { query: { startDate: '2026-01-01', endDate: '2026-01-07' } }),
  'games.playSession': (walk) => walk.call(e.playSession, {}),
};
