import { createHash, createHmac } from 'node:crypto';
import { createStopReader, fairMessage, REELS } from '@portal/contracts/slot';

export { createStopReader } from '@portal/contracts/slot';

/** The game's secret seed, derived from the platform's seamless master secret. */
export function deriveServerSeed(masterSecret: string): Buffer {
  return createHmac('sha256', masterSecret).update('demo-slot-seed').digest();
}

/** The public commitment to the seed: its SHA-256, published before any round is played. */
export function seedCommitment(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * The random bytes of a round played without a member's seed pair (a guest's free play, and rounds
 * from before seed pairs existed): HMAC-SHA256(seed, roundId), followed (only in the rare case that
 * rejection sampling used up all 32 bytes) by HMAC-SHA256(seed, `${roundId}:1`), `:2`, ...
 */
export function roundBlock(seed: Buffer, roundId: string, index = 0): Buffer {
  return createHmac('sha256', seed)
    .update(index === 0 ? roundId : `${roundId}:${index}`)
    .digest();
}

/** A member's round's seeds (ADR 0016): the server seed as its 64 hex characters, used as text. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Block `index` of a provably fair round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}[:index]`). */
export function fairBlock(seeds: FairSeeds, index = 0): Buffer {
  return createHmac('sha256', seeds.serverSeed)
    .update(fairMessage(seeds.clientSeed, seeds.nonce, index))
    .digest();
}

/** The commitment to a member's server seed: hex SHA-256 of its text. */
export function fairSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * A round's stops and the blocks they were read from: from the member's seed pair when the round
 * has one, else from the game seed and the round id.
 */
export function roundStops(
  seed: Buffer,
  roundId: string,
  fair: FairSeeds | null = null,
): { stops: number[]; blocks: Buffer[] } {
  const blocks: Buffer[] = [];
  const stops = new Array<number>(REELS).fill(0);
  createStopReader((index) => {
    const block = fair ? fairBlock(fair, index) : roundBlock(seed, roundId, index);
    blocks.push(block);
    return block;
  })(stops);
  return { stops, blocks };
}
