import type { DictionaryLoaders } from './types';

/** The gallery and lightbox controls strings in each translated language: a chunk per language, fetched on demand. */
export const galleryLoaders: DictionaryLoaders<'gallery'> = {
  fr: () => import('./fr/gallery').then((m) => m.gallery),
  de: () => import('./de/gallery').then((m) => m.gallery),
  es: () => import('./es/gallery').then((m) => m.gallery),
  it: () => import('./it/gallery').then((m) => m.gallery),
  nl: () => import('./nl/gallery').then((m) => m.gallery),
  pt: () => import('./pt/gallery').then((m) => m.gallery),
  ja: () => import('./ja/gallery').then((m) => m.gallery),
};
