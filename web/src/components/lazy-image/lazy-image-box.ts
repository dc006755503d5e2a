import type { CSSProperties } from 'react';

/** What a LazyImage is given (lazy-image.tsx draws it, lazy-image-live.tsx brings it to life). */
export type LazyImageProps = {
  /** The image's path as the API gives it (or an absolute URL), put on the page's image host. */
  src: string;
  alt: string;
  /** What stands in, as text, for an image that cannot be loaded (a game's name); `alt` if not given. */
  fallback?: string;
  /** The box's class: its size and object-fit (the picture fills the box). */
  className: string;
  /** The picture's size: the box keeps its aspect ratio unless the class says otherwise. */
  width: number;
  height: number;
  /** Loaded at once, not when near the viewport (a carousel's slides; the page's largest paint). */
  eager?: boolean;
  fetchPriority?: 'high' | 'low';
};

/** The box's aspect ratio, the picture's (lazy-image.css), unless its class says otherwise. */
export const ratioStyle = ({ width, height }: Pick<LazyImageProps, 'width' | 'height'>) =>
  ({ '--lazy-image-ratio': `${width} / ${height}` }) as CSSProperties;

/**
 * A box without its picture (not near yet, between tries, failed) is the picture for assistive
 * technology when the picture has a text alternative: a logo that is a link's only content names
 * the link all along.
 */
export const standIn = (alt: string) => (alt ? { role: 'img', 'aria-label': alt } : {});
