/**
 * The fishing game's rules (ADR 0022): the return to player of every shot, exactly (every roll of
 * every fish at every cannon level through the engine) and by simulation (shots drawn from random
 * seeds through the real draw), the draw itself against the formula, and the page's verifier
 * (fishing.verify.js, Web Crypto) against the engine.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/fishing/fishing.engine.test.ts
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedHash } from '../fair-draw.js';
import {
  CANNON_LEVELS_MINOR,
  catchThreshold,
  FISH,
  outcomeOfRoll,
  ROLL_RANGE,
  RTP_PPM,
  shotOutcome,
  shotRoll,
  stakeOfLevel,
} from './fishing.engine.js';

const newSeed = () => randomBytes(32).toString('hex');

describe('the fishing rules', () => {
  it('return exactly 96 % of the stake on every fish at every cannon level, summed over every roll', () => {
    for (const stakeMinor of CANNON_LEVELS_MINOR) {
      for (const fish of FISH) {
        let returned = 0n;
        let caught = 0;
        for (let roll = 0; roll < ROLL_RANGE; roll++) {
          const outcome = outcomeOfRoll(roll, fish.multiplier, stakeMinor);
          returned += outcome.winMinor;
          if (outcome.caught) caught += 1;
        }
        // Each roll is equally likely: the return is the sum over all of them over the stake of all.
        expect(returned * 1_000_000n, `${fish.kind} at ${stakeMinor}`).toBe(
          BigInt(RTP_PPM) * stakeMinor * BigInt(ROLL_RANGE),
        );
        expect(caught / ROLL_RANGE, fish.kind).toBeCloseTo(0.96 / fish.multiplier, 12);
      }
    }
  });

  it('reads every roll equally often from the words it keeps', () => {
    // The words kept are 0 .. limit - 1, and limit is a whole number of ROLL_RANGEs: each roll has
    // limit / ROLL_RANGE words, so the draw adds no bias; a word is skipped with odds under 1 in 4,000.
    const limit = 2 ** 32 - (2 ** 32 % ROLL_RANGE);
    expect(limit % ROLL_RANGE).toBe(0);
    expect(1 - limit / 2 ** 32).toBeLessThan(1 / 4000);
  });

  it('has seven cannon levels from 0.10 to 10.00 and whole catch thresholds', () => {
    expect(CANNON_LEVELS_MINOR.map(String)).toEqual(['10', '20', '50', '100', '200', '500', '1000']);
    expect(stakeOfLevel(1)).toBe(10n);
    expect(stakeOfLevel(7)).toBe(1_000n);
    expect(stakeOfLevel(0)).toBeNull();
    expect(stakeOfLevel(8)).toBeNull();
    expect(FISH.map((f) => catchThreshold(f.multiplier))).toEqual([
      480_000, 320_000, 192_000, 96_000, 48_000, 32_000, 19_200, 9_600,
    ]);
    expect(() => catchThreshold(7)).toThrow(RangeError);
    // The edge of a catch: the last catching roll and the first missing one.
    expect(outcomeOfRoll(9_599, 100, 10n)).toMatchObject({ caught: true, winMinor: 1_000n });
    expect(outcomeOfRoll(9_600, 100, 10n)).toMatchObject({ caught: false, winMinor: 0n });
  });

  it('draws a shot’s roll from the seed pair and nonce by the formula', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'lucky-client', nonce: 7 };
    const block = createHmac('sha256', seeds.serverSeed).update('lucky-client:7').digest();
    const word = block.readUInt32BE(0);
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % ROLL_RANGE)); // (no skip with these seeds)
    expect(shotRoll(seeds)).toBe(word % ROLL_RANGE);
    // The same seeds give the same shot; another nonce another roll.
    expect(shotOutcome(seeds, 2, 10n)).toEqual(shotOutcome(seeds, 2, 10n));
    expect(shotRoll({ ...seeds, nonce: 8 })).not.toBe(shotRoll(seeds));
  });

  it('agrees with the exact return over 320,000 shots drawn from random seeds through the real draw', () => {
    const perFish = FISH.map(() => ({ shots: 0, caught: 0 }));
    let staked = 0n;
    let returned = 0n;
    // For the standard error of the return per unit staked (a stake-weighted mean): the sum of
    // (stake × (return / stake − 0.96))², the spread around the return the rules state.
    let spread = 0;
    const shots = 320_000;
    let seeds = { serverSeed: newSeed(), clientSeed: 'sim', nonce: 0 };
    for (let i = 0; i < shots; i++) {
      // A fresh pair every 1,000 shots, as a player who rotates now and then.
      if (i % 1000 === 0) seeds = { serverSeed: newSeed(), clientSeed: `sim${i}`, nonce: 0 };
      const f = i % FISH.length;
      const fish = FISH[f]!;
      const stake = CANNON_LEVELS_MINOR[i % CANNON_LEVELS_MINOR.length]!;
      const outcome = shotOutcome({ ...seeds, nonce: i % 1000 }, fish.multiplier, stake);
      perFish[f]!.shots += 1;
      if (outcome.caught) perFish[f]!.caught += 1;
      staked += stake;
      returned += outcome.winMinor;
      spread += (Number(outcome.winMinor) - 0.96 * Number(stake)) ** 2;
    }
    for (const [f, fish] of FISH.entries()) {
      const { shots: n, caught } = perFish[f]!;
      const p = 0.96 / fish.multiplier;
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(caught / n - p), fish.kind).toBeLessThan(5 * se);
    }
    const rtp = Number(returned) / Number(staked);
    const se = Math.sqrt(spread) / Number(staked);
    expect(Math.abs(rtp - 0.96)).toBeLessThan(5 * se);
  });
});

describe('the page’s verifier (fishing.verify.js, Web Crypto)', () => {
  const verify = (() => {
    const source = readFileSync(new URL('./fishing.verify.js', import.meta.url), 'utf8');
    new Function(source)();
    return (globalThis as unknown as { fishingVerify: FishingVerify }).fishingVerify;
  })();

  it('finds what the platform played, and a tampered seed or shot does not match', async () => {
    expect(verify.isAvailable()).toBe(true);
    for (let i = 0; i < 200; i++) {
      const serverSeed = newSeed();
      const fish = FISH[i % FISH.length]!;
      const stake = CANNON_LEVELS_MINOR[i % CANNON_LEVELS_MINOR.length]!;
      const seeds = { serverSeed, clientSeed: `c${i}`, nonce: i * 37 };
      const played = shotOutcome(seeds, fish.multiplier, stake);
      const shot = {
        serverSeedHash: seedHash(serverSeed),
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        multiplier: fish.multiplier,
        stake: (Number(stake) / 100).toFixed(2),
        roll: played.roll,
        caught: played.caught,
        win: (Number(played.winMinor) / 100).toFixed(2),
      };
      const checked = await verify.verifyShot(shot, serverSeed);
      expect(checked).toEqual({
        hashMatches: true,
        roll: played.roll,
        caught: played.caught,
        winCents: Number(played.winMinor),
        matches: true,
      });
      if (i < 20) {
        expect((await verify.verifyShot(shot, newSeed())).matches).toBe(false);
        expect(
          (await verify.verifyShot({ ...shot, roll: (shot.roll + 1) % ROLL_RANGE }, serverSeed)).matches,
        ).toBe(false);
      }
    }
  });
});

interface FishingVerify {
  isAvailable(): boolean;
  verifyShot(
    shot: {
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      multiplier: number;
      stake: string;
      roll: number;
      caught: boolean;
      win: string | null;
    },
    serverSeed: string,
  ): Promise<{ hashMatches: boolean; roll: number; caught: boolean; winCents: number; matches: boolean }>;
}
