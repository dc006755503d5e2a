/**
 * Redis Cluster's hash tags. A cluster places a key by the part of it between the first `{` and the
 * next `}` when that part is not empty, else by the whole key; a script or transaction may touch
 * several keys only when they hash to one slot. Keys that must change together therefore carry the
 * same `{tag}`. Both stores check it, so a call that a cluster would refuse fails on every store.
 */

/** What Redis Cluster hashes to place `key`. */
export function hashTagOf(key: string): string {
  const open = key.indexOf('{');
  if (open < 0) return key;
  const close = key.indexOf('}', open + 1);
  return close > open + 1 ? key.slice(open + 1, close) : key;
}

/** Throws unless every key hashes alike (one key always does). */
export function assertOneSlot(keys: readonly string[]): void {
  const [first, ...rest] = keys;
  if (first === undefined) return;
  const tag = hashTagOf(first);
  const stray = rest.find((key) => hashTagOf(key) !== tag);
  if (stray !== undefined) {
    throw new Error(`keys of one atomic call must share a {hash tag}: ${first} and ${stray} do not`);
  }
}
