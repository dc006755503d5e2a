import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import 'swiper/css';
import type { SwiperInstance } from '@/components/slider/swiper-parts';
import { useSwiper } from '@/components/slider/use-swiper';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { directionOf } from '@/lib/i18n';
import type { Banner } from '../api/types';

/** Spec section 9. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * Where a linkageType 3 banner goes: a route as given; a game's node id (digits) to its game page;
 * `VENDOR:CODE` or a bare game code to the game page that finds that game and launches it (a
 * lottery game in the lottery lobby).
 */
export function gameRouteFor(linkUrl: string): string {
  if (linkUrl.startsWith('/')) return linkUrl;
  if (/^\d+$/.test(linkUrl)) return `/game?nodeId=${linkUrl}`;
  const colon = linkUrl.indexOf(':');
  const params = new URLSearchParams(
    colon > 0
      ? { gameCode: linkUrl.slice(colon + 1), vendor: linkUrl.slice(0, colon) }
      : { gameCode: linkUrl },
  );
  return `/game?${params.toString()}`;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  // Every slide loads at once (the carousel shows each within seconds, and a slide outside the
  // carousel's clipped box is never "near the viewport"), the shown one first: the first banner is
  // the page's largest paint, fetched first, not after the scripts. A failed banner is retried like
  // every lazy image, and then its title stands in.
  const image = (
    <LazyImage
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      width={1920}
      height={480}
      eager
      fetchPriority={eager ? 'high' : 'low'}
    />
  );
  const link = banner.linkUrl;
  if (banner.linkageType === 1 && link) {
    return (
      <Link className="banner__link" to={link}>
        {image}
      </Link>
    );
  }
  if (banner.linkageType === 2 && link) {
    return (
      <ExternalLink className="banner__link" href={link}>
        {image}
      </ExternalLink>
    );
  }
  if (banner.linkageType === 3 && link) {
    return (
      <Link className="banner__link" to={gameRouteFor(link)}>
        {image}
      </Link>
    );
  }
  return image;
}

/**
 * The carousel's box while the banners load: the same size as the first banner (its aspect ratio,
 * or the compact strip's height), so nothing below moves when it arrives.
 */
export function BannerSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={clsx('banner', compact && 'banner--compact')} aria-hidden="true">
      <Skeleton className="banner__image banner__skeleton" />
    </div>
  );
}

/**
 * The banner carousel of the current path's group (`compact`: a short strip, on game list pages). Autoplays every 5 s (paused for people who
 * prefer reduced motion, and pausable by anyone); pagination only when there is more than one.
 * The first paint shows the first banner in Swiper's own markup without Swiper's script, which
 * loads after the page (or when someone reaches for the carousel) and takes over in place.
 */
export function BannerCarousel({ banners, compact = false }: { banners: Banner[]; compact?: boolean }) {
  const { t, i18n } = useTranslation('layout');
  // Swiper reads the direction when it starts: a change of direction starts it again.
  const dir = directionOf(i18n.language);
  const several = banners.length > 1;
  const [parts, reach] = useSwiper(several);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  if (banners.length === 0) return null;

  function togglePlay() {
    if (swiper?.autoplay) {
      if (playing) swiper.autoplay.stop();
      else swiper.autoplay.start();
    }
    setPlaying(!playing);
  }

  return (
    <section
      className={clsx('banner', compact && 'banner--compact')}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onPointerEnter={several ? reach : undefined}
      onTouchStart={several ? reach : undefined}
      onFocus={several ? reach : undefined}
    >
      {parts ? (
        <parts.Swiper
          key={dir}
          dir={dir}
          className="banner__swiper"
          modules={[parts.Autoplay, parts.A11y]}
          slidesPerView={1}
          initialSlide={active}
          rewind={several}
          allowTouchMove={several}
          autoplay={
            several && playing
              ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
              : false
          }
          a11y={{ enabled: true, slideRole: 'group' }}
          onSwiper={setSwiper}
          onSlideChange={(s) => setActive(s.realIndex)}
        >
          {banners.map((banner, index) => (
            <parts.SwiperSlide key={banner.bannerId}>
              <BannerSlide banner={banner} eager={index === active} />
            </parts.SwiperSlide>
          ))}
        </parts.Swiper>
      ) : (
        <div className="swiper banner__swiper">
          {/* Swiper's markup before it starts: the slides in a row, the active one in view. */}
          <div
            className="swiper-wrapper"
            style={
              active > 0
                ? { transform: `translateX(calc(-${active * 100}% * var(--inline-sign, 1)))` }
                : undefined
            }
          >
            {banners.map((banner, index) => (
              <div className="swiper-slide" key={banner.bannerId}>
                <BannerSlide banner={banner} eager={index === active} />
              </div>
            ))}
          </div>
        </div>
      )}
      {several ? (
        <div className="banner__controls">
          <button
            type="button"
            className="banner__play"
            onClick={togglePlay}
            aria-label={t(playing ? 'banner.pause' : 'banner.play')}
          >
            <Icon name={playing ? 'pause' : 'play'} size={14} />
          </button>
          <div className="banner__pagination">
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className={clsx('banner__dot', index === active && 'is-active')}
                aria-label={t('banner.goTo', { index: index + 1, total: banners.length })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => {
                  swiper?.slideTo(index);
                  setActive(index);
                }}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
