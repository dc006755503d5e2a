/** A list with at least one item: its first item needs no check. */
export type NonEmpty<T> = [T, ...T[]];

export function isNonEmpty<T>(list: T[]): list is NonEmpty<T> {
  return list.length > 0;
}
