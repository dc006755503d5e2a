import { describe, expect, it } from 'vitest';
import { assertOneSlot, hashTagOf } from './hash-tag.js';

describe('hash tags, as Redis Cluster reads them', () => {
  it('hashes the first non-empty {...} of a key, else the whole key', () => {
    expect(hashTagOf('portal:login:turn:{login}:acct:ann')).toBe('login');
    expect(hashTagOf('{a}{b}')).toBe('a');
    expect(hashTagOf('plain')).toBe('plain');
    // An empty tag or an unclosed brace: Redis hashes the whole key.
    expect(hashTagOf('x{}y{z}')).toBe('x{}y{z}');
    expect(hashTagOf('x{y')).toBe('x{y');
    // Only the first '{' counts, up to the next '}'.
    expect(hashTagOf('a{b{c}d}')).toBe('b{c');
  });

  it('lets keys of one tag through and names the first stray one', () => {
    expect(() => assertOneSlot([])).not.toThrow();
    expect(() => assertOneSlot(['alone'])).not.toThrow();
    expect(() => assertOneSlot(['p:{t}:1', 'p:{t}:2', 'q:{t}'])).not.toThrow();
    expect(() => assertOneSlot(['p:{t}:1', 'p:{u}:2'])).toThrow(/p:\{t\}:1 and p:\{u\}:2/);
  });
});
