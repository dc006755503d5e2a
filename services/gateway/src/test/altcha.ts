import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from '../security/human-verification.js';

/** What the web's ALTCHA widget does: find the number, send the solution as base64 JSON. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const c = challenge.challenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
