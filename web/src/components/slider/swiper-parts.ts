// The Swiper pieces the carousels use: a chunk of its own, loaded by use-swiper.ts after the first
// paint (its CSS is imported by the carousels themselves, so their first paint is already laid out).
export { A11y, Autoplay } from 'swiper/modules';
export { Swiper, SwiperSlide } from 'swiper/react';
export type { Swiper as SwiperInstance } from 'swiper';
