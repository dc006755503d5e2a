/** Test data shaped by the contracts' schemas, shared by the gateway's and the web's tests (never
 * imported by application code). */
import type { OpenedNumero } from '../lottery.js';

/** A drawn VN result: `draw` numbers the draw of the day (1 = 00:01 Vietnam time on 2026-11-22). */
export function openedNumero(gameCode: string, draw: number): OpenedNumero {
  const numbers = (digits: number, count: number, from: number) =>
    Array.from({ length: count }, (_, i) =>
      String((draw * 7919 + (from + i) * 104729) % 10 ** digits).padStart(digits, '0'),
    );
  const prizes = {
    DB: numbers(5, 1, 0),
    G1: numbers(5, 1, 1),
    G2: numbers(5, 2, 2),
    G3: numbers(5, 6, 4),
    G4: numbers(4, 4, 10),
    G5: numbers(4, 6, 14),
    G6: numbers(3, 3, 20),
    G7: numbers(2, 4, 23),
  };
  return {
    gameCode,
    numero: `20261122-${String(draw).padStart(4, '0')}`,
    winningTime: new Date(Date.UTC(2026, 10, 21, 17, draw)).toISOString(),
    winNo: Object.values(prizes).flat(),
    prizes,
    seed: 'a'.repeat(64),
    commitment: 'b'.repeat(64),
  };
}
