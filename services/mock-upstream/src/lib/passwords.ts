import { argon2id, hash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The parameters are stored inside
 * each hash, so raising them later only affects new hashes.
 */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/** The throw-away hash an unknown user's password is checked against: made once, like a member's. */
export function decoyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/**
 * Checks a password against a member's hash, or against a throw-away hash when there is no such
 * member, so that an unknown user costs the same time as a wrong password (no account probing).
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await decoyHash());
  try {
    const matches = await verify(target, password);
    return stored !== undefined && matches;
  } catch {
    // A malformed stored hash is a data fault; failing closed is the only safe answer.
    return false;
  }
}
