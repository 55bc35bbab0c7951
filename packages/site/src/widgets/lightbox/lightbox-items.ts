import type { LightboxItem } from './lightbox-types';

/**
 * What the lightbox shows of a gallery slide: a copy of its content (image, or video and poster) and
 * its meta (caption, size), read from the slide's attributes of spec 001 §3.
 */
export function itemOfSlide(slide: HTMLElement): LightboxItem {
  const img = slide.querySelector('img');
  const dimensions = /^(\d+)x(\d+)$/.exec(slide.dataset.imageDimensions ?? '');
  return {
    type: slide.dataset.type === 'video' ? 'video' : 'image',
    src: slide.dataset.src ?? img?.currentSrc ?? '',
    videoUrl: slide.dataset.videoUrl,
    alt: img?.alt ?? '',
    caption: slide.querySelector('.gallery__caption')?.textContent ?? undefined,
    width: dimensions ? Number(dimensions[1]) : undefined,
    height: dimensions ? Number(dimensions[2]) : undefined,
  };
}
