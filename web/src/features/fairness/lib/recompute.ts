/**
 * Recomputes a round of the demo slot in the browser (ADR 0016), with Web Crypto only: the
 * server seed's SHA-256 against the hash committed before play, the round's HMAC-SHA256 blocks from
 * the seeds and the nonce, and from them the stops and the win, by the same pure code and tables the
 * platform plays with (`@portal/contracts/slot`). Nothing is sent anywhere.
 */
import {
  fairMessage,
  isAllowedBet,
  outcomeOfStops,
  stopsOfBlocks,
  type StopsOutcome,
} from '@portal/contracts/slot';

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** hex(SHA-256(UTF-8 text)). */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The rounds' blocks are read with one key: imported once per verification. */
async function hmacKey(serverSeed: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

export interface RoundInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Total bet in minor units (cents); one of the game's bets. */
  betMinor: bigint;
  /** The hash committed before play, when known: checked against the seed. */
  serverSeedHash?: string;
}

export interface Recomputed extends StopsOutcome {
  /** SHA-256 of the server seed as given. */
  seedHash: string;
  /** True or false when a committed hash was given to compare with, null otherwise. */
  hashMatches: boolean | null;
  /** The HMAC blocks read, in hex (almost always one). */
  blocks: string[];
  /** The win as a multiple of the total bet, e.g. "6.25". */
  multiplier: string;
}

/** At most this many blocks: each holds 32 bytes, and a byte is skipped with odds below 1 in 6. */
const MAX_BLOCKS = 8;

export async function recomputeRound(input: RoundInput): Promise<Recomputed> {
  if (!isAllowedBet(input.betMinor)) throw new RangeError('bet');
  const key = await hmacKey(input.serverSeed);
  const blocks: Uint8Array[] = [];
  let stops: number[] | null = null;
  while (stops === null && blocks.length < MAX_BLOCKS) {
    const message = fairMessage(input.clientSeed, input.nonce, blocks.length);
    blocks.push(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))));
    stops = stopsOfBlocks(blocks);
  }
  if (stops === null) throw new Error('the blocks ran out');
  const seedHash = await sha256Hex(input.serverSeed);
  const outcome = outcomeOfStops(stops, input.betMinor);
  return {
    ...outcome,
    seedHash,
    hashMatches: input.serverSeedHash ? input.serverSeedHash.toLowerCase() === seedHash : null,
    blocks: blocks.map((b) => hex(b.buffer as ArrayBuffer)),
    multiplier: multipleOf(outcome.winMinor, input.betMinor),
  };
}

/** win / bet with up to two decimals, exact in bigint ("0", "0.5", "6.25", "1000"). */
export function multipleOf(winMinor: bigint, betMinor: bigint): string {
  const hundredths = (winMinor * 100n) / betMinor;
  const whole = hundredths / 100n;
  const part = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return part ? `${whole}.${part}` : `${whole}`;
}
