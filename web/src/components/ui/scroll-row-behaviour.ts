/**
 * What a ScrollRow's arrows do (scroll-row.tsx), in a chunk of its own that comes right after the
 * first paint: `enhanceRow` takes the drawn row's elements over (React draws them and leaves their
 * `aria-disabled` and these listeners to it).
 */

/**
 * One arrow press moves the row by half its visible width.
 *
 * The spec's "Scroll widget moves 0.5 per step, limit 3 items" are the options of the original
 * portal's seamless-scroll widget (vue-seamless-scroll's `step`: pixels moved per animation frame,
 * and `limitMoveNum`: the fewest items that set it moving). That widget is the home page's winner
 * board, a list that scrolls by itself and has no arrows: `WINNER_SCROLL_STEP` and
 * `WINNER_SCROLL_LIMIT` in features/content/components/winner-board.tsx keep them. The rows with
 * arrows (the vendor tabs, the footer's logos) have no number of their own in the spec; they move
 * by the same 0.5, as a share of what is in view: after a press the items that were at the far edge
 * are still in view, near the middle, so the eye keeps its place, where a whole view per press would
 * jump past them. Scroll snapping then settles the row on a whole item. The seamless-scroll "limit"
 * has no meaning here: how many items a row shows is its width's (the footer's 9 per view is
 * `.footer__logos`' own), and arrows appear where the spec says (the vendor tabs: above 7 vendors).
 */
export const SCROLL_ROW_STEP = 0.5;

type RowEnds = { start: boolean; end: boolean };

function isRightToLeft(track: Element): boolean {
  return getComputedStyle(track).direction === 'rtl';
}

/**
 * Whether the track is at its start and at its end (both when it all fits), give or take the 2 px a
 * snapped or zoomed row may stop short of them.
 */
function endsOf(track: HTMLElement): RowEnds {
  // scrollLeft is 0 at the start and negative toward the end in a right-to-left row.
  const offset = Math.abs(track.scrollLeft);
  return { start: offset <= 2, end: offset + track.clientWidth >= track.scrollWidth - 2 };
}

/** Half the visible width toward the row's inline end (1, "next") or start (-1); none past an end. */
function step(track: HTMLElement, toward: 1 | -1): void {
  const ends = endsOf(track);
  if (toward === 1 ? ends.end : ends.start) return;
  track.scrollBy({
    left: (isRightToLeft(track) ? -toward : toward) * track.clientWidth * SCROLL_ROW_STEP,
    behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
}

/**
 * Brings a drawn row to life: its arrows step it (a press, or the left and right arrow keys while
 * an arrow has the focus: that way on screen, so rightward is backwards in a right-to-left row),
 * and each is marked disabled at its end of the row, measured now and after every scroll (a browser
 * sends at most one a frame), resize and change of the items. The answer lets the row go.
 */
export function enhanceRow(row: HTMLElement): () => void {
  const track = row.querySelector<HTMLElement>(':scope > .scroll-row__track');
  const arrows = [...row.querySelectorAll<HTMLElement>(':scope > .scroll-row__arrow')];
  if (!track) return () => {};
  const towardOf = (arrow: HTMLElement) => (arrow.dataset['toward'] === '1' ? 1 : -1);
  const measure = () => {
    const ends = endsOf(track);
    for (const arrow of arrows) {
      if (towardOf(arrow) === 1 ? ends.end : ends.start) arrow.setAttribute('aria-disabled', 'true');
      else arrow.removeAttribute('aria-disabled');
    }
  };
  const onClick = (event: Event) => step(track, towardOf(event.currentTarget as HTMLElement));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(track, (event.key === 'ArrowRight') === isRightToLeft(track) ? -1 : 1);
  };
  measure();
  track.addEventListener('scroll', measure, { passive: true });
  for (const arrow of arrows) {
    arrow.addEventListener('click', onClick);
    arrow.addEventListener('keydown', onKey);
  }
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  resized?.observe(track);
  const changed = new MutationObserver(measure);
  changed.observe(track, { childList: true });
  return () => {
    track.removeEventListener('scroll', measure);
    for (const arrow of arrows) {
      arrow.removeEventListener('click', onClick);
      arrow.removeEventListener('keydown', onKey);
    }
    resized?.disconnect();
    changed.disconnect();
  };
}
