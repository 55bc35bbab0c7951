import type { PageBlock, PageDocument } from '../page-document';
import type { GallerySlide } from './gallery-settings';
import { slidePathSegment } from './gallery-settings';

const GALLERY_BLOCK_TYPE = 8;

function slidesOf(block: PageBlock): GallerySlide[] {
  const slides = block.settings.slides;
  return Array.isArray(slides) ? (slides.filter((s) => s && typeof s === 'object') as GallerySlide[]) : [];
}

/**
 * The document with the gallery holding the slide named `segment` (its id, or its url) opened at that
 * slide, or null when no gallery of the page has it: the page also answers at its own path plus a
 * slide's segment (the history option of spec 001 §2).
 */
export function documentAtSlide(document: PageDocument, segment: string): PageDocument | null {
  let found = false;
  const sections = document.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => {
      if (found || block.type !== GALLERY_BLOCK_TYPE) return block;
      const slide = slidesOf(block).find((s) => s.id === segment || slidePathSegment(s) === segment);
      if (!slide) return block;
      found = true;
      return { ...block, settings: { ...block.settings, currentSlide: slide.id } };
    }),
  }));
  return found ? { ...document, sections } : null;
}
