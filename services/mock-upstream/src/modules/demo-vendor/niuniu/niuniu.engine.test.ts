import { PVP_RAKE_BPS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  bankerOf,
  compareHands,
  duelPot,
  rankHand,
  seatMoney,
  showdown,
  shuffledDeck,
} from './niuniu.engine.js';

// Cards by name: rank (A 2..10 J Q K) and suit (D C H S).
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const card = (name: string) => 'DCHS'.indexOf(name.slice(-1)) * 13 + RANKS.indexOf(name.slice(0, -1));
const hand = (...names: string[]) => rankHand(names.map(card));

describe('Niu-Niu hands', () => {
  it('finds the bull and its value, bull-bull, and no bull', () => {
    expect(hand('3S', '7D', 'KH', '4C', '5S')).toMatchObject({ kind: 'bull', bull: 9 });
    expect(hand('JS', 'QD', 'KH', '5C', '5S')).toMatchObject({ kind: 'bullBull', bull: 10 });
    expect(hand('AS', '2D', '4H', '6C', '9S')).toMatchObject({ kind: 'none', bull: 0 });
  });

  it('ranks the special hands above bull-bull: five faces < bomb < five small', () => {
    const fiveFaces = hand('JS', 'QD', 'KH', 'JC', 'QS');
    const bomb = hand('7S', '7D', '7H', '7C', '3S');
    const fiveSmall = hand('AS', 'AD', '2H', '2C', '3S');
    const bullBull = hand('10S', '10D', 'KH', '5C', '5S');
    expect(fiveFaces.kind).toBe('fiveFaces');
    expect(bomb.kind).toBe('bomb');
    expect(fiveSmall.kind).toBe('fiveSmall');
    expect(compareHands(fiveFaces, bullBull)).toBeGreaterThan(0);
    expect(compareHands(bomb, fiveFaces)).toBeGreaterThan(0);
    expect(compareHands(fiveSmall, bomb)).toBeGreaterThan(0);
  });

  it('breaks a tie of equal bulls by the highest card, then its suit', () => {
    const spadeKing = hand('KS', '3D', '7H', '2C', '6S'); // bull 8
    const heartKing = hand('KH', '3C', '7D', '2S', '6D'); // bull 8
    expect(compareHands(spadeKing, heartKing)).toBeGreaterThan(0);
  });

  it('shuffles every card exactly once, the same way for the same seeds', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 3 };
    const deck = shuffledDeck(seeds);
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(shuffledDeck(seeds)).toEqual(deck);
    expect(shuffledDeck({ ...seeds, nonce: 4 })).not.toEqual(deck);
  });
});

describe('the bank', () => {
  it('moves one seat round the table each hand', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((nonce) => bankerOf(nonce, 5))).toEqual([0, 1, 2, 3, 4, 0, 1]);
  });

  it('stakes one per other seat and is paid each duel it wins; a player stakes one', () => {
    const duels = [
      { seat: 1, seatWins: true },
      { seat: 2, seatWins: false },
      { seat: 3, seatWins: false },
      { seat: 4, seatWins: true },
    ];
    const at = (seat: number) => seatMoney({ seat, bankerSeat: 0, duels, stakeMinor: 100n, rakeBps: 500 });
    expect(at(0)).toEqual({ stakeMinor: 400n, winMinor: 380n });
    expect(at(1)).toEqual({ stakeMinor: 100n, winMinor: 190n });
    expect(at(2)).toEqual({ stakeMinor: 100n, winMinor: 0n });
  });
});

describe('the house edge', () => {
  it("is the rake: 5 % of each duel's pot, rounded down to the house", () => {
    expect(duelPot(100n, PVP_RAKE_BPS)).toEqual({ potMinor: 200n, rakeMinor: 10n, payoutMinor: 190n });
    expect(duelPot(1n, PVP_RAKE_BPS)).toEqual({ potMinor: 2n, rakeMinor: 1n, payoutMinor: 1n });
  });

  it('a seat gets back 95 % of what it stakes over 20,000 simulated hands (within 2 points)', () => {
    const hands = 20_000;
    const seats = 5;
    const staked = new Array<bigint>(seats).fill(0n);
    const paid = new Array<bigint>(seats).fill(0n);
    let seatWins = 0;
    let duelCount = 0;
    for (let nonce = 0; nonce < hands; nonce++) {
      const { bankerSeat, duels } = showdown(
        { serverSeed: 'b'.repeat(64), clientSeed: 'simulation', nonce },
        seats,
      );
      for (const d of duels) {
        duelCount += 1;
        if (d.seatWins) seatWins += 1;
      }
      for (let seat = 0; seat < seats; seat++) {
        const m = seatMoney({ seat, bankerSeat, duels, stakeMinor: 100n, rakeBps: PVP_RAKE_BPS });
        staked[seat]! += m.stakeMinor;
        paid[seat]! += m.winMinor;
      }
    }
    // Whoever banks, a seat and the bank are equally likely to hold the better hand.
    expect(Math.abs(seatWins / duelCount - 0.5)).toBeLessThan(0.01);
    for (let seat = 0; seat < seats; seat++) {
      const returned = Number(paid[seat]!) / Number(staked[seat]!);
      // About 0.6 points of standard error per seat: 2 points is more than 3 of them.
      expect(Math.abs(returned - (1 - PVP_RAKE_BPS / 10_000)), `seat ${seat}: ${returned}`).toBeLessThan(
        0.02,
      );
    }
    // The table as a whole pays back exactly the stakes less the rake: the house keeps the rake, no more.
    const total = (list: bigint[]) => list.reduce((a, b) => a + b, 0n);
    expect(total(staked) - total(paid)).toBe(BigInt(duelCount) * duelPot(100n, PVP_RAKE_BPS).rakeMinor);
  });
});
