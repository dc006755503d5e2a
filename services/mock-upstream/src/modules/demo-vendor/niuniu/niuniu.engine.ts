/**
 * Niu-Niu (bull-bull) as pure rules (ADR 0018): a hand's rank, every seat against the banker, the
 * duel's pot and the house's rake, and the committed shuffle a hand is dealt from.
 *
 * Cards: index 0..51, rank = index mod 13 + 1 (1 ace ... 13 king), suit = floor(index / 13)
 * (0 diamonds, 1 clubs, 2 hearts, 3 spades). Points: ace 1, 2-10 their face, jack/queen/king 10.
 * A hand of five has a bull when three of its cards sum to a multiple of 10; its value is then the
 * other two cards' sum mod 10 (0: bull-bull, "niu-niu"), else it has no bull. Above bull-bull, the
 * usual special hands: five faces (J/Q/K only), a bomb (four of a kind), five small (every card
 * under 5, summing to 10 or less). Equal hands are told apart by their highest card (rank, then suit),
 * so a showdown always has one winner.
 */
import { createHash, createHmac } from 'node:crypto';
import { fairMessage } from '@portal/contracts/slot';

export const DECK = 52;
export const HAND_SIZE = 5;
export const SUITS = ['D', 'C', 'H', 'S'] as const;
const RANK_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const rankOf = (card: number) => (card % 13) + 1;
export const suitOf = (card: number) => Math.floor(card / 13);
export const pointsOf = (card: number) => Math.min(rankOf(card), 10);
/** "AS", "10H", "KD". */
export const cardName = (card: number) => `${RANK_NAMES[rankOf(card)]}${SUITS[suitOf(card)]}`;

/** The kinds of hand, weakest first; `bull` carries its value 1..9. */
export type HandKind = 'none' | 'bull' | 'bullBull' | 'fiveFaces' | 'bomb' | 'fiveSmall';
const KIND_ORDER: readonly HandKind[] = ['none', 'bull', 'bullBull', 'fiveFaces', 'bomb', 'fiveSmall'];

export interface HandRank {
  kind: HandKind;
  /** The bull's value (1..9) for `bull`, 10 for bull-bull and above, 0 without a bull. */
  bull: number;
  /** The three cards that make the bull (indexes into the hand), empty without one. */
  bullCards: number[];
  /** The tie-break: the highest card's rank * 4 + suit. */
  high: number;
}

/** The 10 ways to pick three of a hand's five cards. */
const TRIPLES: readonly (readonly [number, number, number])[] = [0, 1, 2, 3, 4].flatMap((a) =>
  [0, 1, 2, 3, 4].flatMap((b) =>
    [0, 1, 2, 3, 4].flatMap((c) => (a < b && b < c ? [[a, b, c] as const] : [])),
  ),
);

const strength = (card: number) => rankOf(card) * 4 + suitOf(card);

export function rankHand(cards: readonly number[]): HandRank {
  if (cards.length !== HAND_SIZE) throw new Error('a Niu-Niu hand has five cards');
  const high = Math.max(...cards.map(strength));
  const ranks = cards.map(rankOf);
  const total = cards.reduce((sum, c) => sum + pointsOf(c), 0);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  if (ranks.every((r) => r < 5) && total <= 10) return { kind: 'fiveSmall', bull: 10, bullCards: [], high };
  if ([...counts.values()].some((n) => n === 4)) return { kind: 'bomb', bull: 10, bullCards: [], high };
  if (ranks.every((r) => r > 10)) return { kind: 'fiveFaces', bull: 10, bullCards: [], high };
  const points = cards.map(pointsOf);
  let best: { bull: number; three: number[] } | null = null;
  for (const [a, b, c] of TRIPLES) {
    const three = (points[a] ?? 0) + (points[b] ?? 0) + (points[c] ?? 0);
    if (three % 10 !== 0) continue;
    const rest = (total - three) % 10;
    const bull = rest === 0 ? 10 : rest;
    if (!best || bull > best.bull) best = { bull, three: [a, b, c] };
  }
  if (!best) return { kind: 'none', bull: 0, bullCards: [], high };
  return { kind: best.bull === 10 ? 'bullBull' : 'bull', bull: best.bull, bullCards: best.three, high };
}

/** Positive when hand `a` beats hand `b`. */
export function compareHands(a: HandRank, b: HandRank): number {
  return KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.bull - b.bull || a.high - b.high;
}

/**
 * A duel's pot (the seat's stake and the banker's matching one) and its split: the better hand takes
 * it less the house's rake, rounded down to the house. The loser's stake pays the winner.
 */
