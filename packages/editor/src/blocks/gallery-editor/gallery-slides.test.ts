import { describe, expect, it } from 'vitest';
import { moveSlide, readSlides, slideFromChoice, withSlideText } from './gallery-slides';

describe('gallery slides in the editor', () => {
  it('moves a slide up and down, clamped to the list', () => {
    expect(moveSlide(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveSlide(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveSlide(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveSlide(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('turns a media choice into a slide with a fresh id', () => {
    const slide = slideFromChoice({
      type: 'image',
      mediaId: 'm1',
      src: '/a.jpg',
      width: 10.4,
      height: 20,
      alt: 'A',
    });
    expect(slide).toMatchObject({
      type: 'image',
      mediaId: 'm1',
      src: '/a.jpg',
      width: 10,
      height: 20,
      alt: 'A',
    });
    expect(slide.id).toMatch(/^[0-9a-f]{24}$/);
    expect(slideFromChoice({ type: 'video', src: '', videoUrl: '/v.webm' })).toMatchObject({
      videoUrl: '/v.webm',
    });
  });

  it('keeps the caption a library file brings', () => {
    expect(slideFromChoice({ type: 'image', src: '/a.jpg', alt: 'A', caption: 'At dusk' })).toMatchObject({
      alt: 'A',
      caption: 'At dusk',
    });
    expect(slideFromChoice({ type: 'image', src: '/a.jpg' })).not.toHaveProperty('caption');
  });

  it('drops empty optional texts and malformed slides', () => {
    const slide = slideFromChoice({ type: 'image', src: '/a.jpg' });
    expect(withSlideText({ ...slide, caption: 'x' }, 'caption', '')).not.toHaveProperty('caption');
    expect(withSlideText(slide, 'clickThroughUrl', '/shop').clickThroughUrl).toBe('/shop');
    expect(readSlides([slide, null, { src: 'x' }, 'y'])).toEqual([slide]);
  });
});
