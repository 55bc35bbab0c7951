/** Slides and settings for gallery tests. */
export const slideId = (n: number): string => n.toString(16).padStart(24, '0');

export function gallerySlides(count: number, extra: (n: number) => Record<string, unknown> = () => ({})) {
  return Array.from({ length: count }, (_, n) => ({
    id: slideId(n + 1),
    type: 'image',
    src: `/assets/demo/photo-${n + 1}.jpg`,
    alt: `Photo ${n + 1}`,
    width: 1200,
    height: 800,
    caption: `Caption ${n + 1}`,
    ...extra(n),
  }));
}
