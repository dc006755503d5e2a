import clsx from 'clsx';
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Icon } from './icon';

type Props = {
  /** The row's class (its layout around the arrows). */
  className?: string;
  /** The class of the scrolled track (its items' layout). */
  trackClassName?: string;
  /** The track's element: `ul` for a list of items, `div` for a tablist. */
  as?: 'div' | 'ul';
  /** The track's own attributes (a tablist's role, name and keys). */
  trackProps?: HTMLAttributes<HTMLElement>;
  /** The track, for the host (a tablist moves the focus inside it). */
  trackRef?: RefObject<HTMLElement | null>;
  /** Whether the row has arrows at all. */
  arrows?: boolean;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
};

/**
 * A row that scrolls sideways: by touch (a swipe, with the browser's own momentum), wheel or
 * trackpad, and by its two arrow buttons, each press half the visible width
 * (scroll-row-behaviour.ts says why half). The arrows sit at the row's inline start ("previous")
 * and end ("next"), so in a right-to-left language "next" is on the left, points left and moves
 * the row that way. An arrow at its end of the row is marked disabled (`aria-disabled`, so that a
 * focused arrow keeps the focus); the left and right arrow keys move the row while an arrow has the
 * focus.
 *
 * It is the browser's scrolling, not a carousel script: the row works by touch, wheel and focus
 * from its first paint. What the arrows do is the first paint's no longer: a small chunk that comes
 * right after it (scroll-row-behaviour.ts) takes the row's elements over, so the pages that draw
 * one pay for little more than its markup before their first paint.
 */
export function ScrollRow({
  className,
  trackClassName,
  as: Track = 'div',
  trackProps,
  trackRef,
  arrows = true,
  previousLabel,
  nextLabel,
  children,
}: Props) {
  const row = useRef<HTMLDivElement>(null);
  const trackId = useId();
  useEffect(() => {
    const element = row.current;
    if (!arrows || !element) return;
    let live = true;
    let stop = () => {};
    import('./scroll-row-behaviour').then(
      (behaviour) => {
        if (live) stop = behaviour.enhanceRow(element);
      },
      // Not loaded (offline): the row still scrolls by touch, wheel and keys.
      () => {},
    );
    return () => {
      live = false;
      stop();
    };
  }, [arrows]);

  const arrow = (toward: 1 | -1) => (
    <button
      type="button"
      className="scroll-row__arrow"
      data-toward={toward}
      aria-label={toward === 1 ? nextLabel : previousLabel}
      aria-controls={trackId}
    >
      <Icon name={toward === 1 ? 'chevronRight' : 'chevronLeft'} />
    </button>
  );

  return (
    <div ref={row} className={clsx('scroll-row', arrows && 'scroll-row--arrows', className)}>
      {arrows ? arrow(-1) : null}
      <Track
        {...trackProps}
        id={trackId}
        ref={trackRef as RefObject<HTMLDivElement & HTMLUListElement>}
        className={clsx('scroll-row__track', trackClassName)}
      >
        {children}
      </Track>
      {arrows ? arrow(1) : null}
    </div>
  );
}
