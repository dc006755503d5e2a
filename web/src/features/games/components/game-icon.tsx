import { LAZY_IMAGE_RETRIES } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useImageUrl } from '@/lib/image-cdn';

/**
 * A game icon that loads lazily (when it nears the viewport) and retries a failed load up to three
 * times with a growing pause (spec section 9); after that, the game's initials stand in.
 */
export function GameIcon({ path, name }: { path: string; name: string }) {
  const imageUrl = useImageUrl();
  const [attempt, setAttempt] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => {
        setWaiting(false);
        setAttempt((a) => a + 1);
      },
      400 * (attempt + 1),
    );
    return () => clearTimeout(timer);
  }, [waiting, attempt]);

  if (failed) {
    const initials = name
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w.charAt(0))
      .join('');
    return (
      <span className="game-icon game-icon--fallback" aria-hidden="true">
        {initials}
      </span>
    );
  }
  const base = imageUrl(path);
  const src = attempt === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <img
      className="game-icon"
      src={waiting ? undefined : src}
      alt=""
      loading="lazy"
      decoding="async"
      width={200}
      height={200}
      onError={() => {
        if (attempt >= LAZY_IMAGE_RETRIES) setFailed(true);
        else setWaiting(true);
      }}
    />
  );
}
