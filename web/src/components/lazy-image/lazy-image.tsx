import clsx from 'clsx';
import { startTransition, useEffect, useState } from 'react';
import { cdnUrl } from '@/lib/cdn';
import { useImageHosts } from '@/lib/image-cdn';
import { ratioStyle, standIn, type LazyImageProps } from './lazy-image-box';
import type * as LiveModule from './lazy-image-live';

type Live = typeof LiveModule;
let live: Live | null = null;
let loading: Promise<Live> | null = null;

/** What an image does once on the page (watching, retries, the cache) is no part of the first paint. */
function loadLive(): Promise<Live> {
  loading ??= import('./lazy-image-live').then(
    (loaded) => (live = loaded),
    (error: unknown) => {
      loading = null; // the next image asks again
      throw error;
    },
  );
  return loading;
}

export type { LazyImageProps };

/**
 * Every image of the portal that is not in view at once (and the carousel's, which are): it loads
 * when near the viewport, a failed load is tried three more times (each on the next image host of
 * the server's list, after a growing pause), and then its fallback (a name) stands in, never a
 * broken-image icon. An image seen before (up to 200 are remembered) shows at once when its tile
 * is drawn again. The box keeps its size throughout, so nothing moves.
 *
 * The first paint draws the box (and an eager picture in it); all the rest is lazy-image-live.tsx,
 * a chunk that comes right after.
 */
export function LazyImage(props: LazyImageProps) {
  const { cdn } = useImageHosts();
  const [images, setImages] = useState(live);
  const [eagerFailed, setEagerFailed] = useState(false);
  useEffect(() => {
    // Not loaded (offline): the box stays as it is, and the next image asks again. Every image of
    // the page turns live at once when the chunk is in: a transition, so React renders them in
    // slices between which the browser works, not in one long task (their boxes look the same).
    if (!images)
      loadLive().then(
        (loaded) => startTransition(() => setImages(loaded)),
        () => {},
      );
  }, [images]);

  if (props.eager && !eagerFailed) {
    return (
      <span className={clsx('lazy-image', props.className, 'is-eager')} style={ratioStyle(props)}>
        <img
          src={cdnUrl(cdn, props.src)}
          alt={props.alt}
          width={props.width}
          height={props.height}
          decoding="async"
          fetchPriority={props.fetchPriority}
          onError={() => setEagerFailed(true)}
        />
      </span>
    );
  }
  // An eager picture that failed is tried again from there, like any other.
  if (images) return <images.LiveImage {...props} retry={eagerFailed} />;
  return (
    <span
      className={clsx('lazy-image', props.className, 'is-hidden')}
      style={ratioStyle(props)}
      {...standIn(props.alt)}
    />
  );
}
