import { createHash, createHmac } from 'node:crypto';
import { at } from '../../../lib/at.js';
import { REELS } from './slot.rules.js';
import { STRIP_LENGTHS } from './slot.tables.js';

/** The game's secret seed, derived from the platform's seamless master secret. */
export function deriveServerSeed(masterSecret: string): Buffer {
  return createHmac('sha256', masterSecret).update('demo-slot-seed').digest();
}

/** The public commitment to the seed: its SHA-256, published before any round is played. */
export function seedCommitment(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * The random bytes of a round: HMAC-SHA256(seed, roundId), followed (only in the rare case that
 * rejection sampling used up all 32 bytes) by HMAC-SHA256(seed, `${roundId}:1`), `:2`, ...
 */
export function roundBlock(seed: Buffer, roundId: string, index = 0): Buffer {
  return createHmac('sha256', seed)
    .update(index === 0 ? roundId : `${roundId}:${index}`)
    .digest();
}

/**
 * Turns a sequence of random blocks into stops, one byte per reel by rejection sampling: a byte at
 * or above the largest multiple of the strip length that fits in 256 is skipped, so every stop is
 * exactly equally likely (no modulo bias). Returns a function that fills `out` with the next five
 * stops, asking `nextBlock(0)`, `nextBlock(1)`, ... for bytes as it needs them.
 */
export function createStopReader(nextBlock: (index: number) => Uint8Array) {
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  let index = 0;
  return (out: { [reel: number]: number }) => {
    for (let reel = 0; reel < REELS; reel++) {
      const length = at(STRIP_LENGTHS, reel);
      const limit = 256 - (256 % length);
      for (;;) {
        if (offset >= block.length) {
          block = nextBlock(index++);
          offset = 0;
        }
        const byte = at(block, offset++);
        if (byte < limit) {
          out[reel] = byte % length;
          break;
        }
      }
    }
  };
}

/** A round's stops and the blocks they were read from. */
export function roundStops(seed: Buffer, roundId: string): { stops: number[]; blocks: Buffer[] } {
  const blocks: Buffer[] = [];
  const stops = new Array<number>(REELS).fill(0);
  createStopReader((index) => {
    const block = roundBlock(seed, roundId, index);
    blocks.push(block);
    return block;
  })(stops);
  return { stops, blocks };
}
