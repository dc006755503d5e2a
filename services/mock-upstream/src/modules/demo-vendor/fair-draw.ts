/**
 * The provably fair draw the demo vendor's games share (ADR 0016's formula): a round's blocks are
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}[:k]`), the server seed committed before play by its
 * SHA-256, and uniform integers are read from the blocks as big-endian 32-bit words, a word at or
 * above 2^32 - (2^32 mod n) skipped so that every value below n is equally likely. The baccarat
 * tables, the cockfight arenas and the fishing game draw from it; a page can redo it with Web Crypto.
 */
import { createHash, createHmac } from 'node:crypto';
import { fairMessage } from '@portal/contracts/slot';

/** What a round is drawn from: a server seed (64 hex characters, used as text), a client seed, a nonce. */
export interface DrawSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The commitment shown before play: hex SHA-256 of the server seed's text. */
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** Block k of a round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}[:k]`). */
export function fairBlock(seeds: DrawSeeds, index: number): Buffer {
  return createHmac('sha256', seeds.serverSeed)
    .update(fairMessage(seeds.clientSeed, seeds.nonce, index))
    .digest();
}

/**
 * Uniform integers below `n` (each call the next), read as big-endian 32-bit words of the round's
 * blocks in order (block 1 and later only when block 0 runs out), rejection-sampled.
 */
export function fairUniforms(seeds: DrawSeeds): (n: number) => number {
  let block = fairBlock(seeds, 0);
  let blockIndex = 0;
  let offset = 0;
  const nextWord = () => {
    if (offset + 4 > block.length) {
      blockIndex += 1;
      block = fairBlock(seeds, blockIndex);
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let word = nextWord();
    while (word >= limit) word = nextWord();
    return word % n;
  };
}
