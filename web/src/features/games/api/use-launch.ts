import type { GameCategory } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '@/lib/trpc';

/**
 * A fresh, signed launch of one game (`games.launch`); the game page calls it on every visit. A PvP
 * game is the spec's "pvp launch" (`kind: 'pvp'`, the platform's POST), into `room` when one is
 * named; every other game a plain launch.
 */
export function useLaunchGame(
  nodeId: number,
  freePlay: boolean,
  target: { gameType?: GameCategory | undefined; room?: string | undefined } = {},
) {
  const client = useTRPCClient();
  const { gameType, room } = target;
  return useMutation({
    mutationFn: () =>
      gameType === 'PVP' || room !== undefined
        ? client.games.launch.mutate({ kind: 'pvp', nodeId, roomId: room, freePlay })
        : client.games.launch.mutate({ kind: 'game', nodeId, freePlay }),
  });
}