export function duelPot(stakeMinor: bigint, rakeBps: number) {
  const potMinor = stakeMinor * 2n;
  const payoutMinor = (potMinor * BigInt(10_000 - rakeBps)) / 10_000n;
  return { potMinor, rakeMinor: potMinor - payoutMinor, payoutMinor };
}

/** The banker of a seat's hand: the bank moves one seat round the table each hand (known before it). */
export const bankerOf = (nonce: number, seats: number) => nonce % seats;

/**
 * What one seat stakes and wins in a hand, all against the banker at 1x: a player stakes one stake and
 * plays the banker; the banker stakes one per other seat (it covers each duel) and plays them all.
 */
export function seatMoney(o: {
  seat: number;
  bankerSeat: number;
  duels: readonly Duel[];
  stakeMinor: bigint;
  rakeBps: number;
}): { stakeMinor: bigint; winMinor: bigint } {
  const { payoutMinor } = duelPot(o.stakeMinor, o.rakeBps);
  if (o.seat === o.bankerSeat) {
    const lost = o.duels.filter((d) => !d.seatWins).length;
    return { stakeMinor: o.stakeMinor * BigInt(o.duels.length), winMinor: payoutMinor * BigInt(lost) };
  }
  const duel = o.duels.find((d) => d.seat === o.seat);
  return { stakeMinor: o.stakeMinor, winMinor: duel?.seatWins ? payoutMinor : 0n };
}

/** The seeds a hand is dealt from (the slot's provably fair formula, ADR 0016). */
export interface HandSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** Block k of a hand: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}[:k]`). */
export function handBlock(seeds: HandSeeds, index: number): Buffer {
  return createHmac('sha256', seeds.serverSeed)
    .update(fairMessage(seeds.clientSeed, seeds.nonce, index))
    .digest();
}

/**
 * The deck in dealt order: a Fisher-Yates shuffle from the last position down, position i swapped
 * with j = byte mod (i + 1), reading the blocks' bytes in order and skipping a byte at or above
 * 256 - (256 mod (i + 1)) so that every j is equally likely.
 */
export function shuffledDeck(seeds: HandSeeds): number[] {
  const deck = Array.from({ length: DECK }, (_, i) => i);
  let block = handBlock(seeds, 0);
  let blockIndex = 0;
  let offset = 0;
  const nextByte = () => {
    if (offset === block.length) {
      blockIndex += 1;
      block = handBlock(seeds, blockIndex);
      offset = 0;
    }
    const byte = block[offset] ?? 0;
    offset += 1;
    return byte;
  };
  for (let i = DECK - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 256 - (256 % n);
    let byte = nextByte();
    while (byte >= limit) byte = nextByte();
    const j = byte % n;
    const held = deck[i] ?? i;
    deck[i] = deck[j] ?? j;
    deck[j] = held;
  }
  return deck;
}

export interface SeatHand {
  seat: number;
  cards: number[];
  rank: HandRank;
}

/** One seat against the banker. */
export interface Duel {
  seat: number;
  seatWins: boolean;
}

/** The deal: seat s gets the deck's cards 5s..5s+4; every other seat plays the banker's hand. */
export function showdown(
  seeds: HandSeeds,
  seats: number,
): { hands: SeatHand[]; bankerSeat: number; duels: Duel[] } {
  const deck = shuffledDeck(seeds);
  const hands = Array.from({ length: seats }, (_, seat) => {
    const cards = deck.slice(seat * HAND_SIZE, seat * HAND_SIZE + HAND_SIZE);
    return { seat, cards, rank: rankHand(cards) };
  });
  const bankerSeat = bankerOf(seeds.nonce, seats);
  const bankerRank = hands[bankerSeat]?.rank;
  if (!bankerRank) throw new Error('the banker seat is not at the table');
  const duels = hands
    .filter((h) => h.seat !== bankerSeat)
    .map((h) => ({ seat: h.seat, seatWins: compareHands(h.rank, bankerRank) > 0 }));
  return { hands, bankerSeat, duels };
}

/** How the page and the audit explain a hand. */
export const NIUNIU_FORMULA =
  'hash = SHA-256(serverSeed), shown before the deal; block k = HMAC-SHA256(serverSeed, clientSeed + ":" + ' +
  'nonce [+ ":" + k]). The deck 0..51 is shuffled by Fisher-Yates from position 51 down: j = byte mod ' +
  '(i + 1), a byte at or above 256 - (256 mod (i + 1)) skipped. Seat s is dealt cards 5s..5s+4 of the ' +
  'shuffled deck; card c is rank c mod 13 + 1 of suit floor(c / 13) (diamonds, clubs, hearts, spades). ' +
  'The banker is seat nonce mod seats; each other seat plays it, the better hand taking both stakes less the rake.';
