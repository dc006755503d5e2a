/**
 * Punto banco (baccarat) as pure rules (ADR 0019): the deal of one coup by the standard tableau, the
 * outcome, what each bet returns, and the committed draw a round's cards come from.
 *
 * Cards: index 0..51, rank = index mod 13 + 1 (1 ace ... 13 king), suit = floor(index / 13)
 * (0 diamonds, 1 clubs, 2 hearts, 3 spades). Points: ace 1, 2-9 their face, 10/J/Q/K 0; a hand is
 * worth its points mod 10. The shoe is 8 decks (416 cards, card c of the shoe is card c mod 52).
 */
import { fairBlock, fairUniforms, seedHash, type DrawSeeds } from '../fair-draw.js';

export const DECKS = 8;
export const SHOE = DECKS * 52;
/** A coup uses at most six cards. */
export const COUP_CARDS = 6;
export const SUITS = ['D', 'C', 'H', 'S'] as const;
const RANK_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const rankOf = (card: number) => (card % 13) + 1;
export const suitOf = (card: number) => Math.floor((card % 52) / 13);
export const pointsOf = (card: number) => (rankOf(card) >= 10 ? 0 : rankOf(card));
/** "AS", "10H", "KD". */
export const cardName = (card: number) => `${RANK_NAMES[rankOf(card)]}${SUITS[suitOf(card)]}`;

const total = (cards: readonly number[]) => cards.reduce((sum, c) => sum + pointsOf(c), 0) % 10;

export type Outcome = 'player' | 'banker' | 'tie';
export const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type Spot = (typeof SPOTS)[number];

export interface Coup {
  /** Player's cards in the order dealt (two, or three with a third card). */
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  outcome: Outcome;
  /** The first two cards of the hand are of one rank. */
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

/**
 * Whether the banker draws a third card, given its total and the player's third card's points
 * (null when the player stood): the standard tableau.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * One coup from the cards in dealt order: player, banker, player, banker; then the player's third
 * card (on 0-5, unless either hand is a natural 8 or 9), then the banker's by the tableau. Only the
 * cards needed are read, so `cards` may be any length from 4 to 6.
 */
export function playCoup(cards: readonly number[]): Coup {
  const at = (i: number) => {
    const card = cards[i];
    if (card === undefined) throw new Error('a coup needs up to six cards');
    return card;
  };
  const player = [at(0), at(2)];
  const banker = [at(1), at(3)];
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = at(next++);
      player.push(card);
      playerThird = pointsOf(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(at(next++));
  }
  const playerPoints = total(player);
  const bankerPoints = total(banker);
  return {
    player,
    banker,
    playerPoints,
    bankerPoints,
    outcome: playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie',
    playerPair: rankOf(at(0)) === rankOf(at(2)),
    bankerPair: rankOf(at(1)) === rankOf(at(3)),
    natural,
  };
}

/** The banker bet's commission on a win, in basis points of the stake. */
export const BANKER_COMMISSION_BPS = 500;
/** What a winning bet pays per unit staked (the stake comes back on top). */
export const PAYS = { player: 1, tie: 8, playerPair: 11, bankerPair: 11 } as const;

/**
 * What a bet returns, stake included (0 for a loss): player 1:1; banker 1:1 less 5 % commission on
 * the win (rounded down to the minor unit, to the house); tie 8:1; a player or banker bet on a tie
 * is returned (a push); each pair 11:1.
 */
export function betReturn(spot: Spot, stakeMinor: bigint, coup: Coup): bigint {
  switch (spot) {
    case 'player':
      if (coup.outcome === 'tie') return stakeMinor;
      return coup.outcome === 'player' ? stakeMinor * 2n : 0n;
    case 'banker':
      if (coup.outcome === 'tie') return stakeMinor;
      return coup.outcome === 'banker'
        ? stakeMinor + (stakeMinor * BigInt(10_000 - BANKER_COMMISSION_BPS)) / 10_000n
        : 0n;
    case 'tie':
      return coup.outcome === 'tie' ? stakeMinor * BigInt(PAYS.tie + 1) : 0n;
    case 'playerPair':
      return coup.playerPair ? stakeMinor * BigInt(PAYS.playerPair + 1) : 0n;
    case 'bankerPair':
      return coup.bankerPair ? stakeMinor * BigInt(PAYS.bankerPair + 1) : 0n;
  }
}

/** A round's seeds: the slot's provably fair formula (ADR 0016), the table as client seed. */
export type RoundSeeds = DrawSeeds;

export { seedHash };

/** Block k of a round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}[:k]`). */
export const roundBlock = fairBlock;

/**
 * The first six cards of a freshly shuffled 8-deck shoe: a Fisher-Yates shuffle from the front,
 * position i (0..5) swapped with j = i + u mod (416 - i), u read as big-endian 32-bit words of the
 * blocks in order, a word at or above 2^32 - (2^32 mod (416 - i)) skipped so every j is equally likely.
 * (The rest of the shoe is never looked at: a round is a fresh shuffle.)
 */
export function drawCards(seeds: RoundSeeds): number[] {
  const shoe = Array.from({ length: SHOE }, (_, i) => i);
  const next = fairUniforms(seeds);
  for (let i = 0; i < COUP_CARDS; i++) {
    const j = i + next(SHOE - i);
    const held = shoe[i] ?? i;
    shoe[i] = shoe[j] ?? j;
    shoe[j] = held;
  }
  return shoe.slice(0, COUP_CARDS).map((c) => c % 52);
}

/** A round's coup from its seeds. */
export const coupOf = (seeds: RoundSeeds): Coup => playCoup(drawCards(seeds));

/** How the page explains a round. */
export const BACCARAT_FORMULA =
  'hash = SHA-256(serverSeed), shown while bets are open; block k = HMAC-SHA256(serverSeed, table + ":" + ' +
  'round [+ ":" + k]). The 8-deck shoe 0..415 is shuffled by Fisher-Yates from the front for six ' +
  'positions: j = i + u mod (416 - i), u the next big-endian 32-bit word of the blocks, a word at or above ' +
  '2^32 - (2^32 mod (416 - i)) skipped. Shoe card s is card s mod 52: rank s mod 13 + 1 of suit ' +
  'floor((s mod 52) / 13). Cards go player, banker, player, banker, then third cards by the tableau.';
