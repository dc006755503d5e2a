/**
 * Provably fair rounds of the portal's own demo games (ADR 0016). A member plays on a seed pair: a
 * server seed the platform keeps secret and commits to before play, a client seed the player chooses,
 * and a nonce that counts the rounds played on the pair (0, 1, 2, ...).
 *
 * - serverSeed: 64 lowercase hex characters (32 random bytes), used as TEXT.
 * - commitment: serverSeedHash = hex(SHA-256(UTF-8 bytes of serverSeed)).
 * - block k of a round: HMAC-SHA256(key = UTF-8 bytes of serverSeed,
 *   message = `${clientSeed}:${nonce}` for k = 0, `${clientSeed}:${nonce}:${k}` for k > 0).
 *   Block 1 and later are needed only when rejection sampling skipped enough bytes of block 0.
 * - the stops: `stopsOfBlocks` (outcome.ts), one byte per reel, then `outcomeOfStops`.
 *
 * The server seed is revealed when the player rotates the pair; a round can be checked from then on.
 */
import { z } from 'zod';

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** Visible ASCII without the colon that separates the message's parts; 1 to 64 characters. */
export const CLIENT_SEED_PATTERN = /^[!-9;-~]{1,64}$/;
export const CLIENT_SEED_MAX = 64;

export const ServerSeedSchema = z.string().regex(SERVER_SEED_PATTERN, 'server_seed_format');
export const SeedHashSchema = z.string().regex(SERVER_SEED_PATTERN, 'seed_hash_format');
export const ClientSeedSchema = z
  .string({ message: 'client_seed_required' })
  .min(1, 'client_seed_required')
  .max(CLIENT_SEED_MAX, 'client_seed_too_long')
  .regex(CLIENT_SEED_PATTERN, 'client_seed_format');
export const NonceSchema = z.number().int().min(0).max(2_147_483_647);

/** The message of block `index` of the round played with this client seed and nonce. */
export function fairMessage(clientSeed: string, nonce: number, index = 0): string {
  return index === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${index}`;
}

/** The formula as a player reads it on the verifier page and in the audit's `method`. */
export const FAIRNESS_FORMULA =
  'hash = SHA-256(serverSeed); block0 = HMAC-SHA256(serverSeed, clientSeed + ":" + nonce); ' +
  'block k > 0 = HMAC-SHA256(serverSeed, clientSeed + ":" + nonce + ":" + k). Read the bytes in order, ' +
  'one per reel: a byte at or above 256 - (256 mod strip length) is skipped, otherwise stop = byte mod ' +
  'strip length. Row r of a reel shows strip[(stop + r) mod strip length]; the paytable pays the window.';
