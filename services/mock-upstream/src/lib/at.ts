/**
 * Index reads that cannot miss. Under noUncheckedIndexedAccess `list[i]` is `T | undefined`; where an
 * index is in range by construction (precomputed tables, fixed-size grids), `at` reads it and turns
 * the impossible miss into a clear error instead of an `undefined` carried on.
 */
export function at<T>(list: ArrayLike<T>, index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  return value;
}

/** The five entries of a list that must hold exactly five (one per reel, say), as a tuple. */
export function five<T>(list: ArrayLike<T>): [T, T, T, T, T] {
  if (list.length !== 5) throw new RangeError(`expected 5 entries, got ${list.length}`);
  return [at(list, 0), at(list, 1), at(list, 2), at(list, 3), at(list, 4)];
}
