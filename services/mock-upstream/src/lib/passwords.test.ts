import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

/** An argon2 hash's algorithm and cost (`$argon2id$v=19$m=...,t=...,p=...`), without salt and digest. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('passwords', () => {
  it('checks a password against its hash', async () => {
    const stored = await hashPassword('Lotus2026');
    expect(await verifyPassword(stored, 'Lotus2026')).toBe(true);
    expect(await verifyPassword(stored, 'Lotus2027')).toBe(false);
    expect(await verifyPassword('not a hash', 'Lotus2026')).toBe(false);
  });

  // Without timing anything: an unknown user's password is checked against a decoy hash of the
  // same algorithm and cost as a member's, so probing for accounts costs the same work either way
  // (the login tests check that both answers are the same bytes).
  it('checks an unknown user against a decoy of the same cost, and never lets it in', async () => {
    const decoy = await decoyHash();
    expect(costOf(decoy)).toBe(costOf(await hashPassword('anything')));
    expect(costOf(decoy)).toMatch(/^\$argon2id\$v=19\$m=19456,(t=2,p=1|p=1,t=2)$/);
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword(undefined, 'Lotus2026')).toBe(false);
  });
});
