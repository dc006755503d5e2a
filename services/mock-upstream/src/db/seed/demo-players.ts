/**
 * Players whose deposits and bets fill the ranking pages on a fresh start (`seedRankings`); the
 * winner board's masked names are drawn from them too (`seedWinners`).
 */
export const DEMO_PLAYERS = [
  'luckystar',
  'minhtran',
  'dealer88',
  'hoanglong',
  'goldfish7',
  'thanhvu',
  'nguyenanh',
  'phoenix21',
  'tigerking',
  'baolam',
  'jackwin',
  'quanghuy',
  'kimchi99',
  'sunnyday',
  'dragonvn',
  'maiphuong',
  'tuanpham',
  'rocket777',
  'silverfox',
  'hanoiboy',
  'lotusking',
  'saigonkid',
  'bigwave',
  'jadefox',
];

/** A deterministic pseudo-random sequence (mulberry32) so every database gets the same demo data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
