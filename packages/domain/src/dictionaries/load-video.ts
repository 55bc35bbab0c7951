import type { DictionaryLoaders } from './types';

/** The Video block player strings in each translated language: a chunk per language, fetched on demand. */
export const videoLoaders: DictionaryLoaders<'video'> = {
  fr: () => import('./fr/video').then((m) => m.video),
  de: () => import('./de/video').then((m) => m.video),
  es: () => import('./es/video').then((m) => m.video),
  it: () => import('./it/video').then((m) => m.video),
  nl: () => import('./nl/video').then((m) => m.video),
  pt: () => import('./pt/video').then((m) => m.video),
  ja: () => import('./ja/video').then((m) => m.video),
};
