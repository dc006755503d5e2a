/**
 * The demo slot "Lucky Lanterns" as pure code both sides run: its rules, a round's outcome from its
 * random bytes, and the provably fair derivation of those bytes. No I/O and no crypto module, so the
 * web's verifier imports it without pulling node:crypto in (`@portal/contracts/slot`).
 */
export * from './rules.js';
export * from './outcome.js';
export * from './fairness.js';
