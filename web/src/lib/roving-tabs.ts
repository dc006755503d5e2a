/**
 * The tab a key moves to in a list of `count` tabs (WAI-ARIA tabs): the arrows step and wrap
 * (Up/Down too when `vertical`), Home and End jump to the ends; any other key moves nowhere (null).
 * Right to left (the document's `dir`, unless `rtl` says), the row runs leftward: Left is next.
 */
export function nextTabIndex(
  key: string,
  index: number,
  count: number,
  {
    vertical = false,
    rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl',
  }: { vertical?: boolean; rtl?: boolean } = {},
): number | null {
  const last = count - 1;
  const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  if (key === forward || (vertical && key === 'ArrowDown')) return index >= last ? 0 : index + 1;
  if (key === back || (vertical && key === 'ArrowUp')) return index <= 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
