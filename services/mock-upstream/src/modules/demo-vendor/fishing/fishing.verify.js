// The fishing page's verifier (no bundler, no dependencies): redoes a shot from its revealed server
// seed with Web Crypto alone, by the formula the platform plays (fishing.engine.ts, fair-draw.ts):
// SHA-256 of the seed against the hash committed before the shot, then the roll from
// HMAC-SHA256(serverSeed, clientSeed + ":" + nonce [+ ":" + k]) read as big-endian 32-bit words, a
// word at or above 2^32 - (2^32 mod 1000000) skipped, and whether roll < 960000 / multiplier.
// It runs before the page script, which reads `globalThis.fishingVerify`; the platform's tests run
// it in Node against the engine.
(() => {
  'use strict';
  const ROLL_RANGE = 1000000;
  const RTP_PPM = 960000;
  const WORD_LIMIT = 2 ** 32 - (2 ** 32 % ROLL_RANGE);
  const MAX_BLOCKS = 8;
  const encoder = new TextEncoder();
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  const message = (clientSeed, nonce, index) =>
    index === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${index}`;

  /** Whether this browser can verify (Web Crypto needs a secure page: https or localhost). */
  const isAvailable = () => Boolean(globalThis.crypto && globalThis.crypto.subtle);

  async function sha256Hex(text) {
    return hex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
  }

  /** The roll of the shot with this nonce on the seed pair. */
  async function rollOf(serverSeed, clientSeed, nonce) {
    const key = await globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    for (let index = 0; index < MAX_BLOCKS; index++) {
      const block = new DataView(
        await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message(clientSeed, nonce, index))),
      );
      for (let offset = 0; offset + 4 <= block.byteLength; offset += 4) {
        const word = block.getUint32(offset, false);
        if (word < WORD_LIMIT) return word % ROLL_RANGE;
      }
    }
    throw new Error('the blocks ran out');
  }

  /**
   * A shot against its revealed seed: { hashMatches, roll, caught, winCents, matches }. `shot` is
   * the API's shot (serverSeedHash, clientSeed, nonce, multiplier, stake "0.10", roll, caught, win).
   */
  async function verifyShot(shot, serverSeed) {
    const hashMatches = (await sha256Hex(serverSeed)) === shot.serverSeedHash;
    const roll = await rollOf(serverSeed, shot.clientSeed, shot.nonce);
    const caught = roll < RTP_PPM / shot.multiplier;
    const stakeCents = Math.round(Number(shot.stake) * 100);
    const winCents = caught ? stakeCents * shot.multiplier : 0;
    const matches =
      hashMatches &&
      roll === shot.roll &&
      caught === shot.caught &&
      (shot.win === null || winCents === Math.round(Number(shot.win) * 100));
    return { hashMatches, roll, caught, winCents, matches };
  }

  globalThis.fishingVerify = { isAvailable, sha256Hex, rollOf, verifyShot };
})();
