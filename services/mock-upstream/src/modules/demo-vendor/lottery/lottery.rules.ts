import { createHash, createHmac } from 'node:crypto';

/**
 * The draw and the bet rules of the demo Vietnamese lottery: pure functions, no I/O.
 *
 * A draw has the Miền Bắc structure: 27 numbers in eight prizes. Its numbers are expanded from one
 * seed, `HMAC-SHA256(drawKey, "<gameCode>:<numero>")`, which is published with the result (its
 * sha256, the commitment, is published before the draw), so anyone can recompute the numbers from
 * the seed: block i of the stream is `HMAC-SHA256(seed, "<i>")` (i = 0, 1, ...), read as big-endian
 * uint32 words; a number of d digits takes the next word u with u < 2^32 - (2^32 mod 10^d) (the rest
 * are rejected so that every value is equally likely) and is u mod 10^d, zero-padded.
 */

export const PRIZES = [
  { name: 'DB', count: 1, digits: 5 },
  { name: 'G1', count: 1, digits: 5 },
  { name: 'G2', count: 2, digits: 5 },
  { name: 'G3', count: 6, digits: 5 },
  { name: 'G4', count: 4, digits: 4 },
  { name: 'G5', count: 6, digits: 4 },
  { name: 'G6', count: 3, digits: 3 },
  { name: 'G7', count: 4, digits: 2 },
] as const;
export type PrizeName = (typeof PRIZES)[number]['name'];
export const PRIZE_NAMES = PRIZES.map((p) => p.name);
export type DrawResult = Record<PrizeName, string[]>;

/** The key draws are seeded with: derived from the platform's seamless master secret. */
export function drawKey(masterSecret: string): Buffer {
  return createHmac('sha256', masterSecret).update('demo-vendor vn lottery draw').digest();
}

export function drawSeed(key: Buffer, gameCode: string, numero: string): string {
  return createHmac('sha256', key).update(`${gameCode}:${numero}`).digest('hex');
}

export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The 27 numbers of a draw from its seed (hex), deterministic. */
export function resultFromSeed(seed: string): DrawResult {
  const key = Buffer.from(seed, 'hex');
  let block = 0;
  const words: number[] = [];
  const nextWord = (): number => {
    if (words.length === 0) {
      const bytes = createHmac('sha256', key).update(String(block)).digest();
      block += 1;
      for (let i = 0; i < bytes.length; i += 4) words.push(bytes.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const uniform = (modulus: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % modulus);
    for (;;) {
      const u = nextWord();
      if (u < limit) return u % modulus;
    }
  };
  const result = {} as DrawResult;
  for (const prize of PRIZES) {
    const modulus = 10 ** prize.digits;
    result[prize.name] = Array.from({ length: prize.count }, () =>
      String(uniform(modulus)).padStart(prize.digits, '0'),
    );
  }
  return result;
}

/** The 27 numbers, special prize first, then G1 ... G7 in order. */
export function winNumbers(result: DrawResult): string[] {
  return PRIZE_NAMES.flatMap((name) => result[name]);
}

/** The last two digits of each of the 27 numbers (what lô and xiên are played on). */
export function tailsOf(result: DrawResult): string[] {
  return winNumbers(result).map((n) => n.slice(-2));
}

export const BET_TYPES = ['LO2', 'DE', 'XIEN2', '3CANG'] as const;
export type BetType = (typeof BET_TYPES)[number];

export interface BetTypeRule {
  type: BetType;
  /** How many numbers a bet picks, and of how many digits. */
  picks: number;
  digits: number;
  /** What one unit staked returns (stake included) per hit, in hundredths. */
  oddsCents: number;
  /** Whether each occurrence pays (lô) or the bet pays once. */
  perHit: boolean;
  /** Expected return per unit staked, in percent (one decimal). */
  rtp: string;
}

/**
 * Odds, with the expected return (every one of the 27 numbers' last two digits is uniform on 00-99
 * and independent of the others):
 * - LO2 (lô): 3.5x per occurrence among the 27 -> 27/100 * 3.5 = 94.5%.
 * - DE (đề): 95x when the special prize ends with the number -> 95%.
 * - XIEN2 (xiên 2): 17x when both numbers occur -> (1 - 2*0.99^27 + 0.98^27) * 17 = 93.3%.
 * - 3CANG (ba càng): 950x when the special prize ends with the three digits -> 95%.
 */
export const BET_RULES: Record<BetType, BetTypeRule> = {
  LO2: { type: 'LO2', picks: 1, digits: 2, oddsCents: 350, perHit: true, rtp: '94.5' },
  DE: { type: 'DE', picks: 1, digits: 2, oddsCents: 9_500, perHit: false, rtp: '95.0' },
  XIEN2: { type: 'XIEN2', picks: 2, digits: 2, oddsCents: 1_700, perHit: false, rtp: '93.3' },
  '3CANG': { type: '3CANG', picks: 1, digits: 3, oddsCents: 95_000, perHit: false, rtp: '95.0' },
};

/** How many times a bet hits: lô counts occurrences, the others are 0 or 1. */
export function hitsOf(type: BetType, numbers: readonly string[], result: DrawResult): number {
  const special = result.DB[0] ?? '';
  const tails = tailsOf(result);
  switch (type) {
    case 'LO2':
      return tails.filter((t) => t === numbers[0]).length;
    case 'DE':
      return special.slice(-2) === numbers[0] ? 1 : 0;
    case 'XIEN2':
      return numbers.length === 2 && numbers.every((n) => tails.includes(n)) ? 1 : 0;
    case '3CANG':
      return special.slice(-3) === numbers[0] ? 1 : 0;
  }
}

/** The credit of a settled bet in minor units (rounded down to the minor unit). */
export function winOf(amountMinor: bigint, oddsCents: number, hits: number): bigint {
  return (amountMinor * BigInt(oddsCents) * BigInt(hits)) / 100n;
}

/** "3.5" from 350. */
export function oddsText(oddsCents: number): string {
  const whole = Math.floor(oddsCents / 100);
  const cents = oddsCents % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
