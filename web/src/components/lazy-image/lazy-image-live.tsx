import { LAZY_IMAGE_RETRIES } from '@portal/contracts';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useImageHosts } from '@/lib/image-cdn';
import { ratioStyle, standIn, type LazyImageProps } from './lazy-image-box';
import { follow, rememberedImage, rememberImage } from './lazy-image-loader';
import { firstState, type ImageState } from './lazy-image-state';

/**
 * A LazyImage once this chunk is in (lazy-image.tsx draws the box before): it loads when near the
 * viewport, a failed load is tried three more times (each on the next image host of the server's
 * list, after a growing pause), and then its fallback (a name) stands in, never a broken-image icon.
 * An image seen before (up to 200 are remembered) shows at once when its tile is drawn again.
 * `retry`: an eager picture the first paint drew failed, and is tried again from here.
 */
export function LiveImage({
  src: path,
  alt,
  fallback = alt,
  className,
  width,
  height,
  eager = false,
  fetchPriority,
  retry = false,
}: LazyImageProps & { retry?: boolean }) {
  const hosts = useImageHosts();
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<ImageState>(() =>
    retry
      ? { path, phase: 'retrying', attempt: 0, url: '' }
      : firstState(path, hosts.cdn, eager, rememberedImage(path)),
  );
  const current = state.path === path ? state : firstState(path, hosts.cdn, eager, rememberedImage(path));
  if (current !== state) setState(current);
  const { phase, url } = current;

  // Not near the viewport yet, or waiting to try again: the loader knows when to go on.
  useEffect(() => {
    if (phase !== 'hidden' && phase !== 'retrying') return;
    return box.current ? follow(box.current, current, hosts, eager, setState) : undefined;
  }, [current, phase, hosts, eager]);

  const shown = phase === 'loading' || phase === 'loaded';
  return (
    <span
      ref={box}
      className={clsx('lazy-image', className, `is-${phase}`)}
      style={ratioStyle({ width, height })}
      {...(shown ? {} : standIn(alt))}
    >
      {shown ? (
        <img
          src={url}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={fetchPriority}
          onLoad={() => {
            rememberImage(path, { url });
            setState({ ...current, phase: 'loaded' });
          }}
          onError={() => {
            // No <img> while the next try waits: no broken-image icon.
            const last = current.attempt >= LAZY_IMAGE_RETRIES;
            if (last) rememberImage(path, 'failed');
            setState({ ...current, phase: last ? 'failed' : 'retrying' });
          }}
        />
      ) : phase === 'failed' ? (
        <span className="lazy-image__fallback" aria-hidden="true">
          {fallback}
        </span>
      ) : null}
    </span>
  );
}
