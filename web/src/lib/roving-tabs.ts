/**
 * The tab a key moves to in a list of `count` tabs (WAI-ARIA tabs): the arrows step and wrap
 * (Up/Down too when `vertical`), Home and End jump to the ends; any other key moves nowhere (null).
 */
export function nextTabIndex(
  key: string,
  index: number,
  count: number,
  { vertical = false }: { vertical?: boolean } = {},
): number | null {
  const last = count - 1;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return index >= last ? 0 : index + 1;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return index <= 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
