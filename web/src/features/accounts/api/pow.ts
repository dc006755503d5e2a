/**
 * ALTCHA proof of work, solved here rather than with the `altcha` widget: the widget is a web
 * component with its own UI and styles, while the dialogs only need the payload, and a plain worker
 * bundled by Vite runs offline and under CSP `script-src 'self'` (no inline script, no eval).
 *
 * The hashing is synchronous (@noble/hashes) rather than one `crypto.subtle.digest` promise per
 * number: the promise round trip, not the hash, was the cost, about ten times the hash itself. The
 * work a challenge asks for is set by its time on a slow phone (ADR 0004).
 */
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AltchaChallenge } from './types';

const DEFAULT_MAX_NUMBER = 1_000_000;
/** How often (in numbers tried) the search reports how far it has come. */
const PROGRESS_EVERY = 5_000;

const HASHES: Record<string, (data: Uint8Array) => Uint8Array> = {
  'SHA-1': sha1,
  'SHA-256': sha256,
  'SHA-384': sha384,
  'SHA-512': sha512,
};

/**
 * Finds the number n with hash(salt + n) === challenge; null when none exists up to maxnumber.
 * `onProgress` hears the share of the numbers tried so far (0 to 1) now and then.
 */
export function findNumber(
  challenge: AltchaChallenge,
  onProgress?: (fraction: number) => void,
): number | null {
  const hash = HASHES[challenge.algorithm.toUpperCase()];
  if (!hash) throw new Error(`unsupported algorithm ${challenge.algorithm}`);
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const target = challenge.challenge.toLowerCase();
  for (let n = 0; n <= max; n += 1) {
    if (bytesToHex(hash(utf8ToBytes(`${challenge.salt}${n}`))) === target) return n;
    if (onProgress && n % PROGRESS_EVERY === 0) onProgress(n / max);
  }
  return null;
}

/** The `verification` value: base64 of JSON {algorithm, challenge, number, salt, signature}. */
export function encodePayload(challenge: AltchaChallenge, number: number): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  return btoa(json);
}

/** What the worker tells the page: how far it has come, then the number (or why it failed). */
export type PowMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; number: number | null }
  | { kind: 'failed'; error: string };

/**
 * Solves off the main thread when workers exist (the browser), inline otherwise (tests).
 * `onProgress` hears the share of the search done, for the dialog's progress.
 */
export async function solveChallenge(
  challenge: AltchaChallenge,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const number =
    typeof Worker === 'undefined'
      ? findNumber(challenge, onProgress)
      : await solveInWorker(challenge, onProgress);
  if (number === null) throw new Error('challenge has no solution');
  return encodePayload(challenge, number);
}

function solveInWorker(
  challenge: AltchaChallenge,
  onProgress?: (fraction: number) => void,
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PowMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        onProgress?.(message.fraction);
        return;
      }
      worker.terminate();
      if (message.kind === 'failed') reject(new Error(message.error));
      else resolve(message.number);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}
