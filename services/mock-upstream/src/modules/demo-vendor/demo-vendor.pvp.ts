import type { Db } from '../../db/client.js';
import { createNiuniuRepository } from './niuniu/niuniu.repository.js';
import { NIUNIU_GAME_CODE, NIUNIU_VENDOR, SEAT_IDLE_MS } from './niuniu/niuniu.service.js';

/**
 * What the platform's PvP area reads of the demo vendor's Niu-Niu table (ADR 0018): which game its
 * rooms play, and how many people sit in each room of a brand now.
 */
export const DEMO_PVP_GAME = { vendor: NIUNIU_VENDOR, gameCode: NIUNIU_GAME_CODE } as const;

export function demoPvpSeating(db: Db) {
  const repo = createNiuniuRepository(db);
  return {
    seatedPerRoom: (merchantId: number) =>
      repo.seatedPerRoom(merchantId, new Date(Date.now() - SEAT_IDLE_MS)),
  };
}
