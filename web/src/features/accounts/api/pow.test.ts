import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodePayload, findNumber } from './pow';
import type { AltchaChallenge } from './types';

const challengeFor = (
  algorithm: AltchaChallenge['algorithm'],
  salt: string,
  number: number,
  maxnumber: number,
): AltchaChallenge => ({
  algorithm,
  challenge: createHash(algorithm.replace('-', '').toLowerCase()).update(`${salt}${number}`).digest('hex'),
  maxnumber,
  salt,
  signature: 'sig',
});

describe('the proof of work', () => {
  it('finds the number behind the challenge, with SHA-1, SHA-256 and SHA-512', () => {
    for (const algorithm of ['SHA-1', 'SHA-256', 'SHA-512'] as const) {
      expect(findNumber(challengeFor(algorithm, 'salt?expires=1', 12_345, 50_000))).toBe(12_345);
    }
  });

  it('reports how far the search has come, rising, then answers null past maxnumber', () => {
    const seen: number[] = [];
    const challenge = { ...challengeFor('SHA-256', 's', 60_000, 50_000) };
    expect(findNumber(challenge, (fraction) => seen.push(fraction))).toBeNull();
    expect(seen.length).toBeGreaterThan(5);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('encodes the payload the gateway verifies', () => {
    const challenge = challengeFor('SHA-256', 'salt', 7, 10);
    expect(JSON.parse(atob(encodePayload(challenge, 7)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: 'salt',
      signature: 'sig',
    });
  });
});
