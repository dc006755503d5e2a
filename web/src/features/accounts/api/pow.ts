/**
 * ALTCHA proof of work, solved here rather than with the `altcha` widget: the widget is a web
 * component with its own UI and styles, while the dialogs only need the payload, and a plain worker
 * bundled by Vite runs offline and under CSP `script-src 'self'` (no inline script, no eval).
 */

import type { AltchaChallenge } from './types';

const DEFAULT_MAX_NUMBER = 1_000_000;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function subtleAlgorithm(algorithm: string): string {
  const name = algorithm.toUpperCase();
  if (name === 'SHA-256' || name === 'SHA-384' || name === 'SHA-512') return name;
  throw new Error(`unsupported algorithm ${algorithm}`);
}

/** Finds the number n with hash(salt + n) === challenge; null when none exists up to maxnumber. */
export async function findNumber(challenge: AltchaChallenge): Promise<number | null> {
  const algorithm = subtleAlgorithm(challenge.algorithm);
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let n = 0; n <= max; n += 1) {
    const digest = await crypto.subtle.digest(algorithm, encoder.encode(`${challenge.salt}${n}`));
    if (toHex(digest) === challenge.challenge) return n;
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

/** Solves off the main thread when workers exist (the browser), inline otherwise (tests). */
export async function solveChallenge(challenge: AltchaChallenge): Promise<string> {
  const number = typeof Worker === 'undefined' ? await findNumber(challenge) : await solveInWorker(challenge);
  if (number === null) throw new Error('challenge has no solution');
  return encodePayload(challenge, number);
}

function solveInWorker(challenge: AltchaChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ number: number | null; error?: string }>) => {
      worker.terminate();
      if (event.data.error) reject(new Error(event.data.error));
      else resolve(event.data.number);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}
